-- Issue 17, point 5: a push of many offline sales, payments and cancellations applies them
-- with a few set-based statements instead of one savepoint and a dozen statements per op, with the same
-- answers.
--
-- sync_push still answers every op as the per-op path (push_op) does. Consecutive ops of the
-- same bulk kind (a run of 'reservations-create-manual', of 'reservations-process-payment' or
-- of 'reservations-cancel') are first tried together, in one savepoint. The bulk
-- functions read and check every op with the very functions the per-op path uses (payload
-- readers, check_manual_reservation_fields, discount_percent, sale_time_of) and apply the run
-- only when the per-op path would apply every one of its ops:
--   sales: every op well formed and never pushed before, op ids and reservation ids new and
--     distinct, each event of the caller's organization and active, each seat on a stand of
--     its event, active and free, and no seat sold twice in the run;
--   payments: every op well formed and new, each reservation of the caller's organization,
--     paid once in the run, and a pending hold not expired at its op's sale time;
--   cancellations: the same, each reservation cancelled once in the run and neither paid,
--     cancelled nor expired.
-- Then the per-op path would write exactly what the bulk path writes (the ops of a run share
-- no row), so the answers are the same. Anything else — a conflict, a refusal, a database
-- error — rolls the savepoint back and the run is split in halves, each tried again the same
-- way; below 8 ops the per-op path answers, as before. A run is applied in order before the
-- ops after it, so what those ops see is unchanged. tests/db/sync-push-bulk-runs.test.ts
-- compares both paths over random batches.
--
-- Rows written by the bulk path carry their op's sale time themselves (sale_time_of of the
-- op's created_at, as push_op's claimed op gives it); while they are written the stamp
-- triggers are told so (a transaction-local setting) and skip looking for a claimed op.

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

-- As in 20261126100000_keep_sale_time_of_offline_ops.sql, except that a row written while
-- taquilla.sale_times_given is 'on' keeps the created_at and updated_at it was given: only the
-- bulk paths below set it, around their own statements, which give every row its op's time.
create or replace function public.stamp_sale_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  op_time timestamptz;
begin
  if current_setting('taquilla.sale_times_given', true) = 'on' then
    return new;
  end if;
  op_time := public.current_op_sale_time(new.organization_id);
  if tg_op = 'INSERT' then
    if op_time is not null then
      new.created_at := op_time;
      new.updated_at := op_time;
    end if;
  else
    new.updated_at := coalesce(op_time, now());
  end if;
  return new;
end;
$$;

-- As in 20261126100000_keep_sale_time_of_offline_ops.sql, with the same exception.
create or replace function public.stamp_log_sale_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  op_time timestamptz;
begin
  if current_setting('taquilla.sale_times_given', true) = 'on' then
    return new;
  end if;
  op_time := public.current_op_sale_time(new.organization_id);
  if op_time is not null then
    new.created_at := op_time;
  end if;
  return new;
end;
$$;

-- reservation_rows (20261122150500) of several reservations, in the order given, with one
-- statement per table instead of four per reservation.
create function public.reservation_rows_of(p_reservation_ids uuid[])
returns jsonb[]
language sql
stable
set search_path = ''
as $$
  with wanted as (
    select listed.id, listed.position from unnest(p_reservation_ids) with ordinality as listed (id, position)
  ),
  sales as (
    select sale.reservation_id, jsonb_agg(public.synced_row(to_jsonb(sale)) order by sale.created_at, sale.id) as rows
    from public.reservation_seats as sale where sale.reservation_id = any (p_reservation_ids)
    group by sale.reservation_id
  ),
  paid as (
    select payment.reservation_id, jsonb_agg(public.synced_row(to_jsonb(payment)) order by payment.created_at, payment.id) as rows
    from public.payments as payment where payment.reservation_id = any (p_reservation_ids)
    group by payment.reservation_id
  ),
  logged as (
    select log.reservation_id, jsonb_agg(public.synced_row(to_jsonb(log)) order by log.created_at, log.id) as rows
    from public.reservation_logs as log where log.reservation_id = any (p_reservation_ids)
    group by log.reservation_id
  )
  select array_agg(
    jsonb_build_object(
      'reservations', (
        select jsonb_agg(public.synced_row(to_jsonb(reservation)))
        from public.reservations as reservation where reservation.id = wanted.id
      ),
      'reservation_seats', coalesce(sales.rows, '[]'::jsonb),
      'payments', coalesce(paid.rows, '[]'::jsonb),
      'reservation_logs', coalesce(logged.rows, '[]'::jsonb)
    )
    order by wanted.position
  )
  from wanted
  left join sales on sales.reservation_id = wanted.id
  left join paid on paid.reservation_id = wanted.id
  left join logged on logged.reservation_id = wanted.id
