-- Issue 17, point 5: a gate's push in bulk. A tablet selling walk-ins ('Venta rápida') with an
-- open cash shift queues each sale with its receipt op right behind it, so its push alternates
-- 'reservations-create-manual' (walk_in true) and 'cash-receipts-issue': runs of one kind one op
-- long, and walk-ins were never tried in bulk (20261129130000), so every op took push_op.
--
-- Now manual sales (walk-in or not) and receipts form one bulk kind, 'sales-and-receipts', and
-- a run of them is tried by push_sales_and_receipts_in_bulk with the design of 20261128120000:
-- the run is applied only when the per-op path would apply every one of its ops; any op the
-- readers below would refuse, any doubt, or any database error rolls the try back and push_run
-- halves the run, down to the per-op path. The sales of the run are applied first (by
-- push_sales_in_bulk, which now writes a walk-in as apply_reservations_create_manual does),
-- then its receipts (push_receipts_in_bulk, the rules of apply_cash_receipts_issue). That is
-- the order op by op would give them, because no sale reads what a receipt writes and a
-- receipt reads only what ops before it wrote (its cash op's answer, its booking's payments):
-- a run where a receipt names a sale queued after it (its cash op or its booking), or another
-- receipt of the run as its cash op, is left to the halves. The sales' rows carry their ops'
-- sale times as before; receipts' created_at is now(), as op by op.
--
-- A receipt is applied in bulk when the caller is an organizer or staff; its payload is read as
-- payload_id, payload_uuid, payload_integer, payload_text, payload_cash_amount and
-- payload_past_timestamp read it; its shift (if named) is this device's, of the caller's
-- organization and open (locked for share, in id order); its id, its cash op and this device's
-- number are new and used once in the run. Its status and amount are then apply_cash_receipts_issue's:
-- 'issued' with the cash the server's payments moved (cash_moved_for_receipt) when its cash op
-- was applied for this device, else 'void' with the device's figure.
--
-- Leased seats (issue 21) in bulk: with no claimed op, the lease trigger refused even the
-- holding device's own sale in bulk (20261129140000), so a leased gate's run failed at every
-- half down to the per-op path, slower than op by op. Now a run with seats under a lease not
-- yet ended claims its ops in sync_ops first, as push_op claims each op, and the trigger sees
-- the pushing device; a seat leased now to another device ends the try before any write.

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

-- The answers of a run applied in bulk, each remembered in sync_ops as push_op remembers one
-- op's answer, in op order: op i applied with rows p_rows[i].
create function public.record_run_answers(
  p_caller public.profiles, p_device_id uuid, p_kind text, p_op_ids uuid[], p_queued_ats timestamptz[], p_rows jsonb[]
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
  from unnest(p_op_ids, p_rows) with ordinality as applied (op_id, rows, position);
  insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at, result)
  select answered.op_id, p_caller.organization_id, p_device_id, p_caller.id, p_kind, answered.queued_at, answered.answer
  from unnest(p_op_ids, p_queued_ats, answers) with ordinality as answered (op_id, queued_at, answer, position)
  order by answered.position;
  return answers;
end;
$$;

-- As in 20261130100000_read_bulk_runs_in_one_statement.sql, through record_run_answers.
create or replace function public.record_applied_run(
  p_caller public.profiles, p_device_id uuid, p_kind text, p_op_ids uuid[], p_queued_ats timestamptz[], p_reservation_ids uuid[]
)
returns jsonb[]
language sql
set search_path = ''
as $$
  select public.record_run_answers(p_caller, p_device_id, p_kind, p_op_ids, p_queued_ats, public.reservation_rows_of(p_reservation_ids))
$$;

