-- Two box-office ops that close bookings the old 'Cancelar' could not, both for organizers only:
--
--   reservations-refund {reservation_id, amount, reason, method: 'cash'}              organizer
--     A paid booking paid in cash (at the box office, or marked as paid) is refunded in cash:
--     a `payments` row of kind 'refund', completed, for exactly what was paid (Σ completed
--     charges − Σ refunds), beside the charge, which stays 'completed'. The reservation
--     becomes 'cancelled' (there is no 'refunded' status: the refund row and the 'refunded'
--     log entry tell a refunded booking apart from a cancelled hold) and its seats are free.
--     reservation_logs records who (user_id), when (created_at), from which device (the
--     device that pushed the op), how much and why.
--     → rows {reservations, reservation_seats, payments, reservation_logs}
--     codes: forbidden 403 (staff), reservation_not_found 404, refund_reason_required,
--     field_too_long (reason over 500 characters), invalid_refund_method,
--     invalid_refund_amount (absent, zero or negative), already_refunded 409 (another gate
--     refunded it first: a conflict the cashier sees, never a second payout), not_paid 409,
--     card_refund_required 409 (card charges go back through the payment provider),
--     refund_amount_mismatch 409 (more or less than was paid).
--
--   reservations-release-unpaid {event_id, reservation_ids: [uuid, …] (1 to 500)}     organizer
--     'Liberar reservas sin pagar': cancels the holds the organizer confirmed — pending or
--     confirmed bookings of the event with no completed charge — and frees their seats, one
--     'cancelled' log entry each. A listed booking that was paid or closed meanwhile is left
--     as it is (its rows come back so the device shows the truth); a listed id that is not a
--     booking of this event refuses the whole op.
--     → rows {reservations, reservation_seats, payments, reservation_logs} of every listed booking
--     codes: forbidden 403, event_not_found 404, reservations_required,
--     too_many_reservations, reservation_not_found 404
--
-- Staff may sell, collect and cancel holds at the gate, but money going out and releasing a
-- whole event's holds are the organizer's decisions: staff see 'Reembolsar' disabled with
-- the reason, and the server refuses the op from a staff device anyway.

-- ============================================================================
-- Tables
-- ============================================================================

-- None: refunds are payments of kind 'refund' (20261125150000_add_refund_payments.sql).

-- ============================================================================
-- Permission helpers
-- ============================================================================

create function public.require_organizer_for_op(p_caller public.profiles, p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_caller.role is distinct from 'organizer' then
    perform public.raise_app_error('forbidden', p_message, 403);
  end if;
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

-- None: sync_push re-checks the caller.

-- ============================================================================
-- Functions
-- ============================================================================

-- The op being applied, as push_op claimed it: push_op writes the op's sync_ops row (result
-- still null) before applying it and sets the result in the same transaction, so the only
-- row with a null result this transaction can see is its own op's. Trusting the device's
-- payload for its id would let one device sign a refund as another.
create function public.current_sync_op(p_caller public.profiles)
returns public.sync_ops
language sql
stable
set search_path = ''
as $$
  select * from public.sync_ops as claimed
  where claimed.result is null and claimed.organization_id = p_caller.organization_id and claimed.user_id = p_caller.id
  order by claimed.created_at desc
  limit 1
$$;

-- Money a reservation holds now: completed charges minus the refunds not failed (a card
-- refund still waiting on the provider already counts as gone).
create function public.reservation_money_held(p_reservation_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(case when payment.kind = 'charge' then payment.amount else -payment.amount end), 0)::integer
  from public.payments as payment
  where payment.reservation_id = p_reservation_id
    and ((payment.kind = 'charge' and payment.status = 'completed') or (payment.kind = 'refund' and payment.status <> 'failed'))
$$;

