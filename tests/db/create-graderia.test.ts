// Creating a stand generates its seats in the database: letters, numbers, premium
// columns, floors and capacity; the limits hold in the function and in the table itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, failureOf, inRolledBackTransaction, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { createTwoOrganizations, organizationA } from './two-organizations.ts';

interface SeatRow {
  id: string;
  floor_number: number;
  row_letter: string;
  column_number: number;
  seat_number: string;
  seat_type: 'premium' | 'regular';
  price_multiplier: string;
  is_active: boolean;
}

const createGraderia =
  'select public.create_graderia(p_name => $1, p_rows => $2, p_columns => $3, p_floors => $4, p_base_price => $5) as graderia';

async function seatsOf(sql: Sql, graderiaId: string): Promise<SeatRow[]> {
  const { rows } = await sql.query<SeatRow>(
    `select id::text, floor_number, row_letter, column_number, seat_number, seat_type, price_multiplier::text, is_active
     from public.seats where graderia_id = $1
     order by floor_number, char_length(row_letter), row_letter, column_number`,
    [graderiaId],
  );
  return rows;
}

const unique = <T>(values: T[]) => [...new Set(values)];

describeEachEngine('Creating a gradería', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  const asOrganizer = <T>(work: (sql: Sql) => Promise<T>) => asActor(engine, user(organizationA.organizerId), work);

  it('generates one seat per floor, row and column, lettered from A and numbered from 1', async () => {
    await asOrganizer(async (sql) => {
      const { rows } = await sql.query<{ graderia: Record<string, unknown> }>(createGraderia, ['Gradería Prueba', 3, 10, 2, 20000]);
      const graderia = rows[0].graderia;
      expect(graderia).toMatchObject({
        name: 'Gradería Prueba', rows: 3, columns: 10, floors: 2, base_price: 20000, total_capacity: 60,
        organization_id: organizationA.id, is_active: true,
      });
      const seats = await seatsOf(sql, graderia.id as string);
      expect(seats).toHaveLength(60);
      expect(unique(seats.map((seat) => seat.floor_number))).toEqual([1, 2]);
      expect(unique(seats.map((seat) => seat.row_letter))).toEqual(['A', 'B', 'C']);
      expect(unique(seats.map((seat) => seat.column_number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(seats.every((seat) => seat.seat_number === String(seat.column_number) && seat.is_active)).toBe(true);
    });
  });

  it('makes the first 4 and the last 4 columns premium at 1.5 and the rest regular at 1', async () => {
    await asOrganizer(async (sql) => {
      const { rows } = await sql.query<{ graderia: { id: string } }>(createGraderia, ['Premium', 1, 12, 1, 20000]);
      const seats = await seatsOf(sql, rows[0].graderia.id);
      expect(seats.map((seat) => [seat.column_number, seat.seat_type, Number(seat.price_multiplier)])).toEqual([
        [1, 'premium', 1.5], [2, 'premium', 1.5], [3, 'premium', 1.5], [4, 'premium', 1.5],
        [5, 'regular', 1], [6, 'regular', 1], [7, 'regular', 1], [8, 'regular', 1],
        [9, 'premium', 1.5], [10, 'premium', 1.5], [11, 'premium', 1.5], [12, 'premium', 1.5],
      ]);
    });
  });

  it('letters rows past Z as AA, AB, … up to AX for 50 rows', async () => {
    await asOrganizer(async (sql) => {
      const { rows } = await sql.query<{ graderia: { id: string } }>(createGraderia, ['Grande', 50, 1, 1, 20000]);
      const letters = (await seatsOf(sql, rows[0].graderia.id)).map((seat) => seat.row_letter);
      const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
      expect(letters).toEqual([...alphabet, ...alphabet.slice(0, 24).map((letter) => `A${letter}`)]);
    });
  });

  it('builds the largest stand, 50 × 50 × 5, in one go', async () => {
    await asOrganizer(async (sql) => {
      const { rows } = await sql.query<{ graderia: { id: string; total_capacity: number } }>(createGraderia, ['Máxima', 50, 50, 5, 20000]);
      const count = await sql.query<{ count: number }>('select count(*)::int as count from public.seats where graderia_id = $1', [
        rows[0].graderia.id,
      ]);
      expect(rows[0].graderia.total_capacity).toBe(12_500);
      expect(count.rows[0].count).toBe(12_500);
    });
  });

  it('derives seat ids from their place, so an offline device computes the same ones', async () => {
    await asOrganizer(async (sql) => {
      const { rows } = await sql.query<{ graderia: { id: string } }>(createGraderia, ['Offline', 2, 3, 2, 20000]);
      const seats = await seatsOf(sql, rows[0].graderia.id);
      for (const seat of seats) {
        expect(seat.id).toBe(seatIdOf(rows[0].graderia.id, seat.floor_number, seat.row_letter, seat.column_number));
      }
    });
  });

  it('keeps the id chosen by the device, and refuses it a second time', async () => {
    const id = 'dddddddd-0000-4000-8000-000000000001';
    await asOrganizer(async (sql) => {
      const call = 'select public.create_graderia(p_name => $1, p_rows => 1, p_columns => 1, p_floors => 1, p_base_price => 1000, p_id => $2) as graderia';
      const { rows } = await sql.query<{ graderia: { id: string } }>(call, ['Con id', id]);
      expect(rows[0].graderia.id).toBe(id);
      expect(failureOf(await attempt(sql, call, ['Con id', id]))).toMatchObject({ code: 'PT409', detail: 'graderia_exists' });
    });
  });

  it.each([
    ['staff', user(organizationA.staffId!), { code: '42501', detail: 'forbidden', message: 'No tienes permisos para crear graderías' }],
    ['anonymous visitors', anonymous, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
  ])('is refused to %s', async (_who, actor, failure) => {
    const result = await asActor(engine, actor, (sql) => attempt(sql, createGraderia, ['Intrusa', 1, 1, 1, 1000]));
    expect(failureOf(result)).toEqual(failure);
  });

  describe('limits enforced by the table itself', () => {
    it.each([
      ['51 rows', 51, 10, 1, 20000],
      ['0 rows', 0, 10, 1, 20000],
      ['51 columns', 10, 51, 1, 20000],
      ['6 floors', 10, 10, 6, 20000],
      ['a base price under 1000', 10, 10, 1, 999],
    ])('refuses %s even from the superuser', async (_case, rows, columns, floors, basePrice) => {
      const result = await inRolledBackTransaction(engine, (sql) =>
        attempt(
          sql,
          "insert into public.graderias (organization_id, name, rows, columns, floors, base_price) values ($1, 'Directa', $2, $3, $4, $5)",
          [organizationA.id, rows, columns, floors, basePrice],
        ),
      );
      expect(failureOf(result).code).toBe('23514');
    });

    it('keeps the dimensions of an existing stand, whose seats were generated from them', async () => {
      const result = await inRolledBackTransaction(engine, (sql) =>
        attempt(sql, 'update public.graderias set rows = 3 where id = $1', [organizationA.graderiaId]),
      );
      expect(failureOf(result)).toMatchObject({ code: 'PT409', detail: 'dimensions_locked' });
    });
  });
});