$$;

-- The per-op answers of a run applied in bulk, each remembered in sync_ops as push_op
-- remembers one op's answer: each op's rows are its reservation's rows after the run.
create function public.record_applied_run(
  p_caller public.profiles, p_device_id uuid, p_kind text, p_op_ids uuid[], p_queued_ats timestamptz[], p_reservation_ids uuid[]
)
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  answers jsonb[] := public.reservation_rows_of(p_reservation_ids);
begin
  select array_agg(jsonb_build_object('op_id', p_op_ids[i], 'status', 'applied', 'rows', answers[i]) order by i)
  into answers
  from generate_subscripts(p_op_ids, 1) as i;
  insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at, result)
  select p_op_ids[i], p_caller.organization_id, p_device_id, p_caller.id, p_kind, p_queued_ats[i], answers[i]
  from generate_subscripts(p_op_ids, 1) as i;
  return answers;
end;
$$;

-- The answers of a run of 'reservations-create-manual' ops applied together, in op order;
-- null (and nothing written) when the per-op path would not apply every one of them. See
-- the top of this file; apply_reservations_create_manual (20261126100000) is the per-op path.
create function public.push_sales_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  op jsonb;
  payload jsonb;
  sale public.reservations;
  sale_seat_ids uuid[];
  sales public.reservations[] := '{}';
  op_ids uuid[] := '{}';
  queued_ats timestamptz[] := '{}';
  methods text[] := '{}';
  codes text[] := '{}';
  percents integer[] := '{}';
  children boolean[] := '{}';
  sharing boolean[] := '{}';
  seat_sales integer[] := '{}';
  seat_list uuid[] := '{}';
  position integer := 0;