create function public.check_refund_request(p_reservation public.reservations, p_payload jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  amount integer := public.payload_integer(p_payload, 'amount');
  reason text := btrim(public.payload_text(p_payload, 'reason'));
  method text := public.payload_text(p_payload, 'method');
  held integer := public.reservation_money_held(p_reservation.id);
begin
  if coalesce(reason, '') = '' then
    perform public.raise_app_error('refund_reason_required', 'El motivo del reembolso es obligatorio');
  elsif char_length(reason) > 500 then
    perform public.raise_app_error('field_too_long', 'El campo Motivo del reembolso es demasiado largo');
  elsif method is distinct from 'cash' then
    perform public.raise_app_error('invalid_refund_method', 'Método de reembolso inválido: sin conexión solo se reembolsa en efectivo');
  elsif amount is null or amount <= 0 then
    perform public.raise_app_error('invalid_refund_amount', 'El monto del reembolso debe ser mayor a 0');
  elsif exists (select 1 from public.payments where reservation_id = p_reservation.id and kind = 'refund' and status <> 'failed') then
    perform public.raise_app_error('already_refunded',
      'Reembolso duplicado: otra taquilla ya reembolsó esta reserva. No entregues el dinero (si ya lo entregaste, recupéralo)', 409);
  elsif p_reservation.status <> 'paid' or held <= 0 then
    perform public.raise_app_error('not_paid', 'Solo se pueden reembolsar reservas pagadas', 409);
  elsif exists (
    select 1 from public.payments
    where reservation_id = p_reservation.id and kind = 'charge' and status = 'completed' and payment_method = 'mercadopago'
  ) then
    perform public.raise_app_error('card_refund_required',
      'Esta reserva se pagó con tarjeta: el reembolso se hace a través del proveedor de pagos y requiere conexión', 409);
  elsif amount <> held then
    perform public.raise_app_error('refund_amount_mismatch',
      format('El monto del reembolso debe ser exactamente lo pagado: %s', public.format_cop(held)), 409);
  end if;
end;
$$;

-- '$ 75.000', as the app shows pesos (es-CO).
create function public.format_cop(p_amount integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select '$ ' || replace(to_char(p_amount, 'FM999G999G999G990'), ',', '.')
$$;

create function public.apply_reservations_refund(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  refunded public.reservations;
  op public.sync_ops := public.current_sync_op(p_caller);
  refund_id uuid;
begin
  perform public.require_organizer_for_op(p_caller, 'Solo el organizador puede reembolsar reservas');
  -- Locked: two gates refunding the same booking queue here; the second sees the first's refund.
  refunded := public.reservation_for_change(p_caller, p_payload);
  perform public.check_refund_request(refunded, p_payload);

  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, kind)
  values (refunded.organization_id, refunded.id, public.payload_integer(p_payload, 'amount'), 'completed', 'cash', 'refund')
  returning id into refund_id;
  update public.reservations set status = 'cancelled' where id = refunded.id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (refunded.organization_id, refunded.id, p_caller.id, 'refunded', jsonb_build_object(
    'amount', public.payload_integer(p_payload, 'amount'),
    'method', 'cash',
    'reason', btrim(public.payload_text(p_payload, 'reason')),
    'payment_id', refund_id,
    'device_id', op.device_id,
    'op_id', op.op_id,
    'queued_at', op.queued_at
  ));
  return public.reservation_rows(refunded.id);
exception
  -- Another writer's refund committed between our check and insert (the index is the last word).
  when unique_violation then
    perform public.raise_app_error('already_refunded',
      'Reembolso duplicado: otra taquilla ya reembolsó esta reserva. No entregues el dinero (si ya lo entregaste, recupéralo)', 409);
end;
$$;

-- Every row of several reservations, as one push answer (reservation_rows for a list).
create function public.reservations_rows(p_reservation_ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'reservations', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(reservation)) order by reservation.id)
      from public.reservations as reservation where reservation.id = any (p_reservation_ids)
    ), '[]'::jsonb),
    'reservation_seats', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(sale)) order by sale.created_at, sale.id)
      from public.reservation_seats as sale where sale.reservation_id = any (p_reservation_ids)
    ), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(payment)) order by payment.created_at, payment.id)
      from public.payments as payment where payment.reservation_id = any (p_reservation_ids)
    ), '[]'::jsonb),
    'reservation_logs', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(log)) order by log.created_at, log.id)
      from public.reservation_logs as log where log.reservation_id = any (p_reservation_ids)
    ), '[]'::jsonb)
  )
$$;

create function public.apply_reservations_release_unpaid(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  released_event_id uuid := public.payload_uuid(p_payload, 'event_id');
  listed uuid[] := public.payload_uuid_list(p_payload, 'reservation_ids');
  op public.sync_ops := public.current_sync_op(p_caller);
  stranger uuid;
  released record;
begin
  perform public.require_organizer_for_op(p_caller, 'Solo el organizador puede liberar reservas sin pagar');
  if not exists (select 1 from public.events as event where event.id = released_event_id and event.organization_id = p_caller.organization_id) then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  if coalesce(cardinality(listed), 0) = 0 then
    perform public.raise_app_error('reservations_required', 'Selecciona al menos una reserva para liberar');
  elsif cardinality(listed) > 500 then
    perform public.raise_app_error('too_many_reservations', 'Se pueden liberar como máximo 500 reservas a la vez');
  end if;
  select wanted.reservation_id into stranger from unnest(listed) as wanted (reservation_id)
  where not exists (
    select 1 from public.reservations as reservation
    where reservation.id = wanted.reservation_id and reservation.organization_id = p_caller.organization_id
      and reservation.event_id = released_event_id
  )
  limit 1;
  if found then
    perform public.raise_app_error('reservation_not_found', 'Reserva no encontrada en este evento', 404);
  end if;

  -- In id order, so two releases (or a release and a payment) cannot deadlock.
  for released in
    select reservation.id, reservation.status from public.reservations as reservation
    where reservation.id = any (listed)
    order by reservation.id
    for update
  loop
    continue when released.status not in ('pending', 'confirmed') or exists (
      select 1 from public.payments as payment
      where payment.reservation_id = released.id and payment.kind = 'charge' and payment.status = 'completed'
    );
    update public.reservations set status = 'cancelled' where id = released.id;
    insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
    values (p_caller.organization_id, released.id, p_caller.id, 'cancelled', jsonb_build_object(
      'reason', 'Liberada: reserva sin pagar',
      'bulk_release', true,
      'previous_status', released.status,
      'device_id', op.device_id,
      'op_id', op.op_id
    ));
  end loop;
  return public.reservations_rows(listed);
end;
$$;

revoke execute on function
  public.require_organizer_for_op(public.profiles, text),
  public.current_sync_op(public.profiles),
  public.reservation_money_held(uuid),
  public.check_refund_request(public.reservations, jsonb),
  public.format_cop(integer),
  public.apply_reservations_refund(public.profiles, jsonb),
  public.reservations_rows(uuid[]),
  public.apply_reservations_release_unpaid(public.profiles, jsonb)
from public, anon, authenticated;
