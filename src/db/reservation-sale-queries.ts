// What a cashier can sell for an event, read from the replica: the manual reservation
// dialog's seat picker and total, and what the sale command checks before selling.
import { seatPrice } from '../domain/pricing';
import { quoteSale, type SaleQuote } from '../domain/reservation-pricing';
import { seatShortLabels } from '../domain/seat-label';
import { seatStatusForEvent, type SaleHolder, type SeatStatus } from '../domain/seat-status';
import type { GraderiaRow, SeatRow } from './rows';
import { holdersOfSeats } from './taken-seats-queries';
import type { TaquillaDatabase } from './taquilla-database';
import { compareSeatPlaces } from './venue-queries';
import { seatsByIds, seatsOfStand } from './seat-catalog';
import { reservationSeatBuckets } from './row-buckets';

export interface SeatForSale extends SeatRow {
  status: SeatStatus;
  /** What this seat costs: its stand's base price times its multiplier. */
  price: number;
  venue_name: string;
  /** How many floors its stand has: a seat of a stand with several is named with its floor. */
  stand_floors: number;
}

export interface VenueForSale {
  graderia: GraderiaRow;
  seats: SeatForSale[];
}

/**
 * Seat id → the reservation holding the seat for the event. Only seats with an active sale
 * are in the map; a reservation missing from the replica still holds its seat, and so does a
 * seat the first download listed as taken while its sales are still coming.
 */
async function saleHoldersOf(db: TaquillaDatabase, eventId: string, seatIds?: readonly string[]): Promise<Map<string, SaleHolder>> {
  const sales = seatIds
    ? await reservationSeatBuckets.where(db, 'seat_id', [...seatIds])
    : await reservationSeatBuckets.where(db, 'event_id', [eventId]);
  return holdersOfSeats(db, eventId, sales.filter((sale) => sale.active && sale.event_id === eventId), seatIds);
}

/**
 * The seat's status for the event, as the server decides whether it can be sold
 * (unavailable_seats): a seat of an inactive stand cannot be sold either.
 */
function statusForSale(seat: SeatRow, graderia: GraderiaRow, holder: SaleHolder | undefined, now: Date): SeatStatus {
  return graderia.is_active ? seatStatusForEvent(seat, holder, now) : 'blocked';
}

function seatForSale(seat: SeatRow, graderia: GraderiaRow, holder: SaleHolder | undefined, now: Date): SeatForSale {
  return {
    ...seat,
    status: statusForSale(seat, graderia, holder, now),
    price: seatPrice(graderia.base_price, seat.price_multiplier),
    venue_name: graderia.name,
    stand_floors: graderia.floors,
  };
}

