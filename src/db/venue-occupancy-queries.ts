// Seat occupancy as the venue screens need it. Seats have no status of their own (see
// domain/seat-status): a seat is occupied for an event when that event's active sale of it
// makes it reserved or paid. These queries read only the sales, not every seat, so that a
// list of large stands stays quick.
import { moneyReceivedByStand, type StandSale } from '../domain/revenue';
import { seatStatusForEvent, type SaleHolder, type SeatStatus } from '../domain/seat-status';
import { paymentBuckets, reservationBuckets, reservationSeatBuckets } from './row-buckets';
import type { EventRow, ReservationSeatRow, SeatRow } from './rows';
import { holdersOfSeats } from './taken-seats-queries';
import type { TaquillaDatabase } from './taquilla-database';
import { seatIdsOfStand, seatsByIds, seatsOfStands } from './seat-catalog';

/** What the active events that sell a stand have sold of it, summed over those events. */
export interface StandSales {
  activeEventCount: number;
  occupied: number;
  /** Money received for its seats over those events: completed charges minus refunds. */
  received: number;
}

function isOccupied(status: SeatStatus): boolean {
  return status === 'reserved' || status === 'paid';
}

/** Each sale with the seat it sells and the reservation holding it (either may be missing mid-sync). */
async function salesWithSeats(db: TaquillaDatabase, sales: ReservationSeatRow[]) {
  const [seats, holders] = await Promise.all([
    seatsByIds(db, sales.map((sale) => sale.seat_id)),
    reservationBuckets.byIds(db, sales.map((sale) => sale.reservation_id)),
  ]);
  return sales.map((sale, index) => ({ sale, seat: seats[index], holder: holders[index] }));
}

/** Graderia id → its sales over the active events that sell it; stands no active event sells are absent. */
export async function salesOfStandsOverActiveEvents(db: TaquillaDatabase, now: Date): Promise<Map<string, StandSales>> {
  const byStand = new Map<string, StandSales>();
  const soldSeats: StandSale[] = [];
  const activeEvents = (await db.events.toArray()).filter((event) => event.is_active);
  for (const event of activeEvents) {
    const links = await db.event_graderias.where('event_id').equals(event.id).toArray();
    for (const { graderia_id } of links) {
      const sales = byStand.get(graderia_id) ?? { activeEventCount: 0, occupied: 0, received: 0 };
      sales.activeEventCount += 1;
      byStand.set(graderia_id, sales);
    }
    const activeSales = (await reservationSeatBuckets.where(db, 'event_id', [event.id])).filter((sale) => sale.active);
    for (const { sale, seat, holder } of await salesWithSeats(db, activeSales)) {
      if (seat) soldSeats.push({ reservation_id: sale.reservation_id, stand_id: seat.graderia_id, price: sale.price });
      const standSales = seat && byStand.get(seat.graderia_id);
      if (standSales && isOccupied(seatStatusForEvent(seat, holder, now))) standSales.occupied += 1;
    }
  }
  const bookingIds = [...new Set(soldSeats.map((seat) => seat.reservation_id))];
  const payments = await paymentBuckets.where(db, 'reservation_id', bookingIds);
  for (const [standId, received] of moneyReceivedByStand(soldSeats, payments)) {
    const standSales = byStand.get(standId);
    if (standSales) standSales.received = received;
  }
  return byStand;
}

/**
 * Each stand's seat rows, per graderia id: which are switched off (is_active) and what each
 * costs (price_multiplier). One read of the seat catalog for all of them.
 */
export async function seatsByStand(db: TaquillaDatabase, graderiaIds: readonly string[]): Promise<Map<string, SeatRow[]>> {
  const byStand = new Map<string, SeatRow[]>(graderiaIds.map((id) => [id, []]));
  for (const seat of await seatsOfStands(db, graderiaIds)) byStand.get(seat.graderia_id)?.push(seat);
  return byStand;
}

/** The events that sell the stand, by start date. */
export async function eventsSellingStand(db: TaquillaDatabase, graderiaId: string): Promise<EventRow[]> {
  const links = await db.event_graderias.where('graderia_id').equals(graderiaId).toArray();
  const events = await db.events.bulkGet(links.map((link) => link.event_id));
  return events
    .filter((event): event is EventRow => event !== undefined)
    .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.event_time.localeCompare(b.event_time));
}

/** Seat id → status for the event, for the given seats of one stand (all free when no event is given). */
export async function standSeatStatusesForEvent(
  db: TaquillaDatabase,
  seats: readonly SeatRow[],
  eventId: string | null,
  now: Date,
): Promise<Map<string, SeatStatus>> {
  let holderBySeat = new Map<string, SaleHolder>();
  if (eventId) {
    const activeSales = (await reservationSeatBuckets.where(db, 'event_id', [eventId])).filter((sale) => sale.active);
    holderBySeat = await holdersOfSeats(db, eventId, activeSales);
  }
  return new Map(seats.map((seat) => [seat.id, seatStatusForEvent(seat, holderBySeat.get(seat.id), now)]));
}

/** Whether any seat of the stand is reserved or paid for any event: the edit screen warns then. */
export async function standHasOccupiedSeats(db: TaquillaDatabase, graderiaId: string, now: Date): Promise<boolean> {
  const seatIds = await seatIdsOfStand(db, graderiaId);
  const activeSales = (await reservationSeatBuckets.where(db, 'seat_id', seatIds)).filter((sale) => sale.active);
  const sold = await salesWithSeats(db, activeSales);
  return sold.some(({ seat, holder }) => seat !== undefined && isOccupied(seatStatusForEvent(seat, holder, now)));
}
