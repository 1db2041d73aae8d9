import { describe, expect, it } from 'vitest';
import type { SyncPullPage } from '../api/sync-api';
import {
  CATALOG_TABLES, downloadLabel, downloadProgressOf, FIRST_PULL_PAGE, LARGE_PULL_PAGE, progressAfter, pullPageSize, readyToSell, SALES_TABLES,
  SMALL_PULL_PAGE, TABLES_TO_SELL, TAKEN_SEATS,
} from './pull-progress';

function page(overrides: Partial<SyncPullPage>): SyncPullPage {
  return { organization_id: 'org', cursor: '10', snapshot: true, next_page: 'next', rows: {}, ranges: [], deleted: {}, totals: null, ...overrides };
}

const totals = { seats: 12_500, reservations: 10_000, reservation_seats: 20_000, payments: 5_000 };

describe('the download progress bar', () => {
  it('names the table and counts with es-CO thousands', () => {
    expect(downloadLabel({ table: 'reservations', received: 4_000, total: 10_000 })).toBe('Descargando reservas 4.000 de 10.000');
    expect(downloadLabel({ table: 'seats', received: 12_500, total: 12_500 })).toBe('Descargando asientos 12.500 de 12.500');
    expect(downloadLabel({ table: 'reservation_logs', received: 900, total: 17_500 })).toBe('Descargando historial de reservas 900 de 17.500');
    expect(downloadLabel({ table: 'payments', received: 0, total: 1 })).toBe('Descargando pagos 0 de 1');
  });

  it('follows the table coming in now, and the rows of every table together', () => {
    const first = progressAfter(null, page({ totals, rows: { seats: Array(2_500).fill({}) }, ranges: [{ table: 'seats', after: null, until: 'k' }] }));
    expect(downloadProgressOf(first)).toEqual({ table: 'seats', received: 2_500, total: 12_500, receivedAll: 2_500, totalAll: 47_500 });
    const later = progressAfter(
      { ...first!, received: { seats: 12_000 } },
      page({
        rows: { seats: Array(500).fill({}), reservations: Array(2_000).fill({}) },
        ranges: [
          { table: 'seats', after: 'k', until: null },
          { table: 'reservations', after: null, until: 'r' },
        ],
      }),
    );
    expect(later).toMatchObject({ page: 'next', totals, complete: ['seats'] });
    expect(downloadLabel(downloadProgressOf(later)!)).toBe('Descargando reservas 2.000 de 10.000');
  });

  it('is gone with the last page', () => {
    expect(progressAfter(null, page({ next_page: null, totals }))).toBeNull();
    expect(downloadProgressOf(null)).toBeNull();
  });
});

describe('readyToSell', () => {
  const pulling = (complete: string[], snapshot = true) => ({
    cursor: null,
    pull_progress: { page: 'p', snapshot, totals: {}, received: {}, complete },
  });

  it('opens the screens once the catalog and the taken seats are in, before the sales and the history', () => {
    expect(readyToSell(pulling([...CATALOG_TABLES, TAKEN_SEATS]))).toBe(true);
    expect(TABLES_TO_SELL).not.toContain('reservations');
    expect(TABLES_TO_SELL).not.toContain('reservation_seats');
    expect(readyToSell(pulling([...CATALOG_TABLES]))).toBe(false);
    expect(readyToSell(pulling(['seats', 'events', TAKEN_SEATS]))).toBe(false);
    expect(readyToSell(pulling([...TABLES_TO_SELL], false))).toBe(false);
    expect(readyToSell({ cursor: null, pull_progress: null })).toBe(false);
    expect(readyToSell(undefined)).toBe(false);
  });

  it('from a server without taken seats, waits for the sales themselves', () => {
    expect(readyToSell(pulling([...CATALOG_TABLES, 'reservations']))).toBe(false);
    expect(readyToSell(pulling([...CATALOG_TABLES, ...SALES_TABLES]))).toBe(true);
  });

  it('counts the taken seats in once the page that lists them is saved, even an empty list', () => {
    const catalogPage = { ranges: CATALOG_TABLES.map((table) => ({ table, after: null, until: null })) };
    const withTaken = progressAfter(null, page({ ...catalogPage, totals, taken_seats: [] }));
    expect(withTaken?.complete).toContain(TAKEN_SEATS);
    expect(readyToSell({ cursor: null, pull_progress: withTaken })).toBe(true);
    const fromOlderServer = progressAfter(null, page({ ...catalogPage, totals }));
    expect(fromOlderServer?.complete).not.toContain(TAKEN_SEATS);
    expect(readyToSell({ cursor: null, pull_progress: fromOlderServer })).toBe(false);
  });

  it('keeps the screens open on a device that has a snapshot', () => {
    expect(readyToSell({ cursor: '42', pull_progress: null })).toBe(true);
    expect(readyToSell({ ...pulling([]), cursor: '42' })).toBe(true);
  });
});

describe('pullPageSize', () => {
  const catalogTotals = { organizations: 1, profiles: 3, graderias: 1, seats: 12_844, events: 5, event_graderias: 5, discount_codes: 2, reservations: 10_000 };
  const pulling = (received: Record<string, number>, complete: string[] = []) => ({ page: 'p', snapshot: true, totals: catalogTotals, received, complete });

  it('asks for a small first page, then pages that end with the catalog, then large ones once the screens can sell', () => {
    expect(pullPageSize(null, null)).toBe(FIRST_PULL_PAGE);
    // 12,861 catalog rows, 500 in: the next page brings the 12,361 left and one row more,
    // so that the server closes the catalog's last table in that page.
    expect(pullPageSize(null, pulling({ organizations: 1, profiles: 3, graderias: 1, seats: 495 }))).toBe(12_362);
    expect(pullPageSize(null, pulling({ organizations: 1, profiles: 3, graderias: 1, seats: 10_495 }))).toBe(2_362);
    // A catalog larger than a large page comes in large pages.
    expect(pullPageSize(null, { ...pulling({}), totals: { seats: 50_000 } })).toBe(LARGE_PULL_PAGE);
    expect(pullPageSize(null, pulling({}, [...CATALOG_TABLES, TAKEN_SEATS]))).toBe(LARGE_PULL_PAGE);
    expect(pullPageSize('42', null)).toBe(LARGE_PULL_PAGE);
  });

  it('keeps to small pages when the catalog is in but the screens still wait (a server without taken seats)', () => {
    const catalogIn = Object.fromEntries(CATALOG_TABLES.map((table) => [table, catalogTotals[table]]));
    expect(pullPageSize(null, pulling(catalogIn, [...CATALOG_TABLES]))).toBe(SMALL_PULL_PAGE);
  });
});