begin
  -- The per-op path reads each sale this way, in this order; any refusal ends the bulk try.
  foreach op in array p_ops loop
    position := position + 1;
    if jsonb_typeof(op) is distinct from 'object' or jsonb_typeof(op -> 'payload') is distinct from 'object' then
      return null;
    end if;
    payload := op -> 'payload';
    op_ids := op_ids || public.payload_id(op, 'op_id');
    queued_ats := queued_ats || public.payload_timestamp(op, 'created_at');
    sale_seat_ids := public.payload_uuid_list(payload, 'seat_ids');
    methods := methods || public.payload_text(payload, 'payment_method');
    codes := codes || upper(btrim(public.payload_text(payload, 'discount_code')));
    children := children || coalesce(public.payload_boolean(payload, 'includes_children'), false);
    sharing := sharing || coalesce(public.payload_boolean(payload, 'share_venue'), false);
    sale := null;
    sale.id := public.payload_id(payload);
    sale.organization_id := p_caller.organization_id;
    sale.event_id := public.payload_uuid(payload, 'event_id');
    sale.customer_name := btrim(public.payload_text(payload, 'customer_name'));
    sale.customer_email := btrim(public.payload_text(payload, 'customer_email'));
    sale.customer_phone := btrim(public.payload_text(payload, 'customer_phone'));
    sale.document_type := public.payload_text(payload, 'document_type');
    sale.document_number := btrim(public.payload_text(payload, 'document_number'));
    sale.notes := nullif(btrim(public.payload_text(payload, 'notes')), '');
    perform public.check_manual_reservation_fields(sale, sale_seat_ids, methods[position]);
    percents := percents || public.discount_percent(p_caller.organization_id, codes[position]);
    sale.created_at := public.sale_time_of(queued_ats[position]);
    sale.updated_at := sale.created_at;
    sale.source := 'manual';
    sale.status := case methods[position] when 'cash' then 'pending' when 'marked_paid' then 'paid' else 'confirmed' end;
    sale.expires_at := case when methods[position] = 'cash' then sale.created_at + interval '24 hours' end;
    sales := sales || sale;
    seat_list := seat_list || sale_seat_ids;
    seat_sales := seat_sales || array_fill(position, array[cardinality(sale_seat_ids)]);
  end loop;

  if (select count(distinct id) from unnest(op_ids) as id) < position
    or (select count(distinct (sales[i]).id) from generate_subscripts(sales, 1) as i) < position
    or exists (select 1 from public.sync_ops where op_id = any (op_ids))
    or exists (select 1 from public.reservations where id in (select (sales[i]).id from generate_subscripts(sales, 1) as i))
    or exists (
      select 1 from generate_subscripts(sales, 1) as i
      left join public.events as sold_event
        on sold_event.id = (sales[i]).event_id and sold_event.organization_id = p_caller.organization_id
      where sold_event.id is null or not sold_event.is_active
    )
    or exists (
      select 1 from generate_subscripts(seat_list, 1) as j
      where not exists (
        select 1
        from public.seats as seat
        join public.event_graderias as link on link.graderia_id = seat.graderia_id and link.event_id = (sales[seat_sales[j]]).event_id
        where seat.id = seat_list[j]
      )
    )
    or (select count(distinct ((sales[seat_sales[j]]).event_id, seat_list[j])) from generate_subscripts(seat_list, 1) as j)
      < cardinality(seat_list)
  then
    return null;
  end if;

  -- In id order, as claim_seats_for_sale does, so sales of overlapping seats cannot deadlock.
  perform 1 from public.seats where id = any (seat_list) order by id for no key update;
  if exists (
    select 1
    from generate_subscripts(seat_list, 1) as j
    join public.seats as seat on seat.id = seat_list[j]
    join public.graderias as venue on venue.id = seat.graderia_id
    where not seat.is_active
      or not venue.is_active
      or exists (
        select 1 from public.reservation_seats as taken
        where taken.event_id = (sales[seat_sales[j]]).event_id and taken.seat_id = seat.id and taken.active
      )
  ) then
    return null;
  end if;

  perform set_config('taquilla.sale_times_given', 'on', true);
  insert into public.reservations (
    id, organization_id, event_id, customer_name, customer_email, customer_phone, document_type, document_number,
    status, total_amount, notes, source, expires_at, created_at, updated_at
  )
  select
    sale_row.id, sale_row.organization_id, sale_row.event_id, sale_row.customer_name, sale_row.customer_email,
    sale_row.customer_phone, sale_row.document_type, sale_row.document_number,
    sale_row.status, priced.subtotal - round(priced.subtotal * percents[i] / 100.0)::integer, sale_row.notes,
    sale_row.source, sale_row.expires_at, sale_row.created_at, sale_row.updated_at
  from generate_subscripts(sales, 1) as i
  cross join lateral (select (sales[i]).*) as sale_row
  cross join lateral (
    select sum(round(venue.base_price * seat.price_multiplier))::integer as subtotal
    from public.seats as seat join public.graderias as venue on venue.id = seat.graderia_id
    where seat.id in (select seat_list[j] from generate_subscripts(seat_list, 1) as j where seat_sales[j] = i)
  ) as priced
  order by i;

  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price, created_at, updated_at)
  select p_caller.organization_id, (sales[seat_sales[j]]).id, (sales[seat_sales[j]]).event_id, seat.id,
    round(venue.base_price * seat.price_multiplier), (sales[seat_sales[j]]).created_at, (sales[seat_sales[j]]).created_at
  from generate_subscripts(seat_list, 1) as j
  join public.seats as seat on seat.id = seat_list[j]
  join public.graderias as venue on venue.id = seat.graderia_id
  order by j;

  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, created_at, updated_at)
  select created.organization_id, created.id, created.total_amount,
    case methods[i] when 'marked_paid' then 'completed' else 'pending' end,
    case methods[i] when 'marked_paid' then 'cash' else 'mercadopago' end,
    created.created_at, created.created_at
  from generate_subscripts(sales, 1) as i
  join public.reservations as created on created.id = (sales[i]).id
  where methods[i] <> 'cash'
  order by i;

  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at)
  select created.organization_id, created.id, p_caller.id, 'created', jsonb_build_object(
      'method', 'manual',
      'payment_method', methods[i],
      'seats_count', (select count(*) from unnest(seat_sales) as owner where owner = i),
      'total_amount', created.total_amount,
      'discount_applied', percents[i] > 0,
      'discount_amount', round(priced.subtotal * percents[i] / 100.0)::integer,
      'discount_code', nullif(codes[i], ''),
      'seats_reserved', (
        select jsonb_agg(
          jsonb_build_object('seat_id', sold.seat_id, 'row_letter', seat.row_letter, 'seat_number', seat.seat_number, 'price', sold.price)
          order by seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
        )
        from public.reservation_seats as sold join public.seats as seat on seat.id = sold.seat_id
        where sold.reservation_id = created.id
      ),
      'includes_children', children[i],
      'share_venue', sharing[i]
    ),
    created.created_at
  from generate_subscripts(sales, 1) as i
  join public.reservations as created on created.id = (sales[i]).id
  cross join lateral (
    select coalesce(sum(sold.price), 0)::integer as subtotal
    from public.reservation_seats as sold where sold.reservation_id = created.id
  ) as priced
  order by i;
  perform set_config('taquilla.sale_times_given', '', true);

  return public.record_applied_run(p_caller, p_device_id, 'reservations-create-manual', op_ids, queued_ats, array(select (sales[i]).id from generate_subscripts(sales, 1) as i order by i));
