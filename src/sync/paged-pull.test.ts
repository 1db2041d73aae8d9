// Issue 17, "first sync in seconds": the first pull comes in pages saved one by one with
// their progress. A connection dropped in the middle resumes at the page that was lost, and
// the gate can sell as soon as the catalog and the seats taken are in (from a server that
// predates taken_seats: the sales themselves).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RowsByTableName } from '../api/sync-api';
import { seatStatusesForEvent } from '../db/event-queries';
import { seatPickerForEvent } from '../db/reservation-sale-queries';
import { soldSeatIdsOfEvent } from '../db/seat-lease-queries';
import { REPLICA_TABLES } from '../db/replica-tables';
import { readSyncState } from '../db/sync-state';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { discardReplica, openTestReplica, ORGANIZATION_ID, sequentialIds, testCommandRunner } from '../db/testing/test-replica';
import { FIRST_PULL_PAGE, readyToSell } from './pull-progress';
import { SyncEngine, type SyncEngineStatus } from './sync-engine';
import { FakeClock } from './testing/fake-clock';
import { FakeConnectivity } from './testing/fake-connectivity';
import { FAKE_CURSOR, FakePagedPull } from './testing/fake-paged-pull';
import { FakeSyncServer } from './testing/fake-sync-server';
import { reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from '../db/row-buckets';

const PAGE_SIZE = 7;

let db: TaquillaDatabase;
let clock: FakeClock;
let engine: SyncEngine;
let statuses: SyncEngineStatus[];
/** Where the server's rows were made: a box office that sold a few seats. */
let serverDb: TaquillaDatabase;
let office: BoxOffice;
let serverRows: RowsByTableName;

function sale(seatId: string, n: number) {
  return {
    event_id: office.eventId,
    seat_ids: [seatId],
    customer_name: `Cliente ${n}`,
    customer_email: `cliente${n}@correo.co`,
    document_number: `10750000${n}`,
    customer_phone: '3001234567',
    payment_method: 'cash' as const,
  };
}

beforeEach(async () => {
  serverDb = await openTestReplica();
  office = await openBoxOffice(serverDb);
  const sell = testCommandRunner(serverDb, { newId: sequentialIds(), now: () => BOX_OFFICE_NOW });
  for (let column = 1; column <= 6; column += 1) await sell('reservations-create-manual', sale(await office.seat('A', column), column));
  serverRows = Object.fromEntries(await Promise.all(REPLICA_TABLES.map(async (table) => [table, await serverDb.replicaTable(table).toArray()])));
  db = await openTestReplica();
  clock = new FakeClock(BOX_OFFICE_NOW.toISOString());
  statuses = [];
});

afterEach(async () => {
  engine?.stop();
  await discardReplica(db);
  await discardReplica(serverDb);
});

function startEngine(pages: FakePagedPull, pushes = new FakeSyncServer()): Promise<void> {
  engine = new SyncEngine({
    db,
    transport: {
      push: (deviceId, ops) => pushes.push(deviceId, ops),
      pull: () => Promise.reject(new Error('Con páginas no se pide la descarga entera')),
      pullPage: (request) => pages.pullPage(request),
    },
    clock,
    connectivity: new FakeConnectivity(true),
    intervalMs: 3_600_000,
    onStatus: (status) => statuses.push(status),
  });
  return engine.start();
}

async function replicaRows(database: TaquillaDatabase): Promise<RowsByTableName> {
  return Object.fromEntries(await Promise.all(REPLICA_TABLES.map(async (table) => [table, await database.replicaTable(table).toArray()])));
}

describe('a first pull in pages', () => {
  it('resumes at the page the dropped connection lost, and ends with every server row once', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, PAGE_SIZE);
    pages.dropConnectionOnCall(3);

    await startEngine(pages);
    expect(engine.getStatus().state).toBe('offline');
    const halfway = await readSyncState(db);
    expect(halfway.cursor).toBeNull();
    expect(halfway.pull_progress?.page).toBe(pages.requests[2]);
    const rowsSoFar = Object.values(await replicaRows(db)).flat().length;
    expect(rowsSoFar).toBe(2 * PAGE_SIZE);

    clock.fireNextTimer();
    await engine.settled();

    // The lost page was asked for again, and no page before it; then one pull from the new
    // cursor catches up with what was written while the pages came (here: nothing).
    expect(pages.requests.slice(2, 4)).toEqual([pages.requests[2], pages.requests[2]]);
    const snapshotPages = pages.requests.slice(0, -1);
    expect(new Set(snapshotPages).size).toBe(snapshotPages.length - 1);
    expect(pages.requests.at(-1)).toBeNull();
    expect(engine.getStatus()).toMatchObject({ state: 'idle', download: null });
    const done = await readSyncState(db);
    expect(done).toMatchObject({ cursor: FAKE_CURSOR, pull_progress: null });
    const replica = await replicaRows(db);
    for (const table of REPLICA_TABLES) {
      const byKey = (rows: Record<string, unknown>[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(byKey(replica[table]), table).toEqual(byKey(serverRows[table]));
    }
    expect(replica.reservations).toHaveLength(6);
  });

  it('shows the download per table while pages come, with es-CO figures', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, PAGE_SIZE);
    await startEngine(pages);
    const downloads = statuses.map((status) => status.download).filter((download) => download !== null);
    expect(downloads.length).toBeGreaterThan(3);
    // Pages of 7 rows: the organization's stand, event and codes first, then its 20 seats…
    expect(downloads[0]).toEqual({ table: 'seats', received: 6, total: 20, receivedAll: 7, totalAll: 43 });
    expect(downloads.map((download) => `${download!.table} ${download!.received}/${download!.total} (${download!.receivedAll}/${download!.totalAll})`)).toEqual([
      'seats 6/20 (7/43)',
      'seats 13/20 (14/43)',
      'seats 20/20 (21/43)',
      'reservations 3/6 (28/43)',
      'reservation_seats 4/6 (35/43)',
      'reservation_logs 5/6 (42/43)',
    ]);
    expect(engine.getStatus().download).toBeNull();
  });

  it('lets the gate sell once the seats and the sales are in, before the history, and pushes the sale at once', async () => {
    // Pages of 3 rows: the history (6 log entries) takes more than one page.
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, 3);
    const history = pages.holdPagesFrom('public_customers');
    const pushes = new FakeSyncServer();
    const cursorsWhenPushed: (string | null)[] = [];
    const push = pushes.push.bind(pushes);
    pushes.push = async (deviceId, ops) => {
      cursorsWhenPushed.push((await readSyncState(db)).cursor);
      return push(deviceId, ops);
    };
    const started = startEngine(pages, pushes);

    // Wait until the engine is held at the history's first page.
    while (!readyToSell(await db.sync_state.get('replica'))) await new Promise((resolve) => setTimeout(resolve, 5));
    const state = await readSyncState(db);
    expect(state.cursor).toBeNull();
    expect(await reservationLogBuckets.count(db)).toBeLessThan(serverRows.reservation_logs.length);
    // The seats sold on the server show as taken already: the cashier cannot sell them again.
    const statusesNow = await seatStatusesForEvent(db, office.eventId, BOX_OFFICE_NOW);
    expect(statusesNow.get(await office.seat('A', 1))).not.toBe('available');
    expect(statusesNow.get(await office.seat('B', 1))).toBe('available');

    const gate = testCommandRunner(db, { newId: () => crypto.randomUUID(), onQueued: () => void engine.requestSync() });
    await gate('reservations-create-manual', sale(await office.seat('B', 1), 99));
    history.open();
    await started;
    await engine.settled();

    // The sale went out before the history finished downloading, and the history came after it.
    expect(pushes.pushedBatches.flat().map((op) => op.kind)).toEqual(['reservations-create-manual']);
    expect(cursorsWhenPushed).toEqual([null]);
    // Small pages until the screens can sell, large ones for the history they would re-read.
    expect(pages.pageSizes[0]).toBe(FIRST_PULL_PAGE);
    expect(pages.pageSizes.at(-1)).toBe(20_000);
    expect(await db.outbox.count()).toBe(0);
    expect((await readSyncState(db)).cursor).toBe(FAKE_CURSOR);
    expect(await reservationLogBuckets.count(db)).toBe(serverRows.reservation_logs.length);
  });

  it('follows a pull of many pages with one from its cursor in the same cycle: a row changed behind the pages arrives', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, PAGE_SIZE);
    // Written on the server after its page was read: only a pull from the cursor brings it.
    const [event] = serverRows.events;
    pages.changesSinceCursor = { events: [{ ...event, name: 'Festival renombrado' }] };

    await startEngine(pages);

    expect(pages.requests.at(-1)).toBeNull();
    expect(engine.getStatus().state).toBe('idle');
    expect((await db.events.get(String(event.id)))?.name).toBe('Festival renombrado');
  });

  it('asks for the next page while it saves the one that came, and uses it: each page asked for once', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, PAGE_SIZE);
    // What the engine had saved when each page was asked for (its download status moves once a page is saved).
    const savedWhenAsked: (string | null)[] = [];
    const pullPage = pages.pullPage.bind(pages);
    pages.pullPage = (request) => {
      savedWhenAsked.push(engine.getStatus().download?.table ?? null);
      return pullPage(request);
    };

    await startEngine(pages);

    // Page 2 was asked for before page 1 was saved (nothing saved yet), and so on.
    expect(savedWhenAsked.slice(0, 3)).toEqual([null, null, 'seats']);
    const snapshotPages = pages.requests.slice(0, -1);
    expect(new Set(snapshotPages).size).toBe(snapshotPages.length);
    expect(pages.requests.at(-1)).toBeNull();
    const replica = await replicaRows(db);
    for (const table of REPLICA_TABLES) expect(replica[table], table).toHaveLength(serverRows[table].length);
    expect(await readSyncState(db)).toMatchObject({ cursor: FAKE_CURSOR, pull_progress: null });
  });
});