async function graderiasSoldBy(db: TaquillaDatabase, eventId: string): Promise<GraderiaRow[]> {
  const links = await db.event_graderias.where('event_id').equals(eventId).toArray();
  const graderias = await db.graderias.bulkGet(links.map((link) => link.graderia_id));
  return graderias.filter((graderia): graderia is GraderiaRow => graderia !== undefined).sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** An event's stands and seats as read, before the clock says which holds still hold (seatPickerAt). */
export interface EventSeatRows {
  stands: { graderia: GraderiaRow; seats: SeatRow[] }[];
  holders: ReadonlyMap<string, SaleHolder>;
}

/** No event chosen yet: nothing to read. */
export const NO_EVENT_SEATS: EventSeatRows = { stands: [], holders: new Map() };

/** Every stand the event sells, by name, with every seat in plan order, and who holds each. */
export async function readEventSeats(db: TaquillaDatabase, eventId: string): Promise<EventSeatRows> {
  const graderias = await graderiasSoldBy(db, eventId);
  const holders = await saleHoldersOf(db, eventId);
  const stands = await Promise.all(graderias.map(async (graderia) => ({ graderia, seats: (await seatsOfStand(db, graderia.id)).sort(compareSeatPlaces) })));
  return { stands, holders };
}

/** Each seat with its status for the event at `now`: a hold that ran out frees its seat. */
export function seatPickerAt({ stands, holders }: EventSeatRows, now: Date): VenueForSale[] {
  return stands.map(({ graderia, seats }) => ({ graderia, seats: seats.map((seat) => seatForSale(seat, graderia, holders.get(seat.id), now)) }));
}

export async function seatPickerForEvent(db: TaquillaDatabase, eventId: string, now: Date): Promise<VenueForSale[]> {
  return seatPickerAt(await readEventSeats(db, eventId), now);
}

/**
 * The asked seats the event sells, in the order asked; seats that do not exist or belong
 * to a stand the event does not sell are left out (the caller names them).
 */
export async function seatsForSaleByIds(db: TaquillaDatabase, eventId: string, seatIds: readonly string[], now: Date): Promise<SeatForSale[]> {
  const graderias = new Map((await graderiasSoldBy(db, eventId)).map((graderia) => [graderia.id, graderia]));
  const seats = await seatsByIds(db, [...seatIds]);
  const holders = await saleHoldersOf(db, eventId, seatIds);
  return seats.flatMap((seat) => {
    const graderia = seat && graderias.get(seat.graderia_id);
    return seat && graderia ? [seatForSale(seat, graderia, holders.get(seat.id), now)] : [];
  });
}

export type SeatRowInStand = SeatRow & { stand_floors: number };

/** The seats with their stand's floor count (one floor when the stand is not on the device). */
export async function withStandFloors(db: TaquillaDatabase, seats: readonly SeatRow[]): Promise<SeatRowInStand[]> {
  const standIds = [...new Set(seats.map((seat) => seat.graderia_id))];
  const stands = await db.graderias.bulkGet(standIds);
  const floorsOf = new Map(stands.flatMap((stand) => (stand ? [[stand.id, stand.floors] as const] : [])));
  return seats.map((seat) => ({ ...seat, stand_floors: floorsOf.get(seat.graderia_id) ?? 1 }));
}

/** 'A-1, P2-A-1': how the cashier names seats, in the order the server's seat_labels lists them. */
export function seatLabelsOf(seats: readonly SeatRowInStand[]): string {
  // Plain code-unit order, like Postgres orders uuids; a locale could weigh the hyphens differently.
  const byStand = (a: SeatRow, b: SeatRow) => (a.graderia_id < b.graderia_id ? -1 : a.graderia_id > b.graderia_id ? 1 : 0);
  return seatShortLabels([...seats].sort((a, b) => byStand(a, b) || compareSeatPlaces(a, b)));
}

/** The percent of an active code of the organization, as discount_percent() finds it; 0 without a code, null for a code it does not know. */
export async function discountPercentFor(db: TaquillaDatabase, code: string | null): Promise<number | null> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return 0;
  const discount = await db.discount_codes.where('code').equals(wanted).filter((row) => row.is_active).first();
  return discount?.percent ?? null;
}

export interface ManualSaleQuote extends SaleQuote {
  /** 'Código de descuento inválido' when the typed code is unknown; the quote then has no discount. */
  discountError: string | null;
}

export const INVALID_DISCOUNT_CODE = 'Código de descuento inválido';

/** The total the dialog shows before confirming: what the command stores and the server charges. */
export async function quoteManualSale(
  db: TaquillaDatabase,
  sale: { event_id: string; seat_ids: readonly string[]; discount_code?: string | null },
  now: Date,
): Promise<ManualSaleQuote> {
  const seats = await seatsForSaleByIds(db, sale.event_id, sale.seat_ids, now);
  const percent = await discountPercentFor(db, sale.discount_code ?? null);
  const quote = quoteSale(seats.map((seat) => seat.price), percent ?? 0);
  return { ...quote, discountError: percent === null ? INVALID_DISCOUNT_CODE : null };
}