end;
$$;

-- The answers of a run of 'reservations-process-payment' ops applied together, in op order;
-- null when the per-op path would not apply every one of them: each op well formed and new,
-- each reservation of the caller's organization, paid once in the run, and still a pending
-- hold at its op's sale time. apply_reservations_process_payment (20261126100000) is the
-- per-op path; a payment's update touches only its own reservation's rows.
create function public.push_payments_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  op jsonb;
  op_ids uuid[] := '{}';
  queued_ats timestamptz[] := '{}';
  sale_times timestamptz[] := '{}';
  reservation_ids uuid[] := '{}';
  position integer := 0;
  payable integer;
begin
  foreach op in array p_ops loop
    position := position + 1;
    if jsonb_typeof(op) is distinct from 'object' or jsonb_typeof(op -> 'payload') is distinct from 'object' then
      return null;
    end if;
    op_ids := op_ids || public.payload_id(op, 'op_id');
    queued_ats := queued_ats || public.payload_timestamp(op, 'created_at');
    sale_times := sale_times || public.sale_time_of(queued_ats[position]);
    reservation_ids := reservation_ids || public.payload_id(op -> 'payload', 'reservation_id');
  end loop;
  if (select count(distinct id) from unnest(op_ids) as id) < position
    or (select count(distinct id) from unnest(reservation_ids) as id) < position
    or exists (select 1 from public.sync_ops where op_id = any (op_ids))
  then
    return null;
  end if;

  -- Locked as reservation_for_change locks each one, here in id order.
  perform 1 from public.reservations
  where id = any (reservation_ids) and organization_id = p_caller.organization_id
  order by id
  for update;
  select count(*) into payable
  from generate_subscripts(reservation_ids, 1) as i
  join public.reservations as held
    on held.id = reservation_ids[i] and held.organization_id = p_caller.organization_id
  where held.status = 'pending' and held.expires_at > sale_times[i];
  if payable < position then
    return null;
  end if;

  perform set_config('taquilla.sale_times_given', 'on', true);
  -- Those with no pending payment get a new one, as the per-op path does when its update finds none.
  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, created_at, updated_at)
  select held.organization_id, held.id, held.total_amount, 'completed', 'cash', sale_times[i], sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  join public.reservations as held on held.id = reservation_ids[i]
  where not exists (
    select 1 from public.payments as pending where pending.reservation_id = held.id and pending.status = 'pending'
  )
  order by i;
  update public.payments as pending
  set status = 'completed', payment_method = 'cash', amount = held.total_amount, updated_at = sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  join public.reservations as held on held.id = reservation_ids[i]
  where pending.reservation_id = held.id and pending.status = 'pending';
  update public.reservations as held
  set status = 'paid', updated_at = sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  where held.id = reservation_ids[i];
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at)
  select held.organization_id, held.id, p_caller.id, 'payment_processed',
    jsonb_build_object('method', 'cash', 'amount', held.total_amount), sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  join public.reservations as held on held.id = reservation_ids[i]
  order by i;
  perform set_config('taquilla.sale_times_given', '', true);

  return public.record_applied_run(p_caller, p_device_id, 'reservations-process-payment', op_ids, queued_ats, reservation_ids);
