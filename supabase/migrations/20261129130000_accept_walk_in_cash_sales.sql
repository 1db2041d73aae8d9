-- Issue 20, point 3: 'Venta rápida' at the gate. A walk-in who pays cash at once gives no
-- name, document, phone or e-mail. This departs from the spec's 'Nueva Reserva Manual' rules
-- on purpose (README): those rules still hold for every other manual sale.
--
-- A 'reservations-create-manual' op carrying walk_in = true is a walk-in cash sale:
--   - only with payment_method 'cash' (an online, card or 'marked paid' booking cannot skip the
--     customer's data by setting the flag: it is refused, 400 walk_in_requires_cash);
--   - at most 12 seats (a group books through the full dialog);
--   - the customer's fields are optional; a given e-mail must still be well formed and
--     the document type one of the four; the name defaults to 'Venta en taquilla';
--   - paid at once: status 'paid', no expiry, a completed cash payment (the dialog's 'cash'
--     is a 24 h hold paid later; a walk-in has already handed the money over);
--   - its 'created' log entry records walk_in, the pushing device (sync_ops.device_id, the
--     server's own record of who pushed, never the payload's word), the device's gate name
--     (display only, at most 60 characters) and the cashier's name (the caller's profile).
-- Every other rule of apply_reservations_create_manual stays as 20261126100000 left it.
--
-- Walk-in ops are not tried in bulk (bulk_kind answers null for them): push_sales_in_bulk
-- writes the dialog's sale, so a walk-in always takes the per-op path below.

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

-- The walk-in sale's own rules, in the order the quick-sale screen would show them.
create function public.check_walk_in_sale_fields(
  p_reservation public.reservations,
  p_seat_ids uuid[],
  p_payment_method text
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_payment_method is distinct from 'cash' then
    perform public.raise_app_error('walk_in_requires_cash', 'La venta en taquilla sin datos del cliente solo se cobra en efectivo');
  elsif p_reservation.event_id is null then
    perform public.raise_app_error('event_required', 'Debes seleccionar un evento');
  elsif coalesce(cardinality(p_seat_ids), 0) = 0 then
    perform public.raise_app_error('seats_required', 'Debe seleccionar al menos un asiento');
  elsif cardinality(p_seat_ids) > 12 then
    perform public.raise_app_error('too_many_seats', 'Una venta rápida es de máximo 12 asientos');
  elsif p_reservation.customer_email is not null and p_reservation.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    perform public.raise_app_error('invalid_email', 'Correo electrónico inválido');
  elsif p_reservation.document_type is null or p_reservation.document_type not in ('CC', 'CE', 'TI', 'Otro') then
    perform public.raise_app_error('invalid_document_type', 'Tipo de documento inválido');
  end if;
end;
$$;

-- As in 20261126100000_keep_sale_time_of_offline_ops.sql, plus the walk-in cash sale (above).
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
  walk_in boolean := coalesce(public.payload_boolean(p_payload, 'walk_in'), false);
  device_name text := left(nullif(btrim(public.payload_text(p_payload, 'device_name')), ''), 60);
  sale_time timestamptz := coalesce(public.current_op_sale_time(p_caller.organization_id), now());
  paid_at_once boolean;
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
  if walk_in then
    created.customer_name := coalesce(nullif(created.customer_name, ''), 'Venta en taquilla');
    created.customer_email := nullif(created.customer_email, '');
    created.customer_phone := nullif(created.customer_phone, '');
    created.document_type := coalesce(created.document_type, 'CC');
    created.document_number := nullif(created.document_number, '');
    perform public.check_walk_in_sale_fields(created, seat_ids, method);
  else
    perform public.check_manual_reservation_fields(created, seat_ids, method);
  end if;
  paid_at_once := walk_in or method = 'marked_paid';
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
    case when paid_at_once then 'paid' when method = 'cash' then 'pending' else 'confirmed' end,
    subtotal - discount, created.notes, 'manual',
    case when method = 'cash' and not walk_in then sale_time + interval '24 hours' end
  )
  returning * into created;

  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
  select created.organization_id, created.id, created.event_id, seat.id, round(venue.base_price * seat.price_multiplier)
  from public.seats as seat join public.graderias as venue on venue.id = seat.graderia_id
  where seat.id = any (seat_ids);

  if method <> 'cash' or walk_in then
    insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
    values (
      created.organization_id, created.id, created.total_amount,
      case when paid_at_once then 'completed' else 'pending' end,
      case when paid_at_once then 'cash' else 'mercadopago' end
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
  ) || case when walk_in then jsonb_build_object(
    'walk_in', true,
    'device_id', (public.current_sync_op(p_caller)).device_id,
    'device_name', device_name,
    'cashier_name', p_caller.full_name
  ) else '{}'::jsonb end);
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

-- As in 20261128120000_apply_runs_of_offline_ops_in_bulk.sql, except that a walk-in sale
-- (payload walk_in true) is never tried in bulk: push_sales_in_bulk writes the dialog's sale.
create or replace function public.bulk_kind(p_op jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_op) = 'object'
      and p_op ->> 'kind' in ('reservations-create-manual', 'reservations-process-payment', 'reservations-cancel')
      and not (p_op ->> 'kind' = 'reservations-create-manual' and jsonb_typeof(p_op -> 'payload') = 'object'
        and (p_op -> 'payload' -> 'walk_in') is not null and (p_op -> 'payload' -> 'walk_in') <> 'false'::jsonb
        and (p_op -> 'payload' -> 'walk_in') <> 'null'::jsonb)
    then p_op ->> 'kind' end
$$;

revoke execute on function
  public.check_walk_in_sale_fields(public.reservations, uuid[], text),
  public.apply_reservations_create_manual(public.profiles, jsonb),
  public.bulk_kind(jsonb)
from public, anon, authenticated;
