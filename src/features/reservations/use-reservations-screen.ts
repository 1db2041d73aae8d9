// Everything /reservations shows, read live from the replica: a sync, a write on another
// tab or a command on this one shows at once.
import { listCashToReturn } from '../../db/reservation-cash-returns';
import {
  readReservationCards,
  reservationListAt,
  reservationStatsAt,
  type ReservationCard,
  type ReservationFilters,
  type ReservationListItem,
  type ReservationStats,
} from '../../db/reservation-queries';
import { listConflicts } from '../../db/sync-queries';
import type { CashReturnRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { describeSaleConflict, isSaleConflict, type SaleConflict } from '../../sync/sale-conflicts';
import { useDerived, useHoldsClock, useReplicaQuery } from '../../session/replica-hooks';

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

/** What the screen reads: it changes only when rows do. */
interface ReservationsRows extends Omit<ReservationsScreen, 'stats' | 'items'> {
  cards: ReservationCard[];
}

async function readReservationsScreen(db: TaquillaDatabase): Promise<ReservationsRows> {
  const [cards, rejectedSales, cashToReturn] = await Promise.all([readReservationCards(db), listRejectedSales(db), listCashToReturn(db)]);
  return { cards, rejectedSales, cashToReturn };
}

function reservationsScreenAt({ cards, ...rest }: ReservationsRows, filters: ReservationFilters, now: Date): ReservationsScreen {
  return { stats: reservationStatsAt(cards, now), items: reservationListAt(cards, filters, now), ...rest };
}

/**
 * Shown again when a hold runs out too: offline, it shows 'Expirada' without a sync. The
 * clock and the filters work on the rows already read.
 */
export function useReservationsScreen(filters: ReservationFilters) {
  const read = useReplicaQuery(readReservationsScreen, []);
  const now = useHoldsClock(read, (rows) => rows.cards.map((card) => card.reservation));
  return useDerived(read, (rows) => reservationsScreenAt(rows, filters, now), [filters.search, filters.eventDate, now]);
}
