import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateFlow, type UpdatableServiceWorker } from './update-flow';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(cleanup);

function renderPrompt() {
  const listeners: Record<string, Array<() => void>> = {};
  const worker: UpdatableServiceWorker = {
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    messageSkipWaiting: vi.fn(),
  };
  const reload = vi.fn();
  const flow = createUpdateFlow(worker, reload);
  render(<UpdatePrompt flow={flow} />);
  const fire = (type: 'waiting' | 'controlling') => act(() => listeners[type]?.forEach((listener) => listener()));
  return { worker, reload, fire };
}

describe('UpdatePrompt', () => {
  it('appears in Spanish when a new version is waiting', () => {
    const { fire } = renderPrompt();
    expect(screen.queryByText('Hay una nueva versión')).toBeNull();
    fire('waiting');
    expect(screen.getByRole('heading', { name: 'Hay una nueva versión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más tarde' })).toBeTruthy();
  });

  it('"Actualizar" hands over to the new worker and reloads when it takes control', () => {
    const { worker, reload, fire } = renderPrompt();
    fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Actualizando…' }) as HTMLButtonElement).disabled).toBe(true);
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('"Más tarde" closes the prompt without touching the worker', () => {
    const { worker, reload, fire } = renderPrompt();
    fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Hay una nueva versión')).toBeNull();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
