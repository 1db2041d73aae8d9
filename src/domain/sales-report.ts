// 'Reportes' (issue 19 point 3): what an organizer asks at 11 p.m. — seats sold, money
// received, refunds, holds, entries and occupancy — per event, day, stand, channel, method
// and cashier, from plain replica rows, so the screen works offline. The server's
// public.sales_report_figures counts the same way (tests/db/sales-report.test.ts checks
// both over random sales), and the assistant's 'ventas de hoy' is that function for today.
//
// The rules, each the one the rest of the product already uses:
// - A booking belongs to the Bogotá day it was made (created_at: the sale time, kept for
//   offline ops). Seats sold: active seats of paid or confirmed bookings (a ticket, issue 18).
//   Holds: active seats of pending bookings whose hold has not run out (displayedStatusOf).
// - Money belongs to the Bogotá day it moved (a payment's updated_at, dailyRevenueOf): revenue
//   is completed charges minus completed refunds (domain/revenue receivedAmountOf); refunds
//   are the completed refunds. A stand's share of a booking's money follows its seats' prices
//   (moneyReceivedByStand).
// - Channel: 'gate' for the box office's own sales (source 'manual'), 'online' otherwise (the
//   public page and its ?source= tags). Cashier: whoever recorded the sale (its 'created' log
//   entry's user); the booking's money and entries count for them. Online sales have none.
// - Entries: tickets scanned in, on the day of their first scan.
// - Occupancy: seats sold or held over the seats offered (each stand's capacity once per
//   event that sells it); only events and stands have one.
import { bogotaDayOf } from './dashboard-figures';
import { occupancyPercent } from './pricing';
import { displayedStatusOf } from './reservation-status';
import { moneyReceivedByStand, receivedAmountOf } from './revenue';
import type { ReservationStatus } from './seat-status';

export type SalesChannel = 'online' | 'gate';
export type ReportMethod = 'card' | 'cash' | 'marked_paid';

export const CHANNEL_LABELS: Record<SalesChannel, string> = { online: 'En línea', gate: 'Taquilla' };
export const METHOD_LABELS: Record<ReportMethod, string> = { card: 'Tarjeta', cash: 'Efectivo', marked_paid: 'Marcado pagado' };
export const ONLINE_CASHIER_LABEL = 'Venta en línea';
const UNKNOWN_LABEL = 'Sin nombre';

export function channelOf(source: string): SalesChannel {
  return source === 'manual' ? 'gate' : 'online';
}

export function reportMethodOf(paymentMethod: string): ReportMethod {
  if (paymentMethod === 'mercadopago') return 'card';
  return paymentMethod === 'marked_paid' ? 'marked_paid' : 'cash';
}

// ——— The rows a report is made of (the replica's columns it needs) ———

export interface ReportRows {
  events: { id: string; name: string; slug?: string }[];
  stands: { id: string; name: string; total_capacity: number }[];
  eventStands: { event_id: string; graderia_id: string }[];
  reservations: { id: string; event_id: string; status: ReservationStatus; expires_at: string | null; source: string; created_at: string }[];
  /** reservation_seats rows (active or not) with the stand of their seat. */
  seats: { id: string; reservation_id: string; stand_id: string; price: number; active: boolean }[];
  payments: { reservation_id: string; kind?: 'charge' | 'refund'; amount: number; status: 'pending' | 'completed' | 'failed' | 'refunded'; payment_method: string; updated_at: string }[];
  logs: { reservation_id: string; user_id: string | null; action: string; created_at: string }[];
  people: { id: string; full_name: string }[];
  checkIns: { ticket_id: string; event_id: string; scanned_at: string }[];
}

/** Which rows count: one event or all, and a range of Bogotá days ('YYYY-MM-DD', both included). */
export interface ReportFilter {
  eventId: string | null;
  from: string | null;
  to: string | null;
}

export interface ReportFigures {
  seatsSold: number;
  /** Bookings paid or confirmed. */
  bookingsSold: number;
  revenue: number;
  refunds: number;
  refundCount: number;
  heldSeats: number;
  holds: number;
  checkIns: number;
  /** Whole percent; null where it means nothing (a day, a channel, a method, a cashier). */
  occupancy: number | null;
  capacity: number;
}

export interface ReportLine extends ReportFigures {
  key: string;
  label: string;
}

export interface SalesReport {
  totals: ReportFigures;
  byEvent: ReportLine[];
  byDay: ReportLine[];
  byStand: ReportLine[];
  byChannel: ReportLine[];
  byMethod: ReportLine[];
  byCashier: ReportLine[];
}

const emptyFigures = (): ReportFigures => ({
  seatsSold: 0, bookingsSold: 0, revenue: 0, refunds: 0, refundCount: 0, heldSeats: 0, holds: 0, checkIns: 0, occupancy: null, capacity: 0,
});

