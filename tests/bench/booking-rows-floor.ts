// The floor under benchmark 1's ratio: the rows one online booking writes (customer,
// reservation, 2 seats, payment, log), as one statement of plain INSERTs run by pgbench on the
// booking's own database, with its indexes, triggers and foreign keys but without book_seats:
// no checks, no seat locks, no role or claims, one round trip, no answer. Whatever book_seats
// does, it writes at least these rows, so its bookings/s cannot pass this floor's
// transactions/s: the floor ÷ TPC-B's TPS bounds from above the ratio issue 17 asks for (≥ 0.5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from '../../supabase/local/engine.ts';
import { LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import type { PgbenchScript } from './booking-pgbench.ts';

/**
 * The seats are numbered in a table of the benchmark's own schema, so a transaction finds its
 * two by number, as write_booking finds them by id. They are written as not active (given
 * back): active sales of random seats would collide on the one-sale-per-seat index. That
 * leaves out that index's entry and the leased-seat trigger, so the floor is lower than a
 * booking's real rows, which only strengthens the bound.
 */
const SCRIPT = String.raw`
\set first random(0, :seat_count - 1)
\set second (:first + 1) % :seat_count
WITH customer AS (
  INSERT INTO public.public_customers (organization_id, name, phone, email, document_number, document_type)
  VALUES (:organization::uuid, 'Cliente Piso', '3001234567', 'piso@correo.co', '1075000000', 'CC')
  RETURNING id
), booking AS (
  INSERT INTO public.reservations (organization_id, event_id, public_customer_id, customer_name, customer_email, customer_phone,
    document_type, document_number, status, total_amount, source, expires_at)
  SELECT :organization::uuid, :event::uuid, customer.id, 'Cliente Piso', 'piso@correo.co', '3001234567',
    'CC', '1075000000', 'pending', 150000, 'public_web', now() + interval '15 minutes'
  FROM customer
  RETURNING id
), sold AS (
  INSERT INTO public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price, active)
  SELECT :organization::uuid, booking.id, :event::uuid, numbered.id, 75000, false
  FROM booking, bench_floor.seats AS numbered WHERE numbered.n IN (:first, :second)
  RETURNING seat_id
), payment AS (
  INSERT INTO public.payments (organization_id, reservation_id, amount, status, payment_method)
  SELECT :organization::uuid, booking.id, 150000, 'pending', 'mercadopago' FROM booking
)
INSERT INTO public.reservation_logs (organization_id, reservation_id, user_id, action, details)
SELECT :organization::uuid, booking.id, NULL, 'created', jsonb_build_object('method', 'public_web',
  'source', 'public_web', 'payment_method', 'mercadopago', 'seats_count', 2, 'total_amount', 150000,
  'seats_reserved', (SELECT jsonb_agg(sold.seat_id) FROM sold))
FROM booking;
`;

export interface RowsFloor {
  /** The script and its variables, for runPgbench on the booking's database. */
  script: PgbenchScript;
  close(): void;
}

/** Numbers the event's seats and writes the script; the caller resets the sales after each run. */
export async function prepareRowsFloor(engine: Engine): Promise<RowsFloor> {
  const { rows } = await engine.query<{ organization: string; event: string }>(
    'select organization_id as organization, id as event from public.events where slug = $1',
    [LARGEST_STAND_EVENT_SLUG],
  );
  const { organization, event } = rows[0];
  await engine.exec(`
    create schema if not exists bench_floor;
    create table if not exists bench_floor.seats (n integer primary key, id uuid not null);
    truncate bench_floor.seats;
    insert into bench_floor.seats (n, id)
      select (row_number() over (order by seat.id) - 1)::integer, seat.id
      from public.event_graderias as link join public.seats as seat on seat.graderia_id = link.graderia_id
      where link.event_id = '${event}';
    analyze bench_floor.seats;
  `);
  const { rows: counted } = await engine.query<{ seats: number }>('select count(*)::integer as seats from bench_floor.seats');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-floor-'));
  const scriptPath = path.join(directory, 'booking-rows.sql');
  fs.writeFileSync(scriptPath, SCRIPT);
  return {
    script: { scriptPath, variables: { organization, event, seat_count: String(counted[0].seats) } },
    close: () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}
