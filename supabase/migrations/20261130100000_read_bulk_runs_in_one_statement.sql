-- Issue 17, point 5: the bulk push of 20261128120000 made cheaper where PGlite spends its
-- time, with the same answers.
--
-- Measured on PGlite (pg_stat_user_functions with track_functions = 'all', clock_timestamp()
-- between the statements of push_sales_in_bulk, auto_explain of one 250-op call), a run of
-- 250 sales spent most of its time outside the set-based writes:
--   - reading the ops one by one: ~27 calls of plpgsql readers per sale (payload_text,
--     payload_uuid, payload_id, ...), each with its own `set search_path`, which Postgres
--     enters and leaves like a sub-transaction of settings (a quarter of the function);
--   - subscripting arrays of variable-width values (the run's sales as a reservations[],
--     their answers as a jsonb[]) once per column and row: Postgres walks such an array from
--     its start for each subscript, so a run of n sales paid n² steps, and the sales' prices
--     were summed by scanning every seat of the run for every sale;
--   - the release trigger updating each cancelled reservation's seats, then the bulk path
--     updating them again for their sale time.
-- Now each bulk function reads its whole run with one statement (the same rules as the
-- per-op readers, written as SQL expressions: any op they would refuse, or any doubt, ends the
-- bulk try exactly as before, and the run is halved down to the per-op path), keeps the run in
-- one array per column and writes from unnest(...) of those arrays, prices the seats once,
-- and cancellations free their seats (with their op's sale time) before the reservations
-- change, so the release trigger finds nothing left to update.
--
-- One refusal the bulk sale path missed is now checked: a sale whose device_name is not a
-- text (payload_text refuses it op by op since 20261129130000) is left to the per-op path.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: the functions below are internal (execute revoked); sync_push re-checks the caller.

-- ============================================================================
-- Policies
-- ============================================================================

-- None.

-- ============================================================================
-- Functions
-- ============================================================================

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql, with the rows' JSON built
-- inline (synced_row's `set search_path` made each of thousands of calls costly).
create or replace function public.reservation_rows_of(p_reservation_ids uuid[])
returns jsonb[]
language sql
stable
set search_path = ''
as $$
  with wanted as (
    select listed.id, listed.position from unnest(p_reservation_ids) with ordinality as listed (id, position)
  ),
  sales as (
    select sale.reservation_id, jsonb_agg(to_jsonb(sale) - 'sync_xid' order by sale.created_at, sale.id) as rows
    from public.reservation_seats as sale where sale.reservation_id = any (p_reservation_ids)
    group by sale.reservation_id
  ),
  paid as (
    select payment.reservation_id, jsonb_agg(to_jsonb(payment) - 'sync_xid' order by payment.created_at, payment.id) as rows
    from public.payments as payment where payment.reservation_id = any (p_reservation_ids)
    group by payment.reservation_id
  ),
  logged as (
    select log.reservation_id, jsonb_agg(to_jsonb(log) - 'sync_xid' order by log.created_at, log.id) as rows
    from public.reservation_logs as log where log.reservation_id = any (p_reservation_ids)
    group by log.reservation_id
  ),
  reserved as (
    select reservation.id, jsonb_build_array(to_jsonb(reservation) - 'sync_xid') as rows
    from public.reservations as reservation where reservation.id = any (p_reservation_ids)
  )
  select array_agg(
    jsonb_build_object(
      'reservations', reserved.rows,
      'reservation_seats', coalesce(sales.rows, '[]'::jsonb),
      'payments', coalesce(paid.rows, '[]'::jsonb),
      'reservation_logs', coalesce(logged.rows, '[]'::jsonb)
    )
    order by wanted.position
  )
  from wanted
  left join reserved on reserved.id = wanted.id
  left join sales on sales.reservation_id = wanted.id
  left join paid on paid.reservation_id = wanted.id
  left join logged on logged.reservation_id = wanted.id
$$;

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql, reading the answers with
-- unnest instead of a subscript per op (a walk from the array's start each time).
create or replace function public.record_applied_run(
  p_caller public.profiles, p_device_id uuid, p_kind text, p_op_ids uuid[], p_queued_ats timestamptz[], p_reservation_ids uuid[]
)
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  answers jsonb[];
begin
  select array_agg(jsonb_build_object('op_id', applied.op_id, 'status', 'applied', 'rows', applied.rows) order by applied.position)
  into answers
  from unnest(p_op_ids, public.reservation_rows_of(p_reservation_ids)) with ordinality as applied (op_id, rows, position);
  insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at, result)
  select answered.op_id, p_caller.organization_id, p_device_id, p_caller.id, p_kind, answered.queued_at, answered.answer
  from unnest(p_op_ids, p_queued_ats, answers) with ordinality as answered (op_id, queued_at, answer, position)
  order by answered.position;
  return answers;
end;
$$;

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql (the answers of a run of
-- 'reservations-create-manual' ops applied together, or null and nothing written when the
-- per-op path would not apply every one of them), with the run read in one statement. The
-- rules are apply_reservations_create_manual's (20261129130000) for a sale that is not a
-- walk-in: payload_id, payload_uuid, payload_uuid_list, payload_text, payload_boolean and
-- payload_timestamp's types, check_manual_reservation_fields, discount_percent and
-- sale_time_of, as expressions.
create or replace function public.push_sales_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  readable boolean;
  sale_count integer;
  op_ids uuid[];
  queued_ats timestamptz[];
  sale_ids uuid[];
  event_ids uuid[];
  names text[];
  emails text[];
  phones text[];
  document_types text[];
  document_numbers text[];
  notes text[];
  methods text[];
  codes text[];
  percents integer[];
  children boolean[];
  sharing boolean[];
  sale_times timestamptz[];
  -- The run's seats, one entry per seat of a sale (its list without repeats, in first-seen order).
  seat_sales integer[];
  seat_list uuid[];
  seat_prices integer[];
  subtotals integer[];
  seats_reserved jsonb[];
begin
  -- What the per-op readers accept without refusing: payload_id and payload_uuid (a UUID text,
  -- any case), payload_timestamp (none, null or ISO 8601; a text naming no real instant fails
  -- its cast below and ends the try), payload_uuid_list, payload_text and payload_boolean.
  select coalesce(bool_and(coalesce(
      jsonb_typeof(listed.op) = 'object' and jsonb_typeof(listed.payload) = 'object'
      and jsonb_typeof(listed.op -> 'op_id') = 'string' and (listed.op -> 'op_id' #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and (coalesce(jsonb_typeof(listed.op -> 'created_at'), 'null') = 'null' or (jsonb_typeof(listed.op -> 'created_at') = 'string' and (listed.op -> 'created_at' #>> '{}') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$'))
      and jsonb_typeof(listed.payload -> 'id') = 'string' and (listed.payload -> 'id' #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and jsonb_typeof(listed.payload -> 'event_id') = 'string' and (listed.payload -> 'event_id' #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and jsonb_typeof(listed.payload -> 'seat_ids') = 'array' and jsonb_array_length(listed.payload -> 'seat_ids') > 0
      and not exists (
        select 1 from jsonb_array_elements(listed.payload -> 'seat_ids') as listed_seat (seat_id)
        where not coalesce(jsonb_typeof(listed_seat.seat_id) = 'string' and (listed_seat.seat_id #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
      )
      and coalesce(jsonb_typeof(listed.payload -> 'payment_method'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'discount_code'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'device_name'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'customer_name'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'customer_email'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'customer_phone'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'document_type'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'document_number'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'notes'), 'null') in ('string', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'includes_children'), 'null') in ('boolean', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'share_venue'), 'null') in ('boolean', 'null')
      and coalesce(jsonb_typeof(listed.payload -> 'walk_in'), 'null') in ('boolean', 'null')
      and (listed.payload -> 'walk_in') is distinct from 'true'::jsonb,
      false)), false), count(*)
  into readable, sale_count
  from unnest(p_ops) as listed_op (op)
  cross join lateral (select listed_op.op, listed_op.op -> 'payload' as payload) as listed;
  if not readable then
    return null;
  end if;

  select
    array_agg((sale.op ->> 'op_id')::uuid order by sale.position),
    array_agg((sale.op ->> 'created_at')::timestamptz order by sale.position),
    array_agg((sale.payload ->> 'id')::uuid order by sale.position),
    array_agg((sale.payload ->> 'event_id')::uuid order by sale.position),
    array_agg(btrim(sale.payload ->> 'customer_name') order by sale.position),
    array_agg(btrim(sale.payload ->> 'customer_email') order by sale.position),
    array_agg(btrim(sale.payload ->> 'customer_phone') order by sale.position),
    array_agg(sale.payload ->> 'document_type' order by sale.position),
    array_agg(btrim(sale.payload ->> 'document_number') order by sale.position),
    array_agg(nullif(btrim(sale.payload ->> 'notes'), '') order by sale.position),
    array_agg(sale.payload ->> 'payment_method' order by sale.position),
    array_agg(upper(btrim(sale.payload ->> 'discount_code')) order by sale.position),
    array_agg(coalesce((sale.payload ->> 'includes_children')::boolean, false) order by sale.position),
    array_agg(coalesce((sale.payload ->> 'share_venue')::boolean, false) order by sale.position)
  into op_ids, queued_ats, sale_ids, event_ids, names, emails, phones, document_types, document_numbers, notes,
    methods, codes, children, sharing
  from unnest(p_ops) with ordinality as listed (op, position)
  cross join lateral (select listed.op, listed.op -> 'payload' as payload, listed.position) as sale;

  -- check_manual_reservation_fields and discount_percent, for every sale of the run.
  if exists (
    select 1
    from unnest(names, emails, document_numbers, phones, document_types, methods, codes)
      as sale (customer_name, customer_email, document_number, customer_phone, document_type, method, code)
    where coalesce(sale.customer_name, '') = ''
      or coalesce(sale.customer_email, '') = ''
      or sale.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'
      or coalesce(sale.document_number, '') = ''
      or coalesce(sale.customer_phone, '') = ''
      or sale.document_type is null or sale.document_type not in ('CC', 'CE', 'TI', 'Otro')
      or sale.method is null or sale.method not in ('cash', 'marked_paid', 'mercadopago')
      or (coalesce(btrim(sale.code), '') <> '' and not exists (
        select 1 from public.discount_codes as discount
        where discount.organization_id = p_caller.organization_id and discount.code = upper(btrim(sale.code)) and discount.is_active
      ))
  ) then
    return null;
  end if;
  select
    array_agg(
      case when coalesce(btrim(sale.code), '') = '' then 0 else (
        select discount.percent from public.discount_codes as discount
        where discount.organization_id = p_caller.organization_id and discount.code = upper(btrim(sale.code)) and discount.is_active
      ) end
      order by sale.position
    ),
    array_agg(
      least(now(), greatest(coalesce(sale.queued_at, now()), now() - public.offline_sale_window())) order by sale.position
    )
  into percents, sale_times
  from unnest(codes, queued_ats) with ordinality as sale (code, queued_at, position);

  select array_agg(listed.position order by listed.position, listed.first_seen), array_agg(listed.seat_id order by listed.position, listed.first_seen)
  into seat_sales, seat_list
  from (
    select sale.position, (listed_seat.seat_id #>> '{}')::uuid as seat_id, min(listed_seat.place) as first_seen
    from unnest(p_ops) with ordinality as sale (op, position),
      jsonb_array_elements(sale.op -> 'payload' -> 'seat_ids') with ordinality as listed_seat (seat_id, place)
    group by 1, 2
  ) as listed;

  if (select count(distinct id) from unnest(op_ids) as id) < sale_count
    or (select count(distinct id) from unnest(sale_ids) as id) < sale_count
    or exists (select 1 from public.sync_ops where op_id = any (op_ids))
    or exists (select 1 from public.reservations where id = any (sale_ids))
    or exists (
      select 1 from unnest(event_ids) as sold (event_id)
      left join public.events as sold_event
        on sold_event.id = sold.event_id and sold_event.organization_id = p_caller.organization_id
      where sold_event.id is null or not sold_event.is_active
    )
    or exists (
      select 1 from unnest(seat_sales, seat_list) as line (sale, seat_id)
      where not exists (
        select 1
        from public.seats as seat
        join public.event_graderias as link on link.graderia_id = seat.graderia_id and link.event_id = event_ids[line.sale]
        where seat.id = line.seat_id
      )
    )
    or (select count(distinct (event_ids[line.sale], line.seat_id)) from unnest(seat_sales, seat_list) as line (sale, seat_id))
      < cardinality(seat_list)
  then
    return null;
  end if;

  -- In id order, as claim_seats_for_sale does, so sales of overlapping seats cannot deadlock.
  perform 1 from public.seats where id = any (seat_list) order by id for no key update;
  if exists (
    select 1
    from unnest(seat_sales, seat_list) as line (sale, seat_id)
    join public.seats as seat on seat.id = line.seat_id
    join public.graderias as venue on venue.id = seat.graderia_id
    where not seat.is_active
      or not venue.is_active
      or exists (
        select 1 from public.reservation_seats as taken
        where taken.event_id = event_ids[line.sale] and taken.seat_id = seat.id and taken.active
      )
  ) then
    return null;
  end if;

  -- Each seat priced once; each sale's subtotal and its log's seats_reserved from those.
  select array_agg(round(venue.base_price * seat.price_multiplier)::integer order by line.position)
  into seat_prices
  from unnest(seat_list) with ordinality as line (seat_id, position)
  join public.seats as seat on seat.id = line.seat_id
  join public.graderias as venue on venue.id = seat.graderia_id;
  select
    array_agg(coalesce(priced.subtotal, 0) order by sale.position),
    array_agg(priced.seats_reserved order by sale.position)
  into subtotals, seats_reserved
  from generate_series(1, sale_count) as sale (position)
  left join (
    select line.sale,
      sum(line.price)::integer as subtotal,
      jsonb_agg(
        jsonb_build_object('seat_id', line.seat_id, 'row_letter', seat.row_letter, 'seat_number', seat.seat_number, 'price', line.price)
        order by seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
      ) as seats_reserved
    from unnest(seat_sales, seat_list, seat_prices) as line (sale, seat_id, price)
    join public.seats as seat on seat.id = line.seat_id
    group by line.sale
  ) as priced on priced.sale = sale.position;

  perform set_config('taquilla.sale_times_given', 'on', true);
  insert into public.reservations (
    id, organization_id, event_id, customer_name, customer_email, customer_phone, document_type, document_number,
    status, total_amount, notes, source, expires_at, created_at, updated_at
  )
  select
    sale.id, p_caller.organization_id, sale.event_id, sale.customer_name, sale.customer_email,
    sale.customer_phone, sale.document_type, sale.document_number,
    case sale.method when 'cash' then 'pending' when 'marked_paid' then 'paid' else 'confirmed' end,
    sale.subtotal - round(sale.subtotal * sale.percent / 100.0)::integer, sale.notes,
    'manual', case when sale.method = 'cash' then sale.sale_time + interval '24 hours' end, sale.sale_time, sale.sale_time
  from unnest(
    sale_ids, event_ids, names, emails, phones, document_types, document_numbers, methods, subtotals, percents, notes, sale_times
  ) with ordinality as sale (
    id, event_id, customer_name, customer_email, customer_phone, document_type, document_number, method, subtotal, percent,
    notes, sale_time, position
  )
  order by sale.position;

  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price, created_at, updated_at)
  select p_caller.organization_id, sale_ids[line.sale], event_ids[line.sale], line.seat_id, line.price,
    sale_times[line.sale], sale_times[line.sale]
  from unnest(seat_sales, seat_list, seat_prices) with ordinality as line (sale, seat_id, price, position)
  order by line.position;

  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, created_at, updated_at)
  select p_caller.organization_id, sale.id, sale.subtotal - round(sale.subtotal * sale.percent / 100.0)::integer,
    case sale.method when 'marked_paid' then 'completed' else 'pending' end,
    case sale.method when 'marked_paid' then 'cash' else 'mercadopago' end,
    sale.sale_time, sale.sale_time
  from unnest(sale_ids, methods, subtotals, percents, sale_times) with ordinality as sale (id, method, subtotal, percent, sale_time, position)
  where sale.method <> 'cash'
  order by sale.position;

  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at)
  select p_caller.organization_id, sale.id, p_caller.id, 'created', jsonb_build_object(
      'method', 'manual',
      'payment_method', sale.method,
      'seats_count', jsonb_array_length(sale.seats_reserved),
      'total_amount', sale.subtotal - round(sale.subtotal * sale.percent / 100.0)::integer,
      'discount_applied', sale.percent > 0,
      'discount_amount', round(sale.subtotal * sale.percent / 100.0)::integer,
      'discount_code', nullif(sale.code, ''),
      'seats_reserved', sale.seats_reserved,
      'includes_children', sale.children,
      'share_venue', sale.sharing
    ),
    sale.sale_time
  from unnest(sale_ids, methods, subtotals, percents, codes, seats_reserved, children, sharing, sale_times)
    with ordinality as sale (id, method, subtotal, percent, code, seats_reserved, children, sharing, sale_time, position)
  order by sale.position;
  perform set_config('taquilla.sale_times_given', '', true);

  return public.record_applied_run(p_caller, p_device_id, 'reservations-create-manual', op_ids, queued_ats, sale_ids);
end;
$$;

-- A run of payment or cancellation ops read in one statement, as push_payments_in_bulk and
-- push_cancellations_in_bulk (20261128120000) read them op by op: null when an op is not an
-- object with an object payload, a UUID op_id and reservation_id, a created_at payload_timestamp
-- accepts and a text or no reason. Else one row: the op ids, queued times, sale times
-- (sale_time_of), reservation ids and reasons (cancel_reason), each in op order.
create function public.read_reservation_change_run(p_ops jsonb[])
returns table (op_ids uuid[], queued_ats timestamptz[], sale_times timestamptz[], reservation_ids uuid[], reasons text[])
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from unnest(p_ops) as listed (op)
    where not coalesce(
      jsonb_typeof(listed.op) = 'object' and jsonb_typeof(listed.op -> 'payload') = 'object'
        and jsonb_typeof(listed.op -> 'op_id') = 'string' and (listed.op -> 'op_id' #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        and (coalesce(jsonb_typeof(listed.op -> 'created_at'), 'null') = 'null' or (jsonb_typeof(listed.op -> 'created_at') = 'string' and (listed.op -> 'created_at' #>> '{}') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$'))
        and jsonb_typeof(listed.op -> 'payload' -> 'reservation_id') = 'string' and (listed.op -> 'payload' -> 'reservation_id' #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        and coalesce(jsonb_typeof(listed.op -> 'payload' -> 'reason'), 'null') in ('string', 'null'),
      false
    )
  ) then
    return;
  end if;
  return query
  select
    array_agg(changed.op_id order by changed.position),
    array_agg(changed.queued_at order by changed.position),
    array_agg(least(now(), greatest(coalesce(changed.queued_at, now()), now() - public.offline_sale_window())) order by changed.position),
    array_agg(changed.reservation_id order by changed.position),
    array_agg(coalesce(nullif(btrim(changed.reason), ''), 'Cancelled by organizer') order by changed.position)
  from (
    select listed.position, (listed.op ->> 'op_id')::uuid as op_id, (listed.op ->> 'created_at')::timestamptz as queued_at,
      (listed.op -> 'payload' ->> 'reservation_id')::uuid as reservation_id, listed.op -> 'payload' ->> 'reason' as reason
    from unnest(p_ops) with ordinality as listed (op, position)
  ) as changed;
end;
$$;

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql, with the run read in one
-- statement (read_reservation_change_run).
create or replace function public.push_payments_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  run record;
  payable integer;
begin
  select * into run from public.read_reservation_change_run(p_ops);
  if run.op_ids is null
    or (select count(distinct id) from unnest(run.op_ids) as id) < cardinality(p_ops)
    or (select count(distinct id) from unnest(run.reservation_ids) as id) < cardinality(p_ops)
    or exists (select 1 from public.sync_ops where op_id = any (run.op_ids))
  then
    return null;
  end if;

  -- Locked as reservation_for_change locks each one, here in id order.
  perform 1 from public.reservations
  where id = any (run.reservation_ids) and organization_id = p_caller.organization_id
  order by id
  for update;
  select count(*) into payable
  from unnest(run.reservation_ids, run.sale_times) as paying (reservation_id, sale_time)
  join public.reservations as held
    on held.id = paying.reservation_id and held.organization_id = p_caller.organization_id
  where held.status = 'pending' and held.expires_at > paying.sale_time;
  if payable < cardinality(p_ops) then
    return null;
  end if;

  perform set_config('taquilla.sale_times_given', 'on', true);
  -- Those with no pending payment get a new one, as the per-op path does when its update finds none.
  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, created_at, updated_at)
  select held.organization_id, held.id, held.total_amount, 'completed', 'cash', paying.sale_time, paying.sale_time
  from unnest(run.reservation_ids, run.sale_times) with ordinality as paying (reservation_id, sale_time, position)
  join public.reservations as held on held.id = paying.reservation_id
  where not exists (
    select 1 from public.payments as pending where pending.reservation_id = held.id and pending.status = 'pending'
  )
  order by paying.position;
  update public.payments as pending
  set status = 'completed', payment_method = 'cash', amount = held.total_amount, updated_at = paying.sale_time
  from unnest(run.reservation_ids, run.sale_times) as paying (reservation_id, sale_time)
  join public.reservations as held on held.id = paying.reservation_id
  where pending.reservation_id = held.id and pending.status = 'pending';
  update public.reservations as held
  set status = 'paid', updated_at = paying.sale_time
  from unnest(run.reservation_ids, run.sale_times) as paying (reservation_id, sale_time)
  where held.id = paying.reservation_id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at)
  select held.organization_id, held.id, p_caller.id, 'payment_processed',
    jsonb_build_object('method', 'cash', 'amount', held.total_amount), paying.sale_time
  from unnest(run.reservation_ids, run.sale_times) with ordinality as paying (reservation_id, sale_time, position)
  join public.reservations as held on held.id = paying.reservation_id
  order by paying.position;
  perform set_config('taquilla.sale_times_given', '', true);

  return public.record_applied_run(p_caller, p_device_id, 'reservations-process-payment', run.op_ids, run.queued_ats, run.reservation_ids);
end;
$$;

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql, with the run read in one
-- statement, and the seats freed before the reservations change: the release trigger
-- (release_seats_of_closed_reservation) would free them one reservation at a time, and they
-- would then be updated again for their op's sale time; it now finds none active.
create or replace function public.push_cancellations_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  run record;
  cancellable integer;
begin
  select * into run from public.read_reservation_change_run(p_ops);
  if run.op_ids is null
    or (select count(distinct id) from unnest(run.op_ids) as id) < cardinality(p_ops)
    or (select count(distinct id) from unnest(run.reservation_ids) as id) < cardinality(p_ops)
    or exists (select 1 from public.sync_ops where op_id = any (run.op_ids))
  then
    return null;
  end if;

  perform 1 from public.reservations
  where id = any (run.reservation_ids) and organization_id = p_caller.organization_id
  order by id
  for update;
  select count(*) into cancellable
  from public.reservations as held
  where held.id = any (run.reservation_ids) and held.organization_id = p_caller.organization_id
    and held.status not in ('paid', 'cancelled', 'expired');
  if cancellable < cardinality(p_ops) then
    return null;
  end if;

  perform set_config('taquilla.sale_times_given', 'on', true);
  update public.reservation_seats as sale
  set active = false, updated_at = cancelling.sale_time
  from unnest(run.reservation_ids, run.sale_times) as cancelling (reservation_id, sale_time)
  where sale.reservation_id = cancelling.reservation_id and sale.active;
  update public.reservations as held
  set status = 'cancelled', updated_at = cancelling.sale_time
  from unnest(run.reservation_ids, run.sale_times) as cancelling (reservation_id, sale_time)
  where held.id = cancelling.reservation_id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at)
  select p_caller.organization_id, cancelling.reservation_id, p_caller.id, 'cancelled',
    jsonb_build_object('reason', cancelling.reason), cancelling.sale_time
  from unnest(run.reservation_ids, run.reasons, run.sale_times) with ordinality as cancelling (reservation_id, reason, sale_time, position)
  order by cancelling.position;
  perform set_config('taquilla.sale_times_given', '', true);

  return public.record_applied_run(p_caller, p_device_id, 'reservations-cancel', run.op_ids, run.queued_ats, run.reservation_ids);
end;
$$;

revoke execute on function
  public.reservation_rows_of(uuid[]),
  public.record_applied_run(public.profiles, uuid, text, uuid[], timestamptz[], uuid[]),
  public.push_sales_in_bulk(public.profiles, uuid, jsonb[]),
  public.read_reservation_change_run(jsonb[]),
  public.push_payments_in_bulk(public.profiles, uuid, jsonb[]),
  public.push_cancellations_in_bulk(public.profiles, uuid, jsonb[])
from public, anon, authenticated;