export function isWithinDays(day: string, { from, to }: Pick<ReportFilter, 'from' | 'to'>): boolean {
  return (from === null || day >= from) && (to === null || day <= to);
}

type Booking = ReportRows['reservations'][number];

interface Accounted {
  booking: Booking;
  channel: SalesChannel;
  cashier: string;
}

/** A breakdown being added up: one line per key, made on first use. */
class Tally {
  private readonly lines = new Map<string, ReportLine>();
  constructor(private readonly labelOf: (key: string) => string) {}
  at(key: string): ReportFigures {
    let line = this.lines.get(key);
    if (!line) this.lines.set(key, (line = { key, label: this.labelOf(key), ...emptyFigures() }));
    return line;
  }
  all(): ReportLine[] {
    return [...this.lines.values()];
  }
}

function cashiersOf(rows: ReportRows): Map<string, string> {
  const recorder = new Map<string, { user: string | null; at: string }>();
  for (const log of rows.logs) {
    if (log.action !== 'created') continue;
    const known = recorder.get(log.reservation_id);
    if (!known || log.created_at < known.at) recorder.set(log.reservation_id, { user: log.user_id, at: log.created_at });
  }
  return new Map([...recorder].flatMap(([id, { user }]) => (user ? [[id, user] as [string, string]] : [])));
}

/** The bookings of the chosen event with their channel and cashier ('' for online sales). */
function accountedBookings(rows: ReportRows, filter: ReportFilter): Map<string, Accounted> {
  const cashiers = cashiersOf(rows);
  const accounted = new Map<string, Accounted>();
  for (const booking of rows.reservations) {
    if (filter.eventId !== null && booking.event_id !== filter.eventId) continue;
    accounted.set(booking.id, { booking, channel: channelOf(booking.source), cashier: cashiers.get(booking.id) ?? '' });
  }
  return accounted;
}

/** A booking's seats for sharing money and counting: its active ones, or all when it has none left (a refund). */
function seatsByBooking(rows: ReportRows): Map<string, ReportRows['seats']> {
  const byBooking = new Map<string, ReportRows['seats']>();
  for (const seat of rows.seats) {
    const list = byBooking.get(seat.reservation_id);
    if (list) list.push(seat);
    else byBooking.set(seat.reservation_id, [seat]);
  }
  for (const [id, seats] of byBooking) {
    const active = seats.filter((seat) => seat.active);
    if (active.length > 0) byBooking.set(id, active);
  }
  return byBooking;
}

interface Breakdowns {
  totals: ReportFigures;
  byEvent: Tally;
  byDay: Tally;
  byStand: Tally;
  byChannel: Tally;
  byMethod: Tally;
  byCashier: Tally;
}

function addSeats(report: Breakdowns, bookings: Map<string, Accounted>, seats: Map<string, ReportRows['seats']>, filter: ReportFilter, now: Date) {
  for (const { booking, channel, cashier } of bookings.values()) {
    const day = bogotaDayOf(booking.created_at);
    if (!isWithinDays(day, filter)) continue;
    const status = displayedStatusOf(booking, now);
    const sold = status === 'paid' || status === 'confirmed';
    if (!sold && status !== 'pending') continue;
    const active = (seats.get(booking.id) ?? []).filter((seat) => seat.active);
    const add = (figures: ReportFigures, count: number) => {
      if (sold) {
        figures.seatsSold += count;
        figures.bookingsSold += 1;
      } else {
        figures.heldSeats += count;
        figures.holds += 1;
      }
    };
    for (const figures of [report.totals, report.byEvent.at(booking.event_id), report.byDay.at(day), report.byChannel.at(channel), report.byCashier.at(cashier)]) {
      add(figures, active.length);
    }
    const perStand = new Map<string, number>();
    for (const seat of active) perStand.set(seat.stand_id, (perStand.get(seat.stand_id) ?? 0) + 1);
    for (const [stand, count] of perStand) add(report.byStand.at(stand), count);
  }
}

function addMoney(report: Breakdowns, rows: ReportRows, bookings: Map<string, Accounted>, seats: Map<string, ReportRows['seats']>, filter: ReportFilter) {
  const counted = rows.payments.filter((payment) => payment.status === 'completed' && bookings.has(payment.reservation_id) && isWithinDays(bogotaDayOf(payment.updated_at), filter));
  for (const payment of counted) {
    const { booking, channel, cashier } = bookings.get(payment.reservation_id)!;
    const received = receivedAmountOf(payment);
    const refund = payment.kind === 'refund' ? payment.amount : 0;
    const lines = [report.totals, report.byEvent.at(booking.event_id), report.byDay.at(bogotaDayOf(payment.updated_at)), report.byChannel.at(channel), report.byMethod.at(reportMethodOf(payment.payment_method)), report.byCashier.at(cashier)];
    for (const figures of lines) {
      figures.revenue += received;
      figures.refunds += refund;
      if (refund > 0) figures.refundCount += 1;
    }
  }
  const standSeats = [...new Set(counted.map((payment) => payment.reservation_id))].flatMap((id) => (seats.get(id) ?? []).map((seat) => ({ reservation_id: id, stand_id: seat.stand_id, price: seat.price })));
  for (const [stand, amount] of moneyReceivedByStand(standSeats, counted)) report.byStand.at(stand).revenue += amount;
  const refundsAsCharges = counted.filter((payment) => payment.kind === 'refund').map((payment) => ({ ...payment, kind: 'charge' as const }));
  for (const [stand, amount] of moneyReceivedByStand(standSeats, refundsAsCharges)) report.byStand.at(stand).refunds += amount;
}

