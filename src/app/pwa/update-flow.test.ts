import { describe, expect, it, vi } from 'vitest';
import { createUpdateFlow, type UpdatableServiceWorker } from './update-flow';

type WorkerEvent = 'waiting' | 'controlling';

/** A stand-in for workbox-window's Workbox whose lifecycle events the test fires by hand. */
class FakeWorkbox implements UpdatableServiceWorker {
  private readonly listeners = new Map<WorkerEvent, Array<() => void>>();
  readonly messageSkipWaiting = vi.fn();

  addEventListener(type: WorkerEvent, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  fire(type: WorkerEvent): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function setUp() {
  const workbox = new FakeWorkbox();
  const reload = vi.fn();
  const flow = createUpdateFlow(workbox, reload);
  return { workbox, reload, flow, status: () => flow.getState().status };
}

describe('the new-version flow', () => {
  it('stays hidden until a new worker is waiting', () => {
    const { workbox, status } = setUp();
    expect(status()).toBe('hidden');
    workbox.fire('waiting');
    expect(status()).toBe('available');
  });

  it('does not reload when the first worker takes control of the page', () => {
    const { workbox, reload, status } = setUp();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(status()).toBe('hidden');
  });

  it('asks the waiting worker to take over, then reloads once it controls the page', () => {
    const { workbox, reload, flow, status } = setUp();
    workbox.fire('waiting');

    flow.getState().applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(status()).toBe('applying');
    expect(reload).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing on "update" when no new version is waiting', () => {
    const { workbox, flow, status } = setUp();
    flow.getState().applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(status()).toBe('hidden');
  });

  it('hides the prompt on "later" and shows it again for the next waiting worker', () => {
    const { workbox, reload, flow, status } = setUp();
    workbox.fire('waiting');
    flow.getState().postpone();
    expect(status()).toBe('hidden');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    workbox.fire('waiting');
    expect(status()).toBe('available');
  });

  it('keeps the "updating" state when another waiting event arrives mid-update', () => {
    const { workbox, flow, status } = setUp();
    workbox.fire('waiting');
    flow.getState().applyUpdate();
    workbox.fire('waiting');
    expect(status()).toBe('applying');
  });
});
