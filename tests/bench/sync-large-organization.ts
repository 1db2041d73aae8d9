// The organization the initial-pull benchmark downloads: the demo organization plus the
// 12,500-seat stand, five events selling it and 10,000 reservations of two seats each
// (2,000 per event), written in bulk as the database owner. A quarter of them are pending,
// half paid (with a cash payment) and a quarter cancelled (their seats released); every
// reservation has its 'created' log entry, and paid and cancelled ones one more.
import type { Engine } from '../../supabase/local/engine.ts';
import { addLargestStandEvent, DEMO_ORGANIZATION_ID, LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';

export const BULK_EVENTS = 5;
export const BULK_RESERVATIONS = 10_000;
const SEATS_PER_RESERVATION = 2;

/** Four more days of the Gran Final on the same stand. */
async function addMoreEvents(engine: Engine): Promise<string[]> {
  const { rows } = await engine.query<{ id: string; graderia_id: string }>(
    `select event.id, link.graderia_id from public.events as event
     join public.event_graderias as link on link.event_id = event.id where event.slug = $1`,
    [LARGEST_STAND_EVENT_SLUG],
  );
  const [{ id: firstEventId, graderia_id: standId }] = rows;
  const added = await engine.query<{ id: string }>(
    `insert into public.events (organization_id, name, slug, event_date, end_date)
     select $1, 'Gran Final del Bambuco, día ' || day, $2 || '-dia-' || day, date '2025-06-30' + day - 1, date '2025-06-30' + day - 1
     from generate_series(2, $3::int) as day returning id`,
    [DEMO_ORGANIZATION_ID, LARGEST_STAND_EVENT_SLUG, BULK_EVENTS],
  );
  const eventIds = [firstEventId, ...added.rows.map((row) => row.id)];
  await engine.query(
    `insert into public.event_graderias (event_id, graderia_id, organization_id)
     select event_id, $2, $3 from unnest($1::uuid[]) as event_id on conflict do nothing`,
    [eventIds, standId, DEMO_ORGANIZATION_ID],
  );
  return eventIds;
}

// Reservation n (0-based): event n % 5, the (n / 5)-th pair of the stand's seats in plan
// order, status by n % 4; its id derived from n so every statement below finds it again.
const SALES = `
  with stand_seats as (
    select seat.id, (graderia.base_price * seat.price_multiplier)::int as price,
      row_number() over (order by seat.floor_number, length(seat.row_letter), seat.row_letter, seat.column_number) - 1 as place
    from public.seats as seat
    join public.graderias as graderia on graderia.id = seat.graderia_id
    join public.event_graderias as link on link.graderia_id = graderia.id
    where link.event_id = ($1::uuid[])[1]
  ),
  sales as (
    select n, md5('bench-reservation-' || n)::uuid as id, ($1::uuid[])[n % ${BULK_EVENTS} + 1] as event_id,
      case n % 4 when 0 then 'pending' when 3 then 'cancelled' else 'paid' end as status
    from generate_series(0, ${BULK_RESERVATIONS - 1}) as n
  ),
  sale_seats as (
    select sales.n, sales.id as reservation_id, sales.event_id, sales.status, stand_seats.id as seat_id, stand_seats.price
    from sales
    cross join generate_series(0, ${SEATS_PER_RESERVATION - 1}) as pair_member
    join stand_seats on stand_seats.place = (sales.n / ${BULK_EVENTS}) * ${SEATS_PER_RESERVATION} + pair_member
  ),
  totals as (
    select sales.*, sums.total
    from sales join (select n, sum(price)::int as total from sale_seats group by n) as sums on sums.n = sales.n
  )`;

const INSERT_RESERVATIONS = `${SALES}
  insert into public.reservations (id, organization_id, event_id, customer_name, customer_email, customer_phone,
    document_number, status, total_amount, source, expires_at, created_at)
  select id, $2, event_id, 'Cliente ' || (n + 1), 'cliente' || (n + 1) || '@correo.co', '3001234567',
    (1075000000 + n)::text, status, total, 'manual',
    case when status = 'pending' then now() + interval '1 day' end, now() - n * interval '1 minute'
  from totals`;

const INSERT_RESERVATION_SEATS = `${SALES}
  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price, active)
  select $2, reservation_id, event_id, seat_id, price, status <> 'cancelled' from sale_seats`;

const INSERT_PAYMENTS = `${SALES}
  insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
  select $2, id, total, 'completed', 'cash' from totals where status = 'paid'`;

const INSERT_LOGS = `${SALES}
  insert into public.reservation_logs (organization_id, reservation_id, action, details)
  select $2::uuid, id, 'created', jsonb_build_object('method', 'manual', 'payment_method', 'cash', 'seats_count', ${SEATS_PER_RESERVATION}, 'total_amount', total)
  from totals
  union all
  select $2::uuid, id, 'payment_processed', jsonb_build_object('method', 'cash', 'amount', total) from totals where status = 'paid'
  union all
  select $2::uuid, id, 'cancelled', jsonb_build_object('reason', 'Cancelada por el organizador') from totals where status = 'cancelled'`;

/** Adds the stand, the five events and the reservations to an engine with the demo seed. */
export async function addLargeOrganization(engine: Engine): Promise<void> {
  await addLargestStandEvent(engine);
  const eventIds = await addMoreEvents(engine);
  await engine.transaction(async (tx) => {
    for (const statement of [INSERT_RESERVATIONS, INSERT_RESERVATION_SEATS, INSERT_PAYMENTS, INSERT_LOGS]) {
      await tx.query(statement, [eventIds, DEMO_ORGANIZATION_ID]);
    }
  });
}

/** Rows per replicated table the demo organizer's full pull must bring, counted on the server. */
export async function organizationRowCounts(engine: Engine): Promise<Record<string, number>> {
  const { rows: tables } = await engine.query<{ name: string }>('select unnest(public.synced_tables()) as name');
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const key = name === 'organizations' ? 'id' : 'organization_id';
    // The names come from synced_tables(), not from input.
    const { rows } = await engine.query<{ count: number }>(`select count(*)::int as count from public.${name} where ${key} = $1`, [
      DEMO_ORGANIZATION_ID,
    ]);
    counts[name] = rows[0].count;
  }
  return counts;
}
