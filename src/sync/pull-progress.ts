// How far a paged pull is, for the progress bar ('Descargando reservas 4.000 de 10.000')
// and for the screens, which may open before the history is in: the organizer can sell at
// the gate as soon as the catalog and the seats taken when the download began are in.
import type { PulledKeyRange, SyncPullPage } from '../api/sync-api';
import { formatCount } from '../domain/money';
import type { PullProgress, SyncStateRecord } from '../db/sync-records';

/** What the sync indicator shows while a pull comes in pages. */
export interface DownloadProgress {
  /** The table coming in now. */
  table: string;
  received: number;
  total: number;
  /** Every table together. */
  receivedAll: number;
  totalAll: number;
}

/** The catalog the screens sell from: the stands and their seats, the events, the codes. */
export const CATALOG_TABLES = ['organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes'] as const;

/** The sales, which say which seats are taken; the history of a large organization starts with them. */
export const SALES_TABLES = ['reservations', 'reservation_seats'] as const;

/**
 * Not a table: the first page of a full snapshot lists each event's taken seats
 * (sync_pull_page's taken_seats); progressAfter counts it complete once that page is in.
 */
export const TAKEN_SEATS = 'taken_seats';

/**
 * What the screens need to sell seats: the catalog and the seats taken when the download
 * began. The sales come after, with the progress bar; until they are in, the taken seats
 * keep a sold seat from being offered (db/taken-seats-queries). A server that predates
 * taken_seats never sends it: the screens then wait for SALES_TABLES instead (readyToSell).
 */
export const TABLES_TO_SELL = [...CATALOG_TABLES, TAKEN_SEATS] as const;

/**
 * The order sync_pull_page gives tables in (synced_tables_by_page on the server). The gate's
 * scans come right after the sales, before the history; screens may open before they are in
 * (a gate then judges as an offline one would, and the server keeps the first scan anyway).
 */
export const PAGE_ORDER: readonly string[] = [
  ...CATALOG_TABLES,
  ...SALES_TABLES,
  'ticket_check_ins',
  'public_customers',
  'payments',
  'reservation_logs',
  'cash_shifts',
  'cash_receipts',
];

const TABLE_NAMES: Record<string, string> = {
  organizations: 'la organización',
  profiles: 'el equipo',
  graderias: 'graderías',
  seats: 'asientos',
  events: 'eventos',
  event_graderias: 'graderías de los eventos',
  discount_codes: 'códigos de descuento',
  reservations: 'reservas',
  reservation_seats: 'asientos vendidos',
  public_customers: 'clientes',
  payments: 'pagos',
  reservation_logs: 'historial de reservas',
  ticket_check_ins: 'ingresos al evento',
  cash_shifts: 'turnos de caja',
  cash_receipts: 'recibos de caja',
};

/** 'Descargando reservas 4.000 de 10.000'. */
export function downloadLabel({ table, received, total }: Pick<DownloadProgress, 'table' | 'received' | 'total'>): string {
  return `Descargando ${TABLE_NAMES[table] ?? table} ${formatCount(Math.min(received, total))} de ${formatCount(total)}`;
}

function countRows(received: Record<string, number>, page: SyncPullPage): Record<string, number> {
  const counted = { ...received };
  for (const [table, rows] of Object.entries(page.rows)) counted[table] = (counted[table] ?? 0) + rows.length;
  return counted;
}

const completedBy = (ranges: PulledKeyRange[]) => ranges.filter((range) => range.until === null).map((range) => range.table);

/** The progress after a page; null once the pull is over (the page had no next one). */
export function progressAfter(previous: PullProgress | null, page: SyncPullPage): PullProgress | null {
  if (page.next_page === null) return null;
  return {
    page: page.next_page,
    snapshot: page.snapshot,
    totals: previous?.totals ?? page.totals ?? {},
    received: countRows(previous?.received ?? {}, page),
    complete: [...(previous?.complete ?? []), ...(page.taken_seats ? [TAKEN_SEATS] : []), ...completedBy(page.ranges)],
  };
}

/** The bar's figures: the first table not complete yet that has rows to bring. */
export function downloadProgressOf(progress: PullProgress | null | undefined): DownloadProgress | null {
  if (!progress) return null;
  const table = PAGE_ORDER.find((name) => !progress.complete.includes(name) && (progress.totals[name] ?? 0) > 0);
  if (!table) return null;
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);
  return {
    table,
    received: progress.received[table] ?? 0,
    total: progress.totals[table],
    receivedAll: Math.min(sum(progress.received), sum(progress.totals)),
    totalAll: sum(progress.totals),
  };
}

/**
 * Whether the screens may read the replica: a snapshot arrived whole (a cursor), or the
 * first snapshot's pages brought the catalog and the seats taken (or, from a server without
 * taken_seats, the sales themselves) and the rest is coming.
 */
export function readyToSell(state: Pick<SyncStateRecord, 'cursor' | 'pull_progress'> | undefined): boolean {
  if (!state) return false;
  if (state.cursor) return true;
  const progress = state.pull_progress;
  const allIn = (tables: readonly string[]) => tables.every((table) => progress!.complete.includes(table));
  return !!progress?.snapshot && allIn(CATALOG_TABLES) && (allIn([TAKEN_SEATS]) || allIn(SALES_TABLES));
}

/**
 * Rows per page of a paged pull. Until the screens can sell, pages end with the catalog (see
 * pullPageSize); from a server without taken seats, the sales then come in small pages: each
 * saves quickly and moves the progress bar, and no screen is reading yet. Afterwards (the
 * history, and later pulls) every page saved re-runs the open screens' live queries, so pages
 * are large (measured in BENCHMARKS.md section 3: 14 pages of 5,000 took twice as long as 4).
 */
export const SMALL_PULL_PAGE = 5_000;
export const LARGE_PULL_PAGE = 20_000;
/**
 * A first download's first page: small, so that a catalog of a few rows is not followed by
 * thousands of reservations the gate does not need to sell. It brings the totals, from which
 * the next page is sized to bring the rest of the catalog at once (up to LARGE_PULL_PAGE:
 * a stand's seats are one record on the device, so even 12,844 seats save quickly).
 */
export const FIRST_PULL_PAGE = 500;

function catalogRowsLeft(progress: PullProgress): number {
  return CATALOG_TABLES.reduce((left, table) => left + Math.max(0, (progress.totals[table] ?? 0) - (progress.received[table] ?? 0)), 0);
}

/** The page size to ask for next: pages end with the catalog while the screens cannot sell yet. */
export function pullPageSize(cursor: string | null, progress: PullProgress | null): number {
  if (readyToSell({ cursor, pull_progress: progress })) return LARGE_PULL_PAGE;
  if (!progress) return FIRST_PULL_PAGE;
  const left = catalogRowsLeft(progress);
  // One row more than is left: a page that fills up exactly at the catalog's last row leaves
  // the last table open (the server cannot tell it is over), and the screens would wait one
  // page more. None left: the totals fell short (rows added while paging), or, from an older
  // server, the sales are awaited.
  return left > 0 ? Math.min(LARGE_PULL_PAGE, left + 1) : SMALL_PULL_PAGE;
}