-- As in 20261130100000_read_bulk_runs_in_one_statement.sql, and a walk-in cash sale (payload
-- walk_in true) written as apply_reservations_create_manual (20261129130000) writes it:
-- check_walk_in_sale_fields' rules (cash only, at most 12 seats, optional customer fields with
-- their defaults), paid at once with a completed cash payment and no expiry, and its 'created'
-- log naming walk_in, the pushing device, the device's gate name and the cashier.
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
  walk_ins boolean[];
  device_names text[];
  ops_claimed boolean := false;
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
      and coalesce(jsonb_typeof(listed.payload -> 'walk_in'), 'null') in ('boolean', 'null'),
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
    array_agg(case when sale.walk_in then coalesce(nullif(btrim(sale.payload ->> 'customer_name'), ''), 'Venta en taquilla')
      else btrim(sale.payload ->> 'customer_name') end order by sale.position),
    array_agg(case when sale.walk_in then nullif(btrim(sale.payload ->> 'customer_email'), '')
      else btrim(sale.payload ->> 'customer_email') end order by sale.position),
    array_agg(case when sale.walk_in then nullif(btrim(sale.payload ->> 'customer_phone'), '')
      else btrim(sale.payload ->> 'customer_phone') end order by sale.position),
    array_agg(case when sale.walk_in then coalesce(sale.payload ->> 'document_type', 'CC')
      else sale.payload ->> 'document_type' end order by sale.position),
    array_agg(case when sale.walk_in then nullif(btrim(sale.payload ->> 'document_number'), '')
      else btrim(sale.payload ->> 'document_number') end order by sale.position),
    array_agg(nullif(btrim(sale.payload ->> 'notes'), '') order by sale.position),
    array_agg(sale.payload ->> 'payment_method' order by sale.position),
    array_agg(upper(btrim(sale.payload ->> 'discount_code')) order by sale.position),
    array_agg(coalesce((sale.payload ->> 'includes_children')::boolean, false) order by sale.position),
    array_agg(coalesce((sale.payload ->> 'share_venue')::boolean, false) order by sale.position),
    array_agg(sale.walk_in order by sale.position),
    array_agg(left(nullif(btrim(sale.payload ->> 'device_name'), ''), 60) order by sale.position)
  into op_ids, queued_ats, sale_ids, event_ids, names, emails, phones, document_types, document_numbers, notes,
    methods, codes, children, sharing, walk_ins, device_names
  from unnest(p_ops) with ordinality as listed (op, position)
  cross join lateral (
    select listed.op, listed.op -> 'payload' as payload, listed.position,
      coalesce((listed.op -> 'payload' ->> 'walk_in')::boolean, false) as walk_in
  ) as sale;

  -- check_manual_reservation_fields (check_walk_in_sale_fields for a walk-in; its seat limit
  -- once the seats are listed below) and discount_percent, for every sale of the run.
  if exists (
    select 1
    from unnest(names, emails, document_numbers, phones, document_types, methods, codes, walk_ins)
      as sale (customer_name, customer_email, document_number, customer_phone, document_type, method, code, walk_in)
    where (not sale.walk_in and (
        coalesce(sale.customer_name, '') = ''
        or coalesce(sale.customer_email, '') = ''
        or sale.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'
        or coalesce(sale.document_number, '') = ''
        or coalesce(sale.customer_phone, '') = ''
        or sale.method is null or sale.method not in ('cash', 'marked_paid', 'mercadopago')
      ))
      or (sale.walk_in and (
        sale.method is distinct from 'cash'
        or (sale.customer_email is not null and sale.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$')
      ))
      or sale.document_type is null or sale.document_type not in ('CC', 'CE', 'TI', 'Otro')
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
    or exists (
      select 1 from unnest(seat_sales) as line (sale) where walk_ins[line.sale] group by line.sale having count(*) > 12
    )
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

  -- Seats under a lease not yet ended (a gate's, issue 21): a seat leased now to another device
  -- ends the try before any write, as the per-op path refuses it (seats_leased_to_others); for
  -- the rest, the run's ops are claimed in sync_ops, as push_op claims each op, so that the lease
  -- trigger (refuse_sale_of_leased_seat, through selling_device_id) sees this device selling.
  -- Without the claim it would refuse even the holding device's own seats, and every half of
  -- a leased gate's run would fail the same way down to the per-op path.
  if exists (
    select 1 from unnest(seat_sales, seat_list) as line (sale, seat_id)
    join public.seat_leases as lease on lease.event_id = event_ids[line.sale] and lease.seat_id = line.seat_id
    where lease.ends_at > now()
  ) then
    if exists (
      select 1 from (select distinct event_ids[line.sale] as event_id from unnest(seat_sales) as line (sale)) as sold
      where cardinality(public.seats_leased_to_others(
        sold.event_id,
        array(select line.seat_id from unnest(seat_sales, seat_list) as line (sale, seat_id) where event_ids[line.sale] = sold.event_id),
        p_device_id
      )) > 0
    ) then
      return null;
    end if;
    insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at)
    select claimed.op_id, p_caller.organization_id, p_device_id, p_caller.id, 'reservations-create-manual', claimed.queued_at
    from unnest(op_ids, queued_ats) as claimed (op_id, queued_at);
    ops_claimed := true;
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
    case when sale.walk_in or sale.method = 'marked_paid' then 'paid' when sale.method = 'cash' then 'pending' else 'confirmed' end,
    sale.subtotal - round(sale.subtotal * sale.percent / 100.0)::integer, sale.notes,
    'manual', case when sale.method = 'cash' and not sale.walk_in then sale.sale_time + interval '24 hours' end,
    sale.sale_time, sale.sale_time
  from unnest(
    sale_ids, event_ids, names, emails, phones, document_types, document_numbers, methods, subtotals, percents, notes, sale_times,
    walk_ins
  ) with ordinality as sale (
    id, event_id, customer_name, customer_email, customer_phone, document_type, document_number, method, subtotal, percent,
    notes, sale_time, walk_in, position
  )
  order by sale.position;

  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price, created_at, updated_at)
  select p_caller.organization_id, sale_ids[line.sale], event_ids[line.sale], line.seat_id, line.price,
    sale_times[line.sale], sale_times[line.sale]
  from unnest(seat_sales, seat_list, seat_prices) with ordinality as line (sale, seat_id, price, position)
  order by line.position;

  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, created_at, updated_at)
  select p_caller.organization_id, sale.id, sale.subtotal - round(sale.subtotal * sale.percent / 100.0)::integer,
    case when sale.walk_in or sale.method = 'marked_paid' then 'completed' else 'pending' end,
    case when sale.walk_in or sale.method = 'marked_paid' then 'cash' else 'mercadopago' end,
    sale.sale_time, sale.sale_time
  from unnest(sale_ids, methods, subtotals, percents, sale_times, walk_ins)
    with ordinality as sale (id, method, subtotal, percent, sale_time, walk_in, position)
  where sale.method <> 'cash' or sale.walk_in
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
    ) || case when sale.walk_in then jsonb_build_object(
      'walk_in', true,
      -- The pushing device, as current_sync_op gives it to the per-op path: never the payload's word.
      'device_id', p_device_id,
      'device_name', sale.device_name,
      'cashier_name', p_caller.full_name
    ) else '{}'::jsonb end,
    sale.sale_time
  from unnest(sale_ids, methods, subtotals, percents, codes, seats_reserved, children, sharing, sale_times, walk_ins, device_names)
    with ordinality as sale (id, method, subtotal, percent, code, seats_reserved, children, sharing, sale_time, walk_in, device_name, position)
  order by sale.position;
  perform set_config('taquilla.sale_times_given', '', true);

  if ops_claimed then
    -- The claims give way to the answers.
    delete from public.sync_ops where op_id = any (op_ids) and result is null;
  end if;
  return public.record_applied_run(p_caller, p_device_id, 'reservations-create-manual', op_ids, queued_ats, sale_ids);
