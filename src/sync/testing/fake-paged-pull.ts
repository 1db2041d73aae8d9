// A stand-in for sync_pull_page over a fixed set of server rows, with sync_pull_page's
// contract: tables in page order, rows by key, key ranges per page, a next_page token. Pages
// can fail (the connection dropping mid-pull) or wait until the test lets them through.
import type { RowsByTableName, SyncPullPage, SyncPullPageRequest, TakenSeats } from '../../api/sync-api';
import { pagedKeyOf } from '../../api/pull-page-rows';
import { PAGE_ORDER } from '../pull-progress';
import { SyncTransportError } from '../sync-transport';

export const FAKE_CURSOR = '900';

export class FakePagedPull {
  /** The page asked for by every call, in order (null: a first page). */
  readonly requests: (string | null)[] = [];
  private readonly failing = new Set<number>();
  private gate: { beforeTable: string; opened: Promise<void>; open: () => void } | null = null;

  constructor(
    private readonly serverRows: RowsByTableName,
    private readonly organizationId: string,
    private readonly pageSize: number,
  ) {}

  /** What a pull from FAKE_CURSOR brings (rows written on the server while the pages came). */
  changesSinceCursor: RowsByTableName = {};

  /** What the first page of a snapshot lists as taken_seats; null: a server that predates it (the default). */
  takenSeats: TakenSeats[] | null = null;

  /** The page size each call asked for, in order. */
  readonly pageSizes: number[] = [];

  /** The n-th call (1-based) fails as a dropped connection: its rows never reach the device. */
  dropConnectionOnCall(n: number): void {
    this.failing.add(n);
  }

  /** Pages starting at `table` or after it wait until open() is called. */
  holdPagesFrom(table: string): { open: () => void } {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gate = { beforeTable: table, opened, open };
    return { open };
  }

  private sortedRows(table: string) {
    return (this.serverRows[table] ?? [])
      .map((row) => ({ key: pagedKeyOf(table, row), row }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async pullPage({ cursor, page, pageSize }: SyncPullPageRequest): Promise<SyncPullPage> {
    this.requests.push(page);
    this.pageSizes.push(pageSize);
    // A pull from the cursor this server gave brings only changesSinceCursor.
    if (page === null && cursor === FAKE_CURSOR) return this.nothingSince();
    let [tableIndex, after] = page === null ? [0, null] : [Number(page.split('|')[0]), page.split('|')[1] || null];
    if (this.gate && tableIndex >= PAGE_ORDER.indexOf(this.gate.beforeTable)) await this.gate.opened;
    if (this.failing.has(this.requests.length)) throw new SyncTransportError('network', 'No hay conexión con el servidor.');

    const rows: RowsByTableName = {};
    const ranges: SyncPullPage['ranges'] = [];
    let room = this.pageSize;
    while (tableIndex < PAGE_ORDER.length && room > 0) {
      const table = PAGE_ORDER[tableIndex];
      const found = this.sortedRows(table).filter(({ key }) => after === null || key > after).slice(0, room);
      if (found.length > 0) rows[table] = found.map(({ row }) => row);
      room -= found.length;
      if (room === 0) {
        ranges.push({ table, after, until: found.at(-1)!.key });
        after = found.at(-1)!.key;
      } else {
        ranges.push({ table, after, until: null });
        tableIndex += 1;
        after = null;
      }
    }
    const totals = Object.fromEntries(PAGE_ORDER.map((table) => [table, (this.serverRows[table] ?? []).length]));
    return {
      organization_id: this.organizationId,
      cursor: FAKE_CURSOR,
      snapshot: true,
      next_page: tableIndex < PAGE_ORDER.length ? `${tableIndex}|${after ?? ''}` : null,
      rows,
      ranges,
      deleted: {},
      totals: page === null ? totals : null,
      ...(this.takenSeats ? { taken_seats: page === null ? this.takenSeats : null } : {}),
    };
  }

  private nothingSince(): SyncPullPage {
    const ranges = PAGE_ORDER.map((table) => ({ table, after: null, until: null }));
    const totals = Object.fromEntries(PAGE_ORDER.map((table) => [table, 0]));
    const rows = this.changesSinceCursor;
    this.changesSinceCursor = {};
    return { organization_id: this.organizationId, cursor: FAKE_CURSOR, snapshot: false, next_page: null, rows, ranges, deleted: {}, totals };
  }
}