function addCheckIns(report: Breakdowns, rows: ReportRows, bookings: Map<string, Accounted>, filter: ReportFilter) {
  const firstScan = new Map<string, string>();
  for (const scan of rows.checkIns) {
    const known = firstScan.get(scan.ticket_id);
    if (!known || scan.scanned_at < known) firstScan.set(scan.ticket_id, scan.scanned_at);
  }
  const tickets = new Map(rows.seats.map((seat) => [seat.id, seat]));
  const eventOfScan = new Map(rows.checkIns.map((scan) => [scan.ticket_id, scan.event_id]));
  for (const [ticketId, scannedAt] of firstScan) {
    const eventId = eventOfScan.get(ticketId)!;
    if (filter.eventId !== null && eventId !== filter.eventId) continue;
    const day = bogotaDayOf(scannedAt);
    if (!isWithinDays(day, filter)) continue;
    const ticket = tickets.get(ticketId);
    const accounted = ticket ? bookings.get(ticket.reservation_id) : undefined;
    const lines = [report.totals, report.byEvent.at(eventId), report.byDay.at(day)];
    if (ticket) lines.push(report.byStand.at(ticket.stand_id));
    if (accounted) lines.push(report.byChannel.at(accounted.channel), report.byCashier.at(accounted.cashier));
    for (const figures of lines) figures.checkIns += 1;
  }
}

/** Seats offered: each stand's capacity once per chosen event that sells it. */
function addCapacity(report: Breakdowns, rows: ReportRows, filter: ReportFilter) {
  const capacity = new Map(rows.stands.map((stand) => [stand.id, stand.total_capacity]));
  for (const link of rows.eventStands) {
    if (filter.eventId !== null && link.event_id !== filter.eventId) continue;
    const seats = capacity.get(link.graderia_id) ?? 0;
    for (const figures of [report.totals, report.byEvent.at(link.event_id), report.byStand.at(link.graderia_id)]) figures.capacity += seats;
  }
}

function withOccupancy<Figures extends ReportFigures>(figures: Figures): Figures {
  return { ...figures, occupancy: occupancyPercent(figures.seatsSold + figures.heldSeats, figures.capacity) };
}

const byLabel = (a: ReportLine, b: ReportLine) => a.label.localeCompare(b.label, 'es');

export function salesReportOf(rows: ReportRows, filter: ReportFilter, now: Date): SalesReport {
  const names = (list: { id: string; name?: string; full_name?: string }[]) => new Map(list.map((item) => [item.id, item.name ?? item.full_name ?? '']));
  const eventNames = names(rows.events);
  const standNames = names(rows.stands);
  const peopleNames = names(rows.people);
  const report: Breakdowns = {
    totals: emptyFigures(),
    byEvent: new Tally((id) => eventNames.get(id) ?? UNKNOWN_LABEL),
    byDay: new Tally((day) => day),
    byStand: new Tally((id) => standNames.get(id) ?? UNKNOWN_LABEL),
    byChannel: new Tally((channel) => CHANNEL_LABELS[channel as SalesChannel]),
    byMethod: new Tally((method) => METHOD_LABELS[method as ReportMethod]),
    byCashier: new Tally((id) => (id === '' ? ONLINE_CASHIER_LABEL : peopleNames.get(id) || UNKNOWN_LABEL)),
  };
  const bookings = accountedBookings(rows, filter);
  const seats = seatsByBooking(rows);
  addCapacity(report, rows, filter);
  addSeats(report, bookings, seats, filter, now);
  addMoney(report, rows, bookings, seats, filter);
  addCheckIns(report, rows, bookings, filter);
  return {
    totals: withOccupancy(report.totals),
    byEvent: report.byEvent.all().map(withOccupancy).sort(byLabel),
    byDay: report.byDay.all().sort((a, b) => a.key.localeCompare(b.key)),
    byStand: report.byStand.all().map(withOccupancy).sort(byLabel),
    byChannel: report.byChannel.all().sort(byLabel),
    byMethod: report.byMethod.all().sort(byLabel),
    byCashier: report.byCashier.all().sort(byLabel),
  };
}
