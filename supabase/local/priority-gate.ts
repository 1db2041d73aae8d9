// PGlite runs one statement or transaction at a time and queues the rest first come, first
// served: thirty visitors loading a 12,500-seat stand put a cashier's call behind all of
// them (issue 17: 5.2 s). This gate lets one piece of work reach PGlite at a time and picks
// the next from the staff lane before the public lane, so a cashier waits at most for the
// one public read already running.
export type Lane = 'staff' | 'public';

interface Waiting {
  start(): void;
}

export class PriorityGate {
  private busy = false;
  private readonly waiting: Record<Lane, Waiting[]> = { staff: [], public: [] };

  run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.busy = true;
        work().then(resolve, reject).finally(() => {
          this.busy = false;
          this.next();
        });
      };
      this.waiting[lane].push({ start });
      if (!this.busy) this.next();
    });
  }

  /** How many are waiting in each lane (for tests and benchmarks). */
  queued(): Record<Lane, number> {
    return { staff: this.waiting.staff.length, public: this.waiting.public.length };
  }

  private next(): void {
    if (this.busy) return;
    const following = this.waiting.staff.shift() ?? this.waiting.public.shift();
    following?.start();
  }
}
