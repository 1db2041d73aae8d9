// The accountant's exports (issue 19 point 4): reservations, payments and refunds, filtered
// like the 'Reportes' screen, as rows with the same keys public.get_accounting_export answers
// with (so a file made offline and one pulled from hosted Supabase say the same), and the
// spreadsheet columns they are written with (domain/spreadsheet-csv: ';', BOM, Bogotá
// moments, whole pesos).
import { displayedStatusOf, RESERVATION_STATUS_LABELS } from './reservation-status';
import { bogotaDayOf } from './dashboard-figures';
import { CHANNEL_LABELS, channelOf, isWithinDays, METHOD_LABELS, reportMethodOf, type ReportFilter, type ReportMethod, type ReportRows, type SalesChannel } from './sales-report';
import type { ReservationStatus } from './seat-status';
import { csvAmount, csvMoment, type CsvColumn } from './spreadsheet-csv';

export type ExportDataset = 'reservations' | 'payments' | 'refunds';
export const EXPORT_DATASETS: readonly ExportDataset[] = ['reservations', 'payments', 'refunds'];
export const EXPORT_DATASET_LABELS: Record<ExportDataset, string> = { reservations: 'Reservas', payments: 'Pagos', refunds: 'Reembolsos' };

type PaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded';
const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: 'Pendiente', completed: 'Completado', failed: 'Fallido', refunded: 'Reembolsado' };

/** The replica's rows an export reads: the report's, with the customer, amounts and log details. */
export interface ExportRows extends ReportRows {
  reservations: (ReportRows['reservations'][number] & {
    customer_name: string;
    document_type: string;
    document_number: string | null;
    customer_email: string | null;
    customer_phone: string | null;
    total_amount: number;
  })[];
  payments: (ReportRows['payments'][number] & { id: string })[];
  logs: (ReportRows['logs'][number] & { details: Record<string, unknown> })[];
}

export interface ReservationExportRow {
  id: string;
  event_name: string;
  created_at: string;
  customer_name: string;
  document_type: string;
  document_number: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  status: ReservationStatus;
  channel: SalesChannel;
  source: string;
  seats: number;
  total_amount: number;
  cashier: string | null;
}

export interface PaymentExportRow {
  id: string;
  reservation_id: string;
  event_name: string;
  customer_name: string;
  moved_at: string;
  method: ReportMethod;
  status: PaymentStatus;
  amount: number;
  channel: SalesChannel;
  cashier: string | null;
  /** Refunds only: the reason the organizer gave. */
  reason?: string | null;
}

export type ExportRow<Dataset extends ExportDataset> = Dataset extends 'reservations' ? ReservationExportRow : PaymentExportRow;

/** Whoever recorded each sale (its first 'created' log entry), by name. */
function cashierNames(rows: ExportRows): Map<string, string> {
  const people = new Map(rows.people.map((person) => [person.id, person.full_name]));
  const first = new Map<string, ExportRows['logs'][number]>();
  for (const log of rows.logs) {
    if (log.action !== 'created' || !log.user_id || !people.has(log.user_id)) continue;
    const known = first.get(log.reservation_id);
    if (!known || log.created_at < known.created_at) first.set(log.reservation_id, log);
  }
  return new Map([...first].map(([id, log]) => [id, people.get(log.user_id!)!]));
}

/** The reason of each booking's latest refund log entry. */
function refundReasons(rows: ExportRows): Map<string, string | null> {
  const latest = new Map<string, ExportRows['logs'][number]>();
  for (const log of rows.logs) {
    if (log.action !== 'refunded') continue;
    const known = latest.get(log.reservation_id);
    if (!known || log.created_at > known.created_at) latest.set(log.reservation_id, log);
  }
  return new Map([...latest].map(([id, log]) => [id, typeof log.details.reason === 'string' ? log.details.reason : null]));
}

