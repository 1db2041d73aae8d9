// The moment a screen computes what it shows for, moved on by a timer. Replica queries re-run
// only when rows change, and offline nothing changes when a cash hold reaches its expiry:
// without a clock the card would keep saying 'Pendiente' and offer 'Procesar Pago' for a
// hold that is over (and whose seats the seat map already offers again).
import { useEffect, useMemo, useState } from 'react';
import { holdsRunOutBy } from '../domain/reservation-status';
import type { ReservationStatus } from '../domain/seat-status';

/** How often screens that show holds look at the clock again. */
export const HOLD_CLOCK_MS = 30_000;

export function useClock(periodMs: number = HOLD_CLOCK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

type Hold = { status: ReservationStatus; expires_at: string | null };

/**
 * `now` as far as the holds in `rows` are concerned: it moves on only when one of them runs out,
 * the rows change, or `alsoKeyedBy` does (the dashboard's 'today'). A screen that derives what
 * it shows from its rows at this time derives again only when that could change, not on every
 * tick (BENCHMARKS.md, the twenty-first session). Nothing else it shows may depend on it.
 */
export function useHoldsTime<Rows>(now: Date, rows: Rows | undefined, holdsOf: (rows: Rows) => Iterable<Hold>, alsoKeyedBy?: string): Date {
  const runOut = useMemo(() => (rows === undefined ? 0 : holdsRunOutBy(holdsOf(rows), now)), [rows, now]);
  // The time of the last change: the same holds have run out by it as by `now`.
  return useMemo(() => now, [rows, runOut, alsoKeyedBy]);
}

/** The screen's own 30 s clock, as far as the holds in `rows` are concerned (useHoldsTime). */
export function useHoldsClock<Rows>(rows: Rows | undefined, holdsOf: (rows: Rows) => Iterable<Hold>): Date {
  return useHoldsTime(useClock(), rows, holdsOf);
}
