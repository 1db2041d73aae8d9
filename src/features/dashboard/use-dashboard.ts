import { useCallback, useEffect, useState } from 'react';
import { readDashboardRows } from '../../db/dashboard-queries';
import { useDerived, useHoldsTime, useReplicaQuery } from '../../session/replica-hooks';
import { bogotaDayOf } from '../../domain/dashboard-figures';
import { dashboardFiguresOf } from './dashboard-figures-of';

/** Spec §7 polls the dashboard every 30 s; here the rows are live, but 'today' and overdue holds move with the clock. */
export const DASHBOARD_CLOCK_MS = 30_000;

/** The moment the figures are computed for, moved on every 30 s and on demand ('Actualizar'). */
function useDashboardClock(): [Date, () => void] {
  const [now, setNow] = useState(() => new Date());
  const tick = useCallback(() => setNow(new Date()), []);
  useEffect(() => {
    const timer = setInterval(tick, DASHBOARD_CLOCK_MS);
    return () => clearInterval(timer);
  }, [tick]);
  return [now, tick];
}

/** The dashboard's figures, live from the replica: offline they are this device's. */
export function useDashboard() {
  const [now, tick] = useDashboardClock();
  // Totals over part of the history would be wrong, and re-reading every reservation for each
  // page the first sync brings cost its renderer about 1 s (replica-hooks, wholeHistory).
  const rows = useReplicaQuery(readDashboardRows, [], { wholeHistory: true });
  // The figures take two things from the clock, 'today' and the holds run out: derived from the
  // rows already read when either changes, not on every tick (useDerived, useHoldsTime).
  const figuresAt = useHoldsTime(now, rows, (read) => read.reservations, bogotaDayOf(now));
  const figures = useDerived(rows, (read) => dashboardFiguresOf(read, figuresAt), [figuresAt]);
  return { figures, now, tick };
}
