// A manual sale the server refused (usually 'seats_unavailable': another gate or the
// public page sold a seat first), read back from its conflict record: who bought, which
// seats, what was charged, and which free seats could replace the lost ones.
import { seatPrice } from '../domain/pricing';
import { quoteSale } from '../domain/reservation-pricing';
import { suggestReplacementSeats } from '../domain/reservation-seat-suggestion';
import type { CreateManualReservationPayload } from '../domain/reservation-schemas';
import { seatLabelsOf, seatPickerForEvent, withStandFloors, type SeatForSale, type SeatRowInStand } from '../db/reservation-sale-queries';
import type { SeatRow } from '../db/rows';
import { SEND_FAILED_CODE, type ConflictRecord, type SaleCustomer } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { seatsByIds } from '../db/seat-catalog';

const SALE_KIND = 'reservations-create-manual';

export interface SaleConflict {
  conflict: ConflictRecord;
  sale: CreateManualReservationPayload;
  customer: SaleCustomer;
  eventName: string | null;
  /** The seats the customer asked for; `lost` ones were sold to someone else. */
  seats: { seat: SeatRowInStand; label: string; lost: boolean }[];
  /** What the sale came to when the cashier made it. */
  amount: number;
  /** Payments or cancellations of this sale the server refused with it (its reservation never existed there). */
  followUps: ConflictRecord[];
}

/** A sale the server refused. One it never answered ('No se pudo enviar') is sent again instead. */
export function isSaleConflict(conflict: ConflictRecord): boolean {
  return conflict.op.kind === SALE_KIND && conflict.code !== SEND_FAILED_CODE;
}

/** Later ops on the refused sale's reservation, oldest first. */
async function followUpsOf(db: TaquillaDatabase, conflict: ConflictRecord): Promise<ConflictRecord[]> {
  const reservationId = conflict.op.payload.id;
  const all = await db.conflicts.orderBy('created_at').toArray();
  return all
    .filter((other) => other.op.payload.reservation_id === reservationId)
    .sort((a, b) => a.op.created_at.localeCompare(b.op.created_at));
}

/**
 * Priced again from the replica as the command priced it: the seats and stands are still
 * there (only their sale went to someone else). A code switched off since still counts,
 * since the cashier charged with it.
 */
async function amountOf(db: TaquillaDatabase, sale: CreateManualReservationPayload, seats: readonly SeatRow[]): Promise<number> {
  const graderias = await db.graderias.bulkGet(seats.map((seat) => seat.graderia_id));
  const prices = seats.map((seat, index) => seatPrice(graderias[index]?.base_price ?? 0, seat.price_multiplier));
  const code = sale.discount_code ? await db.discount_codes.where('code').equals(sale.discount_code).first() : undefined;
  return quoteSale(prices, code?.percent ?? 0).total;
}

function customerOf(sale: CreateManualReservationPayload): SaleCustomer {
  return {
    name: sale.customer_name,
    email: sale.customer_email,
    phone: sale.customer_phone,
    document_type: sale.document_type,
    document_number: sale.document_number,
  };
}

export async function describeSaleConflict(db: TaquillaDatabase, opId: string): Promise<SaleConflict | undefined> {
  const conflict = await db.conflicts.get(opId);
  if (!conflict || !isSaleConflict(conflict)) return undefined;
  const sale = conflict.op.payload as unknown as CreateManualReservationPayload;
  const seats = await withStandFloors(db, (await seatsByIds(db, sale.seat_ids)).filter((seat): seat is SeatRow => seat !== undefined));
  const lost = new Set(conflict.unavailable_seat_ids ?? []);
  const event = await db.events.get(sale.event_id);
  return {
    conflict,
    sale,
    customer: customerOf(sale),
    eventName: event?.name ?? null,
    seats: seats.map((seat) => ({ seat, label: seatLabelsOf([seat]), lost: lost.has(seat.id) })),
    amount: await amountOf(db, sale, seats),
    followUps: await followUpsOf(db, conflict),
  };
}

/**
 * Free seats to offer instead of the lost ones, stand by stand: as many as were lost, in
 * the same stand, near them and together when possible. The seats the customer keeps are
 * not offered (after the refusal the replica shows them free).
 */
export async function suggestSeatsFor(db: TaquillaDatabase, saleConflict: SaleConflict, now: Date): Promise<SeatForSale[]> {
  const kept = new Set(saleConflict.seats.filter((entry) => !entry.lost).map((entry) => entry.seat.id));
  const venues = await seatPickerForEvent(db, saleConflict.sale.event_id, now);
  const offered = venues.flatMap((venue) => venue.seats).filter((seat) => !kept.has(seat.id));
  const lostByStand = new Map<string, SeatRow[]>();
  for (const { seat, lost } of saleConflict.seats) {
    if (lost) lostByStand.set(seat.graderia_id, [...(lostByStand.get(seat.graderia_id) ?? []), seat]);
  }
  return [...lostByStand.values()].flatMap((lost) => suggestReplacementSeats(offered, lost, lost.length));
}