end;
$$;

-- The answers of a run of 'reservations-cancel' ops applied together, in op order; null
-- when the per-op path would not apply every one of them: each op well formed and new, each
-- reservation of the caller's organization, cancelled once in the run, and neither paid,
-- cancelled nor expired. apply_reservations_cancel (20261122150500) is the per-op path; the
-- release trigger frees the seats, which then take their op's sale time as the per-op path
-- gives them.
create function public.push_cancellations_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  op jsonb;
  op_ids uuid[] := '{}';
  queued_ats timestamptz[] := '{}';
  sale_times timestamptz[] := '{}';
  reservation_ids uuid[] := '{}';
  reasons text[] := '{}';
  position integer := 0;
  cancellable integer;
  released uuid[];
begin
  foreach op in array p_ops loop
    position := position + 1;
    if jsonb_typeof(op) is distinct from 'object' or jsonb_typeof(op -> 'payload') is distinct from 'object' then
      return null;
    end if;
    op_ids := op_ids || public.payload_id(op, 'op_id');
    queued_ats := queued_ats || public.payload_timestamp(op, 'created_at');
    sale_times := sale_times || public.sale_time_of(queued_ats[position]);
    reservation_ids := reservation_ids || public.payload_id(op -> 'payload', 'reservation_id');
    reasons := reasons
      || coalesce(nullif(btrim(public.payload_text(op -> 'payload', 'reason')), ''), 'Cancelled by organizer');
  end loop;
  if (select count(distinct id) from unnest(op_ids) as id) < position
    or (select count(distinct id) from unnest(reservation_ids) as id) < position
    or exists (select 1 from public.sync_ops where op_id = any (op_ids))
  then
    return null;
  end if;

  perform 1 from public.reservations
  where id = any (reservation_ids) and organization_id = p_caller.organization_id
  order by id
  for update;
  select count(*) into cancellable
  from public.reservations as held
  where held.id = any (reservation_ids) and held.organization_id = p_caller.organization_id
    and held.status not in ('paid', 'cancelled', 'expired');
  if cancellable < position then
    return null;
  end if;

  select coalesce(array_agg(sale.id), '{}') into released
  from public.reservation_seats as sale where sale.reservation_id = any (reservation_ids) and sale.active;
  perform set_config('taquilla.sale_times_given', 'on', true);
  update public.reservations as held
  set status = 'cancelled', updated_at = sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  where held.id = reservation_ids[i];
  -- The release trigger freed the seats, keeping their updated_at while the setting is on.
  update public.reservation_seats as sale
  set updated_at = sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  where sale.reservation_id = reservation_ids[i] and sale.id = any (released);
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details, created_at)
  select p_caller.organization_id, reservation_ids[i], p_caller.id, 'cancelled',
    jsonb_build_object('reason', reasons[i]), sale_times[i]
  from generate_subscripts(reservation_ids, 1) as i
  order by i;
  perform set_config('taquilla.sale_times_given', '', true);

  return public.record_applied_run(p_caller, p_device_id, 'reservations-cancel', op_ids, queued_ats, reservation_ids);
