// The database side of the booking benchmarks: a migrated database with the 12,500-seat
// stand on sale, its seats in plan order, wiping the event's sales between runs, and
// counting double sales after each run.
import pg from 'pg';
import { openEngine, type Engine, type EngineOptions } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { addLargestStandEvent, LARGEST_STAND_EVENT_SLUG, settleStatistics } from './bench-app.ts';

export interface BookingStand {
  engine: Engine;
  /** Seat ids in plan order (floor, row, column): the first ones are the front block. */
  seatIds: string[];
}

/** Demo seed plus the largest stand on sale, as `startBenchApp` sets them up. */
export async function openBookingStand(options: EngineOptions): Promise<BookingStand> {
  const engine = await openEngine(options);
  await migrate(engine, { seed: true });
  await addLargestStandEvent(engine);
  await settleStatistics(engine);
  const { rows } = await engine.query<{ id: string }>(
    `select seat.id
     from public.events as event
     join public.event_graderias as link on link.event_id = event.id
     join public.seats as seat on seat.graderia_id = link.graderia_id
     where event.slug = $1
     order by seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number`,
    [LARGEST_STAND_EVENT_SLUG],
  );
  return { engine, seatIds: rows.map((row) => row.id) };
}

/** A new database on the cluster (superuser URL to `postgres`); returns its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * Deletes everything the booking runs wrote for the event, so each configuration starts
 * with the whole stand free and tables of the same size.
 */
export async function resetSales(engine: Engine): Promise<void> {
  await engine.transaction(async (tx) => {
    const event = `(select id from public.events where slug = '${LARGEST_STAND_EVENT_SLUG}')`;
    await tx.query(`delete from public.reservation_logs where reservation_id in (select id from public.reservations where event_id = ${event})`);
    await tx.query(`delete from public.payments where reservation_id in (select id from public.reservations where event_id = ${event})`);
    await tx.query(`delete from public.reservation_seats where event_id = ${event}`);
    const customers = await tx.query<{ id: string }>(
      `delete from public.reservations where event_id = ${event} returning public_customer_id as id`,
    );
    await tx.query('delete from public.public_customers where id = any ($1::uuid[])', [
      [...new Set(customers.rows.map((row) => row.id).filter(Boolean))],
    ]);
  });
}

/**
 * Seats of the event sold to more than one open reservation (pending, confirmed or paid).
 * Read from the reservations, not from the sale's `active` flag that the unique index
 * guards, so it would also catch a sale the index missed.
 */
export async function doubleBookings(engine: Engine): Promise<number> {
  const { rows } = await engine.query<{ seats: number }>(
    `select count(*)::integer as seats from (
       select sale.seat_id
       from public.reservation_seats as sale
       join public.reservations as reservation on reservation.id = sale.reservation_id
       join public.events as event on event.id = sale.event_id
       where event.slug = $1 and reservation.status in ('pending', 'confirmed', 'paid')
       group by sale.seat_id
       having count(*) > 1
     ) as doubled`,
    [LARGEST_STAND_EVENT_SLUG],
  );
  return rows[0].seats;
}

/** Sales written by the run, to check the answers against the database. */
export async function activeSales(engine: Engine): Promise<number> {
  const { rows } = await engine.query<{ sales: number }>(
    `select count(*)::integer as sales from public.reservation_seats as sale
     join public.events as event on event.id = sale.event_id
     where event.slug = $1 and sale.active`,
    [LARGEST_STAND_EVENT_SLUG],
  );
  return rows[0].sales;
}
