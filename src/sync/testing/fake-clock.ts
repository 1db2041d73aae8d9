// A clock for tests: time moves only when the test says so, and every delay asked for is kept.
import type { SyncClock } from '../sync-engine';

interface PendingTimer {
  id: number;
  dueAt: number;
  callback: () => void;
}

export class FakeClock implements SyncClock {
  readonly requestedDelays: number[] = [];
  private currentMs: number;
  private timers: PendingTimer[] = [];
  private nextId = 1;

  constructor(start = '2025-06-13T17:00:00.000Z') {
    this.currentMs = Date.parse(start);
  }

  now(): Date {
    return new Date(this.currentMs);
  }

  setTimeout(callback: () => void, delayMs: number): number {
    this.requestedDelays.push(delayMs);
    const timer = { id: this.nextId++, dueAt: this.currentMs + delayMs, callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** Moves time to the earliest pending timer and fires it; returns the delay that passed. */
  fireNextTimer(): number {
    const next = [...this.timers].sort((a, b) => a.dueAt - b.dueAt)[0];
    if (!next) throw new Error('No hay temporizadores pendientes');
    const waited = next.dueAt - this.currentMs;
    this.currentMs = next.dueAt;
    this.timers = this.timers.filter((timer) => timer !== next);
    next.callback();
    return waited;
  }

  pendingDelays(): number[] {
    return this.timers.map((timer) => timer.dueAt - this.currentMs).sort((a, b) => a - b);
  }
}
