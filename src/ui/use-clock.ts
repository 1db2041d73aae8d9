// The moment a screen computes what it shows for, moved on by a timer. Replica queries re-run
// only when rows change, and offline nothing changes when a cash hold reaches its expiry:
// without a clock the card would keep saying 'Pendiente' and offer 'Procesar Pago' for a
// hold that is over (and whose seats the seat map already offers again).
import { useEffect, useState } from 'react';

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
