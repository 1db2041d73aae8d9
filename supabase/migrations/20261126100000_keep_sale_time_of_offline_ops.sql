-- An op keeps the time the device made it (its `created_at`, stored as sync_ops.queued_at)
-- as the time of the sale, instead of the time it reached the server. A cash sale made
-- offline at 3:01 and synced 25 h later was stamped with the sync time: its 24 h hold counted
-- from the sync and its money counted on the day it synced.
--
-- The sale time of an op, bounded by the server's clock (a tablet's clock may be wrong):
--   - never later than the server's now(): a clock set ahead cannot lengthen a hold;
--   - never earlier than now() − offline_sale_window() (30 days): the longest a device can
--     keep selling offline on one session (the refresh token's lifetime, 30 days like
--     GoTrue's inactivity timeout: DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS in
--     supabase/local/auth-sessions.ts), so a clock set far back cannot date a sale before that;
--   - now() when the op carries no created_at.
-- A clock set back within the window only shortens a hold made in the same push (its
-- expires_at comes earlier); holds already on the server were expired before any op runs
-- (sync_push calls expire_overdue_reservations first), so no op can extend them.
--
-- What takes the sale time: every row an op inserts into reservations, reservation_seats,
-- payments and reservation_logs gets it as created_at (and updated_at), and every row an op
-- updates in reservations, reservation_seats and payments gets it as updated_at — one
-- trigger, so every op kind (sale, payment, cancellation, refund, release) is covered. A
-- payment's updated_at is when its money moved, so revenue ('Ingresos de hoy', the
-- assistant's sales_today) counts the day of the payment, not the day of the sync. Writes
-- outside an op (public booking, card provider, expiry) keep the server's clock.
--
-- Cash holds end 24 h after the sale: reservations-create-manual sets expires_at = sale
-- time + 24 h. A cash sale synced after its 24 h is still applied (answer 'applied'): it is
-- stored as a pending hold already past its expires_at, which everything already treats as
-- expired (seat_status_for_event, get_event_seat_statuses, the app's 'Expirada') and the
-- next expire_overdue_reservations marks 'expired', freeing its seats. The cashier sees
-- 'Expirada', as the tablet already showed offline; no seat is lost. Keeping it pending
-- until then lets a 'Procesar Pago' the cashier made in time (before expires_at by its own
-- sale time) in the same push still be applied: the money was taken while the hold held.
-- reservations-process-payment refuses a hold whose expiry came before the payment's sale
-- time: 'No se puede procesar el pago de una reserva expirada' (invalid_transition 409).

-- ============================================================================
-- Tables
-- ============================================================================

-- The op being applied is the only sync_ops row with a null result a transaction can see
-- (push_op claims it, applies it and records its answer in one savepoint): finding it by
-- this small index keeps the per-row trigger below cheap.
create index sync_ops_being_applied_idx on public.sync_ops (organization_id) where result is null;

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

-- How far back an op may date its sale: the longest a device sells offline on one session
-- (the refresh token's lifetime; keep the two equal). Older ops are dated this far back.
create function public.offline_sale_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;

-- The device's time of an op, bounded by the server's clock (see the top of this file).
create function public.sale_time_of(p_queued_at timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select least(now(), greatest(coalesce(p_queued_at, now()), now() - public.offline_sale_window()))
$$;

-- The sale time of the op the organization's push is applying now; null outside an op.
create function public.current_op_sale_time(p_organization_id uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select public.sale_time_of(claimed.queued_at)
  from public.sync_ops as claimed
  where claimed.result is null and claimed.organization_id = p_organization_id
  order by claimed.created_at desc
  limit 1
$$;

-- Replaces touch_updated_at on the sale tables: inside an op, rows take the op's sale time;
-- outside one, an update is stamped now() as before and an insert keeps its values.
-- Security definer (like check_text_lengths) so any writer's row can read sync_ops.
create function public.stamp_sale_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  op_time timestamptz := public.current_op_sale_time(new.organization_id);
begin
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

-- reservation_logs has no updated_at: only an inserted entry takes the op's sale time.
create function public.stamp_log_sale_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  op_time timestamptz := public.current_op_sale_time(new.organization_id);
begin
  if op_time is not null then
    new.created_at := op_time;
  end if;
  return new;
end;
$$;

drop trigger reservations_touch_updated_at on public.reservations;
drop trigger reservation_seats_touch_updated_at on public.reservation_seats;
drop trigger payments_touch_updated_at on public.payments;
create trigger reservations_stamp_sale_time before insert or update on public.reservations
  for each row execute function public.stamp_sale_time();
create trigger reservation_seats_stamp_sale_time before insert or update on public.reservation_seats
  for each row execute function public.stamp_sale_time();
create trigger payments_stamp_sale_time before insert or update on public.payments
  for each row execute function public.stamp_sale_time();
create trigger reservation_logs_stamp_sale_time before insert on public.reservation_logs
  for each row execute function public.stamp_log_sale_time();

-- As in 20261122150500_create_reservation_ops.sql, except that a cash hold ends 24 h after
-- the op's sale time, not after the sync.
create or replace function public.apply_reservations_create_manual(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  created public.reservations;
  seat_ids uuid[] := public.payload_uuid_list(p_payload, 'seat_ids');
  method text := public.payload_text(p_payload, 'payment_method');
  code text := upper(btrim(public.payload_text(p_payload, 'discount_code')));
  includes_children boolean := coalesce(public.payload_boolean(p_payload, 'includes_children'), false);
  share_venue boolean := coalesce(public.payload_boolean(p_payload, 'share_venue'), false);
  sale_time timestamptz := coalesce(public.current_op_sale_time(p_caller.organization_id), now());
  percent integer;
  subtotal integer;
  discount integer;
  violated_constraint text;
begin
  created.id := public.payload_id(p_payload);
  created.organization_id := p_caller.organization_id;
  created.event_id := public.payload_uuid(p_payload, 'event_id');
  created.customer_name := btrim(public.payload_text(p_payload, 'customer_name'));
  created.customer_email := btrim(public.payload_text(p_payload, 'customer_email'));
  created.customer_phone := btrim(public.payload_text(p_payload, 'customer_phone'));
  created.document_type := public.payload_text(p_payload, 'document_type');
  created.document_number := btrim(public.payload_text(p_payload, 'document_number'));
  created.notes := nullif(btrim(public.payload_text(p_payload, 'notes')), '');
  perform public.check_manual_reservation_fields(created, seat_ids, method);
  if exists (select 1 from public.reservations where id = created.id) then
    perform public.raise_app_error('reservation_exists', 'La reserva ya existe', 409);
  end if;
  percent := public.discount_percent(p_caller.organization_id, code);
  perform public.claim_seats_for_sale(p_caller, created.event_id, seat_ids);

  select sum(round(venue.base_price * seat.price_multiplier))::integer into subtotal
  from public.seats as seat join public.graderias as venue on venue.id = seat.graderia_id
  where seat.id = any (seat_ids);
  discount := round(subtotal * percent / 100.0)::integer;

  insert into public.reservations (
    id, organization_id, event_id, customer_name, customer_email, customer_phone, document_type, document_number,
    status, total_amount, notes, source, expires_at
  )
  values (
    created.id, created.organization_id, created.event_id, created.customer_name, created.customer_email,
    created.customer_phone, created.document_type, created.document_number,
    case method when 'cash' then 'pending' when 'marked_paid' then 'paid' else 'confirmed' end,
    subtotal - discount, created.notes, 'manual',
    case when method = 'cash' then sale_time + interval '24 hours' end
  )
  returning * into created;

  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
  select created.organization_id, created.id, created.event_id, seat.id, round(venue.base_price * seat.price_multiplier)
  from public.seats as seat join public.graderias as venue on venue.id = seat.graderia_id
  where seat.id = any (seat_ids);

  if method <> 'cash' then
    insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
    values (
      created.organization_id, created.id, created.total_amount,
      case method when 'marked_paid' then 'completed' else 'pending' end,
      case method when 'marked_paid' then 'cash' else 'mercadopago' end
    );
  end if;

  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (created.organization_id, created.id, p_caller.id, 'created', jsonb_build_object(
    'method', 'manual',
    'payment_method', method,
    'seats_count', cardinality(seat_ids),
    'total_amount', created.total_amount,
    'discount_applied', percent > 0,
    'discount_amount', discount,
    'discount_code', nullif(code, ''),
    'seats_reserved', (
      select jsonb_agg(
        jsonb_build_object('seat_id', sale.seat_id, 'row_letter', seat.row_letter, 'seat_number', seat.seat_number, 'price', sale.price)
        order by seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
      )
      from public.reservation_seats as sale join public.seats as seat on seat.id = sale.seat_id
      where sale.reservation_id = created.id
    ),
    'includes_children', includes_children,
    'share_venue', share_venue
  ));
  return public.reservation_rows(created.id);
exception
  -- A writer that does not lock seats (or the same reservation id pushed twice at once)
  -- got there first; the database's unique indexes caught it.
  when unique_violation then
    get stacked diagnostics violated_constraint = constraint_name;
    if violated_constraint = 'reservation_seats_one_active_sale_per_seat' then
      perform public.raise_seats_unavailable(public.unavailable_seats(created.event_id, seat_ids));
    elsif violated_constraint = 'reservations_pkey' then
      perform public.raise_app_error('reservation_exists', 'La reserva ya existe', 409);
    end if;
    raise;
end;
$$;

-- As in 20261122150500_create_reservation_ops.sql, except that a pending hold whose expiry
-- came before the payment's sale time is refused as expired (it may still be pending on the
-- server when it was created, already overdue, earlier in the same push).
create or replace function public.apply_reservations_process_payment(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  paid public.reservations := public.reservation_for_change(p_caller, p_payload);
  sale_time timestamptz := coalesce(public.current_op_sale_time(p_caller.organization_id), now());
begin
  case
    when paid.status = 'pending' and paid.expires_at <= sale_time then
      perform public.raise_app_error('invalid_transition', 'No se puede procesar el pago de una reserva expirada', 409);
    when paid.status = 'pending' then null;
    when paid.status = 'paid' then
      perform public.raise_app_error('invalid_transition', 'La reserva ya está pagada', 409);
    when paid.status = 'cancelled' then
      perform public.raise_app_error('invalid_transition', 'No se puede procesar el pago de una reserva cancelada', 409);
    when paid.status = 'expired' then
      perform public.raise_app_error('invalid_transition', 'No se puede procesar el pago de una reserva expirada', 409);
    else
      perform public.raise_app_error('invalid_transition', 'Solo se pueden procesar pagos de reservas pendientes', 409);
  end case;

  update public.reservations set status = 'paid' where id = paid.id;
  update public.payments set status = 'completed', payment_method = 'cash', amount = paid.total_amount
  where reservation_id = paid.id and status = 'pending';
  if not found then
    insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
    values (paid.organization_id, paid.id, paid.total_amount, 'completed', 'cash');
  end if;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (paid.organization_id, paid.id, p_caller.id, 'payment_processed',
    jsonb_build_object('method', 'cash', 'amount', paid.total_amount));
  return public.reservation_rows(paid.id);
end;
$$;

revoke execute on function
  public.offline_sale_window(),
  public.sale_time_of(timestamptz),
  public.current_op_sale_time(uuid),
  public.stamp_sale_time(),
  public.stamp_log_sale_time(),
  public.apply_reservations_create_manual(public.profiles, jsonb),
  public.apply_reservations_process_payment(public.profiles, jsonb)
from public, anon, authenticated;