/** Polls until `ready` holds of the replica's sync state (the engine is then held at a gated page). */
async function untilSyncState(ready: (state: Awaited<ReturnType<typeof readSyncState>>) => boolean): Promise<void> {
  while (!ready(await readSyncState(db))) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('selling before the sales are in, with the seats taken when the download began', () => {
  /** The server's taken seats: the six sold, and B-2, whose sale was cancelled on the server after that moment. */
  async function takenSeats() {
    const seatIds = await Promise.all([1, 2, 3, 4, 5, 6].map((column) => office.seat('A', column)));
    return [{ event_id: office.eventId, seat_ids: [...seatIds, await office.seat('B', 2)] }];
  }

  async function statusOf(row: string, column: number) {
    return (await seatStatusesForEvent(db, office.eventId, BOX_OFFICE_NOW)).get(await office.seat(row, column));
  }

  it('opens the screens once the catalog is in; a taken seat is not for sale until reservation_seats are in, and is after if its sale is gone', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, 3);
    pages.takenSeats = await takenSeats();
    const sales = pages.holdPagesFrom('reservations');
    const started = startEngine(pages);

    await untilSyncState(readyToSell);
    // Held at the first page that starts in the sales: none of their seats is on the device.
    expect(await reservationBuckets.count(db)).toBeLessThan(serverRows.reservations.length);
    expect(await reservationSeatBuckets.count(db)).toBe(0);
    expect(await statusOf('A', 1)).toBe('reserved');
    expect(await statusOf('B', 2)).toBe('reserved');
    expect(await statusOf('B', 1)).toBe('available');
    // The quick sale's and the dialog's seat picker, and the lease desk's sold seats, agree.
    const seatA1 = await office.seat('A', 1);
    const picker = (await seatPickerForEvent(db, office.eventId, BOX_OFFICE_NOW))[0].seats;
    expect(picker.find((seat) => seat.id === seatA1)?.status).toBe('reserved');
    expect(await soldSeatIdsOfEvent(db, office.eventId)).toContain(await office.seat('B', 2));

    // The gate cannot sell a taken seat; the one it sells shows taken at once.
    const gate = testCommandRunner(db, { newId: () => crypto.randomUUID(), onQueued: () => void engine.requestSync() });
    await expect(gate('reservations-create-manual', sale(await office.seat('A', 1), 98))).rejects.toThrow('ya no están disponibles');
    await gate('reservations-create-manual', sale(await office.seat('B', 1), 99));
    expect(await statusOf('B', 1)).toBe('reserved');

    sales.open();
    await started;
    await engine.settled();
    expect((await readSyncState(db)).cursor).toBe(FAKE_CURSOR);
    expect(await db.taken_seats.count()).toBe(0);
    // Now the replica's own sales decide: B-2's sale is gone from the server, A-1's is there.
    expect(await statusOf('B', 2)).toBe('available');
    expect(await statusOf('A', 1)).toBe('reserved');
  });

  it('drops the taken seats with the page that completes reservation_seats, before the history', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, 3);
    pages.takenSeats = await takenSeats();
    const history = pages.holdPagesFrom('public_customers');
    const started = startEngine(pages);

    await untilSyncState((state) => !!state.pull_progress?.complete.includes('reservation_seats'));
    expect((await readSyncState(db)).cursor).toBeNull();
    expect(await db.taken_seats.count()).toBe(0);
    expect(await statusOf('B', 2)).toBe('available');
    expect(await statusOf('A', 1)).toBe('reserved');

    history.open();
    await started;
  });

  it('from a server without taken seats, the screens wait for the sales as before', async () => {
    const pages = new FakePagedPull(serverRows, ORGANIZATION_ID, 3);
    const sales = pages.holdPagesFrom('reservations');
    const started = startEngine(pages);

    await untilSyncState((state) => !!state.pull_progress?.complete.includes('discount_codes'));
    expect(readyToSell(await readSyncState(db))).toBe(false);
    expect(await db.taken_seats.count()).toBe(0);

    sales.open();
    await started;
    expect(readyToSell(await readSyncState(db))).toBe(true);
    expect(await statusOf('A', 1)).toBe('reserved');
  });
});
