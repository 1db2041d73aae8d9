import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SeatRow } from './rows';
import {
  allSeats,
  countSeats,
  putSeats,
  seatById,
  seatIdsOfStand,
  seatsByIds,
  seatsOfStand,
  seatsOfStands,
  standSeats,
  type StandSeatsRecord,
} from './seat-catalog';
import { ColumnarTable } from './columnar-table';
import { TaquillaDatabase } from './taquilla-database';
import { discardReplica, openTestReplica } from './testing/test-replica';

const STAMP = '2026-11-26T10:00:00.000Z';

function seat(id: string, graderia_id: string, fields: Partial<SeatRow> = {}): SeatRow {
  return {
    id, organization_id: 'org-1', graderia_id, floor_number: 1, row_letter: 'A', column_number: 1, seat_number: '1',
    seat_type: 'regular', price_multiplier: 1, is_active: true, created_at: STAMP, updated_at: STAMP, ...fields,
  };
}

let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
});

afterEach(async () => {
  await discardReplica(db);
});

describe('the seat catalog', () => {
  it('stores each stand’s seats as one record and reads them back exactly, in id order', async () => {
    await putSeats(db, [seat('s-3', 'north'), seat('s-1', 'north', { seat_type: 'premium', price_multiplier: 1.5 }), seat('z-1', 'south'), seat('s-2', 'north')]);

    expect(await db.stand_seats.count()).toBe(2);
    expect(await seatsOfStand(db, 'north')).toEqual([seat('s-1', 'north', { seat_type: 'premium', price_multiplier: 1.5 }), seat('s-2', 'north'), seat('s-3', 'north')]);
    expect(await seatIdsOfStand(db, 'north')).toEqual(['s-1', 's-2', 's-3']);
    expect(await seatsOfStand(db, 'east')).toEqual([]);
    expect(await countSeats(db)).toBe(4);
    expect(await standSeats.allIds(db)).toEqual(['s-1', 's-2', 's-3', 'z-1']);
  });

  it('lists several stands by stand and then id, each stand once', async () => {
    await putSeats(db, [seat('b', 'south'), seat('a', 'north'), seat('c', 'north')]);

    expect((await seatsOfStands(db, ['south', 'north', 'south', 'east'])).map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect((await allSeats(db)).map((row) => row.id)).toEqual(['a', 'c', 'b']);
  });

  it('finds seats by id in the order asked, undefined for an unknown one (as bulkGet)', async () => {
    await putSeats(db, [seat('a', 'north'), seat('b', 'south')]);

    expect(await seatsByIds(db, ['b', 'nobody', 'a', 'b'])).toEqual([seat('b', 'south'), undefined, seat('a', 'north'), seat('b', 'south')]);
    expect(await seatById(db, 'a')).toEqual(seat('a', 'north'));
    expect(await seatById(db, 'nobody')).toBeUndefined();
    expect(await seatsByIds(db, [])).toEqual([]);
  });

  it('merges pages into the stand’s record: a later page adds seats and replaces whole the ones it repeats', async () => {
    await putSeats(db, [seat('s-1', 'north'), seat('s-3', 'north')]);
    await putSeats(db, [seat('s-2', 'north'), { ...seat('s-3', 'north', { is_active: false }), updated_at: '2026-11-27T00:00:00.000Z' }]);
    // A row without a column the record has: the seat holds only what the row holds.
    const { price_multiplier: _dropped, ...withoutMultiplier } = seat('s-1', 'north');
    await putSeats(db, [withoutMultiplier as SeatRow]);

    expect(await db.stand_seats.count()).toBe(1);
    expect(await seatsOfStand(db, 'north')).toEqual([
      withoutMultiplier,
      seat('s-2', 'north'),
      { ...seat('s-3', 'north', { is_active: false }), updated_at: '2026-11-27T00:00:00.000Z' },
    ]);
    expect(await seatById(db, 's-1')).not.toHaveProperty('price_multiplier');
  });

  it('keeps a column only some rows have, and leaves it out of the others', async () => {
    await putSeats(db, [seat('s-1', 'north')]);
    await putSeats(db, [{ ...seat('s-2', 'north'), label: 'Palco' } as SeatRow]);

    expect(await seatById(db, 's-2')).toEqual({ ...seat('s-2', 'north'), label: 'Palco' });
    expect(await seatById(db, 's-1')).toEqual(seat('s-1', 'north'));
  });

  it('deletes seats by id, ignores unknown ids, and drops a stand’s record once it has none', async () => {
    await putSeats(db, [seat('a', 'north'), seat('b', 'north'), seat('c', 'south')]);
    await standSeats.delete(db, ['b', 'nobody']);

    expect(await seatsOfStand(db, 'north')).toEqual([seat('a', 'north')]);
    expect(await seatsByIds(db, ['a', 'b'])).toEqual([seat('a', 'north'), undefined]);
    await standSeats.delete(db, ['c']);
    expect(await db.stand_seats.get('south')).toBeUndefined();
    expect(await countSeats(db)).toBe(1);
  });

  it('moves a seat whose row names another stand', async () => {
    await putSeats(db, [seat('a', 'north'), seat('b', 'north')]);
    await putSeats(db, [seat('b', 'south')]);

    expect(await seatsOfStand(db, 'north')).toEqual([seat('a', 'north')]);
    expect(await seatsByIds(db, ['b'])).toEqual([seat('b', 'south')]);
  });

  it('writes inside the caller’s transaction: a failure after it leaves the seats as they were', async () => {
    await putSeats(db, [seat('a', 'north')]);
    const failed = db.transaction('rw', db.stand_seats, db.columnar_revisions, async () => {
      await putSeats(db, [seat('b', 'north')]);
      await standSeats.delete(db, ['a']);
      throw new Error('disco lleno');
    });

    await expect(failed).rejects.toThrow('disco lleno');
    expect(await seatsOfStand(db, 'north')).toEqual([seat('a', 'north')]);
  });

  it('writes one record per stand touched, however many seats', async () => {
    await putSeats(db, [seat('a', 'north'), seat('z', 'south')]);
    let writes = 0;
    db.stand_seats.hook('creating', () => void (writes += 1));
    db.stand_seats.hook('updating', () => void (writes += 1));
    await putSeats(db, Array.from({ length: 500 }, (_unused, index) => seat(`n-${index}`, 'north')));

    expect(writes).toBe(1);
    expect(await countSeats(db)).toBe(502);
  });

  it('reads a stand’s record once while it is unchanged, and again after a write from any tab', async () => {
    await putSeats(db, [seat('a', 'north'), seat('z', 'south')]);
    let recordsRead = 0;
    db.stand_seats.hook('reading', (record) => {
      recordsRead += 1;
      return record;
    });
    expect(await seatsByIds(db, ['a', 'z'])).toEqual([seat('a', 'north'), seat('z', 'south')]);
    const firstReads = recordsRead;
    expect(await seatById(db, 'a')).toEqual(seat('a', 'north'));
    expect(await seatsOfStand(db, 'south')).toEqual([seat('z', 'south')]);
    expect(recordsRead).toBe(firstReads);

    // Another tab of the same replica changes a seat: this one sees it, reading only that stand
    // again. That tab has its own memory of records: its own ColumnarTable.
    const otherTab = new TaquillaDatabase(db.name);
    await otherTab.open();
    const otherTabSeats = new ColumnarTable<SeatRow, StandSeatsRecord>((tab) => tab.stand_seats, 'graderia_id', { ofRow: (row) => row.graderia_id });
    await otherTabSeats.put(otherTab, [seat('a', 'north', { is_active: false })]);
    otherTab.close();
    expect(await seatsByIds(db, ['a', 'z'])).toEqual([seat('a', 'north', { is_active: false }), seat('z', 'south')]);
    expect(recordsRead).toBe(firstReads + 1);
  });

  it('reads every stand, those it knows and those it has not read yet', async () => {
    const stands = (from: number) => Array.from({ length: 10 }, (_unused, index) => seat(`s-${from + index}`, `stand-${from + index}`));
    await putSeats(db, stands(0));
    expect(await countSeats(db)).toBe(10);
    // Ten stands it knows and ten it does not: reading the new ones must not lose the known ones.
    await putSeats(db, stands(10));
    expect(await standSeats.allIds(db)).toHaveLength(20);
  });

  it('re-runs a live query when its stand’s seats change', async () => {
    await putSeats(db, [seat('a', 'north')]);
    const seen: string[][] = [];
    const subscription = liveQuery(async () => (await seatsByIds(db, ['a', 'b'])).map((row) => (row ? `${row.id}:${row.is_active}` : '-'))).subscribe((value) => seen.push(value));
    await waitFor(() => seen.length === 1);
    await putSeats(db, [seat('b', 'north')]);
    await waitFor(() => seen.length === 2);
    await putSeats(db, [seat('a', 'north', { is_active: false })]);
    await waitFor(() => seen.length === 3);
    subscription.unsubscribe();

    expect(seen).toEqual([['a:true', '-'], ['a:true', 'b:true'], ['a:false', 'b:true']]);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('La consulta en vivo no volvió a correr');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