const byMomentThenId = <Row extends { id: string }>(momentOf: (row: Row) => string) => (a: Row, b: Row) =>
  Date.parse(momentOf(a)) - Date.parse(momentOf(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function reservationRows(rows: ExportRows, filter: ReportFilter, now: Date): ReservationExportRow[] {
  const eventNames = new Map(rows.events.map((event) => [event.id, event.name]));
  const cashiers = cashierNames(rows);
  const activeSeats = new Map<string, number>();
  for (const seat of rows.seats) if (seat.active) activeSeats.set(seat.reservation_id, (activeSeats.get(seat.reservation_id) ?? 0) + 1);
  return rows.reservations
    .filter((booking) => (filter.eventId === null || booking.event_id === filter.eventId) && isWithinDays(bogotaDayOf(booking.created_at), filter))
    .map((booking) => ({
      id: booking.id,
      event_name: eventNames.get(booking.event_id) ?? '',
      created_at: booking.created_at,
      customer_name: booking.customer_name,
      document_type: booking.document_type,
      document_number: booking.document_number,
      customer_email: booking.customer_email,
      customer_phone: booking.customer_phone,
      status: displayedStatusOf(booking, now),
      channel: channelOf(booking.source),
      source: booking.source,
      seats: activeSeats.get(booking.id) ?? 0,
      total_amount: booking.total_amount,
      cashier: cashiers.get(booking.id) ?? null,
    }))
    .sort(byMomentThenId((row) => row.created_at));
}

function paymentRows(rows: ExportRows, dataset: 'payments' | 'refunds', filter: ReportFilter): PaymentExportRow[] {
  const eventNames = new Map(rows.events.map((event) => [event.id, event.name]));
  const bookings = new Map(rows.reservations.map((booking) => [booking.id, booking]));
  const cashiers = cashierNames(rows);
  const reasons = dataset === 'refunds' ? refundReasons(rows) : null;
  const wantedKind = dataset === 'refunds' ? 'refund' : 'charge';
  return rows.payments
    .flatMap((payment) => {
      const booking = bookings.get(payment.reservation_id);
      if (!booking || (payment.kind ?? 'charge') !== wantedKind) return [];
      if ((filter.eventId !== null && booking.event_id !== filter.eventId) || !isWithinDays(bogotaDayOf(payment.updated_at), filter)) return [];
      const row: PaymentExportRow = {
        id: payment.id,
        reservation_id: payment.reservation_id,
        event_name: eventNames.get(booking.event_id) ?? '',
        customer_name: booking.customer_name,
        moved_at: payment.updated_at,
        method: reportMethodOf(payment.payment_method),
        status: payment.status,
        amount: payment.amount,
        channel: channelOf(booking.source),
        cashier: cashiers.get(booking.id) ?? null,
      };
      if (reasons) row.reason = reasons.get(payment.reservation_id) ?? null;
      return [row];
    })
    .sort(byMomentThenId((row) => row.moved_at));
}

export function exportRowsOf<Dataset extends ExportDataset>(dataset: Dataset, rows: ExportRows, filter: ReportFilter, now: Date): ExportRow<Dataset>[] {
  const made = dataset === 'reservations' ? reservationRows(rows, filter, now) : paymentRows(rows, dataset as 'payments' | 'refunds', filter);
  return made as ExportRow<Dataset>[];
}

const recordedBy = (row: { cashier: string | null; channel: SalesChannel }) => row.cashier ?? (row.channel === 'online' ? 'Venta en línea' : '');

const RESERVATION_COLUMNS: CsvColumn<ReservationExportRow>[] = [
  { header: 'ID reserva', value: (row) => row.id },
  { header: 'Evento', value: (row) => row.event_name },
  { header: 'Fecha', value: (row) => csvMoment(row.created_at) },
  { header: 'Cliente', value: (row) => row.customer_name },
  { header: 'Tipo de documento', value: (row) => row.document_type },
  { header: 'Documento', value: (row) => row.document_number },
  { header: 'Correo', value: (row) => row.customer_email },
  { header: 'Teléfono', value: (row) => row.customer_phone },
  { header: 'Estado', value: (row) => RESERVATION_STATUS_LABELS[row.status] },
  { header: 'Canal', value: (row) => CHANNEL_LABELS[row.channel] },
  { header: 'Origen', value: (row) => row.source },
  { header: 'Asientos', value: (row) => row.seats },
  { header: 'Total', value: (row) => csvAmount(row.total_amount) },
  { header: 'Registrada por', value: recordedBy },
];

const PAYMENT_COLUMNS: CsvColumn<PaymentExportRow>[] = [
  { header: 'ID pago', value: (row) => row.id },
  { header: 'ID reserva', value: (row) => row.reservation_id },
  { header: 'Evento', value: (row) => row.event_name },
  { header: 'Cliente', value: (row) => row.customer_name },
  { header: 'Fecha', value: (row) => csvMoment(row.moved_at) },
  { header: 'Método', value: (row) => METHOD_LABELS[row.method] },
  { header: 'Estado', value: (row) => PAYMENT_STATUS_LABELS[row.status] },
  { header: 'Monto', value: (row) => csvAmount(row.amount) },
  { header: 'Canal', value: (row) => CHANNEL_LABELS[row.channel] },
  { header: 'Venta registrada por', value: recordedBy },
];

const REFUND_COLUMNS: CsvColumn<PaymentExportRow>[] = [...PAYMENT_COLUMNS, { header: 'Motivo', value: (row) => row.reason ?? null }];

export function exportColumnsOf<Dataset extends ExportDataset>(dataset: Dataset): CsvColumn<ExportRow<Dataset>>[] {
  const columns = dataset === 'reservations' ? RESERVATION_COLUMNS : dataset === 'payments' ? PAYMENT_COLUMNS : REFUND_COLUMNS;
  return columns as unknown as CsvColumn<ExportRow<Dataset>>[];
}

/** 'reservas-festival-2026-11-01-a-2026-11-26.csv' */
export function exportFileName(dataset: ExportDataset, filter: ReportFilter, eventSlug: string | null): string {
  const parts = [EXPORT_DATASET_LABELS[dataset].toLowerCase(), eventSlug ?? 'todos-los-eventos'];
  if (filter.from) parts.push(`desde-${filter.from}`);
  if (filter.to) parts.push(`hasta-${filter.to}`);
  return `${parts.join('-')}.csv`;
}