end;
$$;
-- The answers of a run of 'cash-receipts-issue' ops applied together, in op order; null (and
-- nothing written) when apply_cash_receipts_issue (20261129110000) would not apply every one
-- of them. See the top of this file.
create function public.push_receipts_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  run record;
  receipt_ids uuid[];
  cash_op_ids uuid[];
  shift_ids uuid[];
  sequences integer[];
  kinds text[];
  amounts integer[];
  issued_ats timestamptz[];
  receipt_rows jsonb[];
begin
  -- require_cashier_for_op.
  if p_caller.role is distinct from 'organizer' and p_caller.role is distinct from 'staff' then
    return null;
  end if;
  -- The op's own fields and the payload's reservation_id, as the sales' payments read them.
  select * into run from public.read_reservation_change_run(p_ops);
  if run.op_ids is null
    or (select count(distinct id) from unnest(run.op_ids) as id) < cardinality(p_ops)
    or exists (select 1 from public.sync_ops where op_id = any (run.op_ids))
  then
    return null;
  end if;
  -- payload_id (id, cash_op_id), payload_uuid (shift_id), payload_integer and the range of
  -- sequence, payload_text and the kinds of kind, payload_cash_amount (amount) and
  -- payload_past_timestamp (issued_at: required, ISO 8601, at most 5 minutes ahead).
  if exists (
    select 1 from unnest(p_ops) as listed (op)
    cross join lateral (select listed.op -> 'payload' as payload) as receipt
    where not coalesce(
      jsonb_typeof(receipt.payload -> 'id') = 'string' and (receipt.payload ->> 'id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and jsonb_typeof(receipt.payload -> 'cash_op_id') = 'string' and (receipt.payload ->> 'cash_op_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and (coalesce(jsonb_typeof(receipt.payload -> 'shift_id'), 'null') = 'null'
        or (jsonb_typeof(receipt.payload -> 'shift_id') = 'string' and (receipt.payload ->> 'shift_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))
      and jsonb_typeof(receipt.payload -> 'sequence') = 'number'
      and case when jsonb_typeof(receipt.payload -> 'sequence') = 'number' then
        (receipt.payload -> 'sequence')::numeric = trunc((receipt.payload -> 'sequence')::numeric)
        and (receipt.payload -> 'sequence')::numeric between 1 and 999999999 end
      and jsonb_typeof(receipt.payload -> 'kind') = 'string' and (receipt.payload ->> 'kind') in ('sale', 'payment', 'refund')
      and jsonb_typeof(receipt.payload -> 'amount') = 'number'
      and case when jsonb_typeof(receipt.payload -> 'amount') = 'number' then
        (receipt.payload -> 'amount')::numeric = trunc((receipt.payload -> 'amount')::numeric)
        and (receipt.payload -> 'amount')::numeric between 0 and public.cash_amount_ceiling() end
      and jsonb_typeof(receipt.payload -> 'issued_at') = 'string'
      and (receipt.payload ->> 'issued_at') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$',
      false
    )
  ) then
    return null;
  end if;
  -- A text naming no real instant fails its cast here and ends the try, as payload_timestamp refuses it.
  select
    array_agg((receipt.payload ->> 'id')::uuid order by receipt.position),
    array_agg((receipt.payload ->> 'cash_op_id')::uuid order by receipt.position),
    array_agg((receipt.payload ->> 'shift_id')::uuid order by receipt.position),
    array_agg((receipt.payload -> 'sequence')::numeric::integer order by receipt.position),
    array_agg(receipt.payload ->> 'kind' order by receipt.position),
    array_agg((receipt.payload -> 'amount')::numeric::integer order by receipt.position),
    array_agg((receipt.payload ->> 'issued_at')::timestamptz order by receipt.position)
  into receipt_ids, cash_op_ids, shift_ids, sequences, kinds, amounts, issued_ats
  from unnest(p_ops) with ordinality as listed (op, position)
  cross join lateral (select listed.op -> 'payload' as payload, listed.position) as receipt;

  if exists (select 1 from unnest(issued_ats) as issued (at) where issued.at > now() + interval '5 minutes')
    or (select count(distinct id) from unnest(receipt_ids) as id) < cardinality(p_ops)
    or (select count(distinct id) from unnest(cash_op_ids) as id) < cardinality(p_ops)
    or (select count(distinct number) from unnest(sequences) as number) < cardinality(p_ops)
  then
    return null;
  end if;

  -- Shared locks, in id order: a closing committing meanwhile is waited for, then seen.
  perform 1 from public.cash_shifts where id = any (shift_ids) order by id for share;
  if exists (
    select 1 from unnest(shift_ids) as named (shift_id)
    where named.shift_id is not null and not exists (
      select 1 from public.cash_shifts as shift
      where shift.id = named.shift_id and shift.organization_id = p_caller.organization_id
        and shift.device_id = p_device_id and shift.closed_at is null
    )
  )
    or exists (
      select 1 from public.cash_receipts as taken
      where taken.id = any (receipt_ids)
        or (taken.organization_id = p_caller.organization_id and taken.cash_op_id = any (cash_op_ids))
        or (taken.organization_id = p_caller.organization_id and taken.device_id = p_device_id and taken.sequence = any (sequences))
    )
  then
    return null;
  end if;

  with issued as (
    insert into public.cash_receipts (
      id, organization_id, device_id, shift_id, sequence, receipt_number, reservation_id, kind, amount, status, issued_at, cash_op_id
    )
    select receipt.id, p_caller.organization_id, p_device_id, receipt.shift_id, receipt.sequence,
      public.cash_receipt_number(p_device_id, receipt.sequence), receipt.reservation_id, receipt.kind,
      case when moved.amount is not null then least(moved.amount, public.cash_amount_ceiling()) else receipt.amount end,
      case when moved.amount is not null then 'issued' else 'void' end,
      receipt.issued_at, receipt.cash_op_id
    from unnest(receipt_ids, run.reservation_ids, cash_op_ids, shift_ids, sequences, kinds, amounts, issued_ats)
      with ordinality as receipt (id, reservation_id, cash_op_id, shift_id, sequence, kind, amount, issued_at, position)
    -- Only a cash op this very device pushed and the server applied counts.
    left join lateral (
      select public.cash_moved_for_receipt(p_caller.organization_id, receipt.reservation_id, receipt.kind) as amount
      where exists (
        select 1 from public.sync_ops as claimed
        where claimed.op_id = receipt.cash_op_id and claimed.organization_id = p_caller.organization_id
          and claimed.device_id = p_device_id and claimed.result ->> 'status' = 'applied'
      )
    ) as moved on true
    order by receipt.position
    returning *
  )
  select array_agg(jsonb_build_object('cash_receipts', jsonb_build_array(to_jsonb(issued) - 'sync_xid')) order by wanted.position)
  into receipt_rows
  from unnest(receipt_ids) with ordinality as wanted (id, position)
  join issued on issued.id = wanted.id;

  return public.record_run_answers(p_caller, p_device_id, 'cash-receipts-issue', run.op_ids, run.queued_ats, receipt_rows);
end;
$$;

-- The answers of a run of manual sales and cash receipts, in op order: its sales applied in
-- bulk, then its receipts; null when either would not be, or when a receipt reads what an op
-- after it (or another receipt of the run) writes. See the top of this file.
create function public.push_sales_and_receipts_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  sales jsonb[];
  sale_positions integer[];
  receipts jsonb[];
  receipt_positions integer[];
  sale_answers jsonb[] := '{}';
  receipt_answers jsonb[] := '{}';
  answers jsonb[];
begin
  select
    coalesce(array_agg(listed.op order by listed.position) filter (where listed.op ->> 'kind' = 'reservations-create-manual'), '{}'),
    coalesce(array_agg(listed.position order by listed.position) filter (where listed.op ->> 'kind' = 'reservations-create-manual'), '{}'),
    coalesce(array_agg(listed.op order by listed.position) filter (where listed.op ->> 'kind' = 'cash-receipts-issue'), '{}'),
    coalesce(array_agg(listed.position order by listed.position) filter (where listed.op ->> 'kind' = 'cash-receipts-issue'), '{}')
  into sales, sale_positions, receipts, receipt_positions
  from unnest(p_ops) with ordinality as listed (op, position);
  if cardinality(sales) + cardinality(receipts) < cardinality(p_ops) then
    return null;
  end if;
  -- Ids compared as the texts the readers require (lower-case UUIDs compare as the UUIDs do).
  if exists (
    select 1
    from unnest(receipts, receipt_positions) as receipt (op, position)
    join unnest(p_ops) with ordinality as other (op, position)
      on (other.op ->> 'kind' = 'reservations-create-manual' and other.position > receipt.position
          and (lower(other.op ->> 'op_id') = lower(receipt.op -> 'payload' ->> 'cash_op_id')
            or lower(other.op -> 'payload' ->> 'id') = lower(receipt.op -> 'payload' ->> 'reservation_id')))
        or (other.op ->> 'kind' = 'cash-receipts-issue'
          and lower(other.op ->> 'op_id') = lower(receipt.op -> 'payload' ->> 'cash_op_id'))
  ) then
    return null;
  end if;

  if cardinality(sales) > 0 then
    sale_answers := public.push_sales_in_bulk(p_caller, p_device_id, sales);
    if sale_answers is null then
      return null;
    end if;
  end if;
  if cardinality(receipts) > 0 then
    receipt_answers := public.push_receipts_in_bulk(p_caller, p_device_id, receipts);
    if receipt_answers is null then
      return null;
    end if;
  end if;
  select array_agg(answered.answer order by answered.position) into answers
  from (
    select sold.answer, sold.position from unnest(sale_answers, sale_positions) as sold (answer, position)
    union all
    select issued.answer, issued.position from unnest(receipt_answers, receipt_positions) as issued (answer, position)
  ) as answered;
  return answers;
end;
$$;

-- As in 20261129130000_accept_walk_in_cash_sales.sql, except that every manual sale (a walk-in
-- too) and every cash receipt is of the one bulk kind 'sales-and-receipts'.
create or replace function public.bulk_kind(p_op jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_op) is distinct from 'object' then null
    when p_op ->> 'kind' in ('reservations-create-manual', 'cash-receipts-issue') then 'sales-and-receipts'
    when p_op ->> 'kind' in ('reservations-process-payment', 'reservations-cancel') then p_op ->> 'kind'
  end
$$;

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql, with runs of sales and receipts
-- (bulk_kind no longer answers 'reservations-create-manual': sales are in those runs).
create or replace function public.push_run(p_caller public.profiles, p_device_id uuid, p_kind text, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  answers jsonb[];
  half integer := cardinality(p_ops) / 2;
  op jsonb;
begin
  if cardinality(p_ops) >= 2 then
    begin
      answers := case p_kind
        when 'sales-and-receipts' then public.push_sales_and_receipts_in_bulk(p_caller, p_device_id, p_ops)
        when 'reservations-process-payment' then public.push_payments_in_bulk(p_caller, p_device_id, p_ops)
        when 'reservations-cancel' then public.push_cancellations_in_bulk(p_caller, p_device_id, p_ops)
      end;
      if answers is null then
        -- Undoes the lock and anything else the try did.
        raise exception using errcode = 'P0002', message = 'run_not_in_bulk';
      end if;
      return answers;
    exception
      when others then
        answers := null;
    end;
  end if;
  if cardinality(p_ops) >= 8 then
    return public.push_run(p_caller, p_device_id, p_kind, p_ops[1:half])
      || public.push_run(p_caller, p_device_id, p_kind, p_ops[half + 1:]);
  end if;
  answers := '{}';
  foreach op in array p_ops loop
    answers := answers || public.push_op(p_caller, p_device_id, op);
  end loop;
  return answers;
end;
$$;

revoke execute on function
  public.record_run_answers(public.profiles, uuid, text, uuid[], timestamptz[], jsonb[]),
  public.record_applied_run(public.profiles, uuid, text, uuid[], timestamptz[], uuid[]),
  public.push_sales_in_bulk(public.profiles, uuid, jsonb[]),
  public.push_receipts_in_bulk(public.profiles, uuid, jsonb[]),
  public.push_sales_and_receipts_in_bulk(public.profiles, uuid, jsonb[]),
  public.bulk_kind(jsonb),
  public.push_run(public.profiles, uuid, text, jsonb[])
from public, anon, authenticated;
