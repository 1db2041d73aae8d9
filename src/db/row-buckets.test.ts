import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deferColumnarWrites } from './columnar-table';
import { BUCKETS, bucketOf, paymentBuckets, reservationLogBuckets } from './row-buckets';
import type { PaymentRow, ReservationLogRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { discardReplica, openTestReplica } from './testing/test-replica';

const STAMP = '2026-11-27T10:00:00.000Z';

function payment(id: string, reservation_id: string, fields: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id, organization_id: 'org-1', reservation_id, kind: 'charge', amount: 50000, status: 'completed',
    payment_method: 'cash', created_at: STAMP, updated_at: STAMP, ...fields,
  } as PaymentRow;
}

function log(id: string, reservation_id: string, action: string): ReservationLogRow {
  return { id, organization_id: 'org-1', reservation_id, user_id: null, action, details: { seats: ['A-1'] }, created_at: STAMP };
}

const uuid = (index: number) => `${index.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
});

afterEach(async () => {
  await discardReplica(db);
});

describe('payments and reservation logs in buckets', () => {
  it('puts a row in one of 64 buckets by its id alone, and spreads ids over all of them', () => {
    const buckets = Array.from({ length: 5_000 }, () => bucketOf(crypto.randomUUID()));
    expect(new Set(buckets).size).toBe(BUCKETS);
    expect(buckets.every((bucket) => /^[0-3][0-9a-f]$/.test(bucket))).toBe(true);
    expect(bucketOf('pay-1')).toBe(bucketOf('pay-1'));
  });

  it('stores a big table as 64 records and reads it back exactly, in id order', async () => {
    const rows = Array.from({ length: 2_000 }, (_, index) => payment(uuid(1_999 - index), `res-${index % 40}`));
    await paymentBuckets.put(db, rows);

    expect(await db.payment_buckets.count()).toBe(BUCKETS);
    expect(await paymentBuckets.all(db)).toEqual([...rows].reverse());
    expect(await paymentBuckets.count(db)).toBe(2_000);
    expect(await paymentBuckets.byIds(db, [uuid(7), 'nobody', uuid(1_000)])).toEqual([rows[1_992], undefined, rows[999]]);
  });

  it('finds rows by a column’s values in id order, and sees each later write', async () => {
    await paymentBuckets.put(db, [payment('p-2', 'res-a'), payment('p-1', 'res-a', { status: 'pending' }), payment('p-3', 'res-b')]);
    expect((await paymentBuckets.where(db, 'reservation_id', ['res-a'])).map((row) => row.id)).toEqual(['p-1', 'p-2']);
    expect((await paymentBuckets.where(db, 'reservation_id', ['res-b', 'res-a'])).map((row) => row.id)).toEqual(['p-1', 'p-2', 'p-3']);

    // The same row written again with another booking leaves the first one's list.
    await paymentBuckets.put(db, [payment('p-1', 'res-b', { status: 'completed' })]);
    expect((await paymentBuckets.where(db, 'reservation_id', ['res-a'])).map((row) => row.id)).toEqual(['p-2']);
    expect(await paymentBuckets.where(db, 'reservation_id', ['res-b'])).toEqual([payment('p-1', 'res-b'), payment('p-3', 'res-b')]);
    expect(await paymentBuckets.where(db, 'status', ['pending'])).toEqual([]);

    await paymentBuckets.delete(db, ['p-3', 'nobody']);
    expect((await paymentBuckets.where(db, 'reservation_id', ['res-b'])).map((row) => row.id)).toEqual(['p-1']);
  });

  it('rewrites only the bucket of the row written: a sale’s log leaves the others as they were', async () => {
    await reservationLogBuckets.put(db, Array.from({ length: 200 }, (_, index) => log(uuid(index), `res-${index}`, 'created')));
    const before = new Map((await db.reservation_log_buckets.toArray()).map((record) => [record.bucket, record.revision]));

    const added = log(uuid(1_000), 'res-new', 'created');
    await reservationLogBuckets.put(db, [added]);

    const after = new Map((await db.reservation_log_buckets.toArray()).map((record) => [record.bucket, record.revision]));
    const changed = [...after].filter(([bucket, revision]) => before.get(bucket) !== revision).map(([bucket]) => bucket);
    expect(changed).toEqual([bucketOf(added.id)]);
    expect(await reservationLogBuckets.where(db, 'reservation_id', ['res-new'])).toEqual([added]);
  });

  it('lists the ids of a key range as a Dexie table does, Dexie.minKey and Dexie.maxKey as open ends', async () => {
    await paymentBuckets.put(db, [uuid(3), uuid(1), uuid(2)].map((id) => payment(id, 'res-a')));
    const store = db.replicaTable('payments');
    expect(await store.primaryKeysBetween(Dexie.minKey, Dexie.maxKey)).toEqual([uuid(1), uuid(2), uuid(3)]);
    expect(await store.primaryKeysBetween(uuid(1), Dexie.maxKey)).toEqual([uuid(2), uuid(3)]);
    expect(await store.primaryKeysBetween(Dexie.minKey, uuid(2))).toEqual([uuid(1), uuid(2)]);
    expect(await store.primaryKeysBetween(uuid(1), uuid(2))).toEqual([uuid(2)]);
  });

  it('re-runs a live query when a bucket it read changes', async () => {
    const seen: string[][] = [];
    const subscription = liveQuery(async () => (await reservationLogBuckets.where(db, 'reservation_id', ['res-1'])).map((row) => row.action)).subscribe((value) =>
      seen.push(value),
    );
    await waitFor(() => seen.length === 1);
    await reservationLogBuckets.put(db, [log('l-1', 'res-1', 'created')]);
    await waitFor(() => seen.length === 2);
    await reservationLogBuckets.put(db, [log('l-2', 'res-1', 'cancelled')]);
    await waitFor(() => seen.length === 3);
    subscription.unsubscribe();

    expect(seen).toEqual([[], ['created'], ['created', 'cancelled']]);
  });
});

describe('writes held back in a transaction (deferColumnarWrites)', () => {
  const logs = Array.from({ length: 40 }, (_, index) => log(uuid(index), 'res-1', 'created'));
  // As the sync runs it: an async scope, so native awaits keep Dexie's zone (and transaction).
  const inSyncTransaction = <T>(work: () => Promise<T>) => db.transaction('rw', db.replicaDexieTables(), async () => work());

  it('writes each bucket touched once, at the end, however many writes touched it', async () => {
    let bucketWrites = 0;
    db.reservation_log_buckets.hook('creating', () => void (bucketWrites += 1));
    db.reservation_log_buckets.hook('updating', () => void (bucketWrites += 1));
    await inSyncTransaction(() =>
      deferColumnarWrites(db, async () => {
        for (const row of logs) await reservationLogBuckets.put(db, [row]);
        await reservationLogBuckets.put(db, [{ ...logs[0], action: 'cancelled' }]);
        await reservationLogBuckets.delete(db, [logs[1].id]);
        expect(bucketWrites).toBe(0);
      }),
    );

    expect(bucketWrites).toBe(new Set(logs.map((row) => bucketOf(row.id))).size);
    const stored = await reservationLogBuckets.all(db);
    expect(stored).toEqual([{ ...logs[0], action: 'cancelled' }, ...logs.slice(2)].sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('lets reads in the same transaction see the held writes; a reader in another transaction waits for the commit and sees its end state', async () => {
    await paymentBuckets.put(db, [payment(uuid(1), 'res-1')]);
    let insideSaw: string[] = [];
    let outsideSaw: Promise<string[]> = Promise.resolve([]);
    await inSyncTransaction(() =>
      deferColumnarWrites(db, async () => {
        await paymentBuckets.put(db, [payment(uuid(1), 'res-1', { status: 'refunded' }), payment(uuid(2), 'res-1')]);
        await paymentBuckets.delete(db, [uuid(1)]);
        insideSaw = (await paymentBuckets.where(db, 'reservation_id', ['res-1'])).map((row) => `${row.id} ${row.status}`);
        // A screen's live query, say, started meanwhile: its own transaction, outside this zone.
        outsideSaw = Dexie.ignoreTransaction(() =>
          db.transaction('r', db.payment_buckets, db.columnar_revisions, async () =>
            (await paymentBuckets.where(db, 'reservation_id', ['res-1'])).map((row) => `${row.id} ${row.status}`),
          ),
        );
      }),
    );

    expect(insideSaw).toEqual([`${uuid(2)} completed`]);
    expect(await outsideSaw).toEqual([`${uuid(2)} completed`]);
    expect((await paymentBuckets.all(db)).map((row) => row.id)).toEqual([uuid(2)]);
  });

  it('writes nothing it held when the work fails: the transaction aborts with all of it', async () => {
    await paymentBuckets.put(db, [payment(uuid(1), 'res-1')]);
    const failing = inSyncTransaction(() =>
      deferColumnarWrites(db, async () => {
        await paymentBuckets.put(db, [payment(uuid(2), 'res-2')]);
        await db.events.put({ id: 'ev-1' } as never);
        throw new Error('falla a mitad');
      }),
    );

    await expect(failing).rejects.toThrow('falla a mitad');
    expect(await paymentBuckets.all(db)).toEqual([payment(uuid(1), 'res-1')]);
    expect(await paymentBuckets.get(db, uuid(2))).toBeUndefined();
    expect(await db.events.count()).toBe(0);
  });

  it('outside a transaction simply runs the work, each write on its own', async () => {
    await deferColumnarWrites(db, () => paymentBuckets.put(db, [payment(uuid(3), 'res-3')]));
    expect(await paymentBuckets.get(db, uuid(3))).toEqual(payment(uuid(3), 'res-3'));
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('La consulta en vivo no volvió a correr');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