end;
$$;

-- The op kinds whose runs are tried in bulk, and the function that tries them.
create function public.bulk_kind(p_op jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_op) = 'object' and p_op ->> 'kind' in ('reservations-create-manual', 'reservations-process-payment', 'reservations-cancel')
    then p_op ->> 'kind' end
$$;

-- A run of ops of one bulk kind, in op order: in bulk when every op would be applied;
-- otherwise halved and tried again, down to the per-op path for short runs.
create function public.push_run(p_caller public.profiles, p_device_id uuid, p_kind text, p_ops jsonb[])
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
        when 'reservations-create-manual' then public.push_sales_in_bulk(p_caller, p_device_id, p_ops)
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

-- As in 20261127110000_expire_holds_of_touched_seats.sql, except that runs of consecutive
-- sales, payments or cancellations go through push_run; every other op through push_op.
create or replace function public.sync_push(device_id uuid, ops jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles;
  removed boolean;
  results jsonb[] := '{}';
  run jsonb[] := '{}';
  run_kind text;
  op jsonb;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  if second_factor.pending() then
    perform public.raise_app_error('second_factor_required',
      'Ingresa el código de verificación en dos pasos para continuar', 403);
  end if;
  select * into caller from public.profiles where id = auth.uid();
  if not found then
    perform public.raise_app_error('organization_not_found', 'No se encontró la organización asociada', 403);
  end if;
  removed := caller.removed_at is not null;
  if sync_push.device_id is null then
    perform public.raise_app_error('invalid_payload', 'Falta el identificador del dispositivo (device_id)');
  end if;
  if jsonb_typeof(sync_push.ops) is distinct from 'array' then
    perform public.raise_app_error('invalid_payload', 'Las operaciones (ops) deben enviarse como una lista');
  end if;
  if jsonb_array_length(sync_push.ops) > 500 then
    perform public.raise_app_error('invalid_payload', 'Se pueden enviar como máximo 500 operaciones a la vez');
  end if;
  if removed then
    for op in select value from jsonb_array_elements(sync_push.ops) loop
      results := results || public.refuse_op_of_removed_member(caller, sync_push.device_id, op);
    end loop;
    return jsonb_build_object('results', to_jsonb(results));
  end if;
  perform public.expire_overdue_reservations();

  for op in select value from jsonb_array_elements(sync_push.ops) loop
    if cardinality(run) > 0 and public.bulk_kind(op) is distinct from run_kind then
      results := results || public.push_run(caller, sync_push.device_id, run_kind, run);
      run := '{}';
    end if;
    run_kind := public.bulk_kind(op);
    if run_kind is not null then
      run := run || op;
    else
      results := results || public.push_op(caller, sync_push.device_id, op);
    end if;
  end loop;
  if cardinality(run) > 0 then
    results := results || public.push_run(caller, sync_push.device_id, run_kind, run);
  end if;
  return jsonb_build_object('results', to_jsonb(results));
end;
$$;

revoke execute on function
  public.reservation_rows_of(uuid[]),
  public.record_applied_run(public.profiles, uuid, text, uuid[], timestamptz[], uuid[]),
  public.push_sales_in_bulk(public.profiles, uuid, jsonb[]),
  public.push_payments_in_bulk(public.profiles, uuid, jsonb[]),
  public.push_cancellations_in_bulk(public.profiles, uuid, jsonb[]),
  public.bulk_kind(jsonb),
  public.push_run(public.profiles, uuid, text, jsonb[])
from public, anon, authenticated;
