// Everything /reservations shows, read live from the replica: a sync, a write on another
// tab or a command on this one shows at once.
import { listCashToReturn } from '../../db/reservation-cash-returns';
import {
  listReservations,
  reservationStats,
  type ReservationFilters,
  type ReservationListItem,
  type ReservationStats,
} from '../../db/reservation-queries';
import { listConflicts } from '../../db/sync-queries';
import type { CashReturnRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { describeSaleConflict, isSaleConflict, type SaleConflict } from '../../sync/sale-conflicts';
import { useClock } from '../../ui/use-clock';
import { useReplicaQuery } from '../../session/replica-hooks';

export interface ReservationsScreen {
  stats: ReservationStats;
  items: ReservationListItem[];
  /** Sales the server refused: their reservation was taken back, the customer still waits. */
  rejectedSales: SaleConflict[];
  cashToReturn: CashReturnRecord[];
}

export async function listRejectedSales(db: TaquillaDatabase): Promise<SaleConflict[]> {
  const saleConflicts = (await listConflicts(db)).filter(isSaleConflict);
  const described = await Promise.all(saleConflicts.map((conflict) => describeSaleConflict(db, conflict.op_id)));
  return described.filter((sale): sale is SaleConflict => sale !== undefined);
}

async function loadReservationsScreen(db: TaquillaDatabase, filters: ReservationFilters, now: Date): Promise<ReservationsScreen> {
  const [stats, items, rejectedSales, cashToReturn] = await Promise.all([
    reservationStats(db, now),
    listReservations(db, filters, now),
    listRejectedSales(db),
    listCashToReturn(db),
  ]);
  return { stats, items, rejectedSales, cashToReturn };
}

/** Re-read on every tick of the clock too: a hold that runs out offline shows 'Expirada' without a sync. */
export function useReservationsScreen(filters: ReservationFilters) {
  const now = useClock();
  return useReplicaQuery((db) => loadReservationsScreen(db, filters, now), [filters.search, filters.eventDate, now.getTime()]);
}
