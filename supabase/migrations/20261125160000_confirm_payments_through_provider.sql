-- Money integrity of the public page (issue 14): only the payment provider confirms a card
-- payment, a card checkout holds its seats for a limited time, one person cannot hold an
-- event, and a paid card booking can be refunded through the provider.
--
-- Until now a visitor's own browser settled its card payment (settle_sandbox_payment was
-- granted to anon), and card bookings held their seats forever ('confirmed', no expiry).
--
-- book_seats(...) — same arguments and answer shape as before; changes:
--   mercadopago → reservation 'pending' with expires_at = now() + the card hold
--     (payment_settings.card_hold_seconds, 15 minutes by default); cash → 'pending', 24 hours.
--   New refusal, checked after the fields and before the seats:
--     hold_limit_reached 409 'Ya tienes N asientos reservados sin pagar para este evento…'
--     when the seats held unpaid for the event (pending not overdue, or confirmed) by the
--     same document number, phone or e-mail (normalised: document without spaces, dots or
--     dashes and upper-cased; phone digits only; e-mail trimmed and lower-cased) plus the
--     new ones would exceed 12. Bookings of one person queue on advisory locks, so two at
--     once cannot both pass.
--
-- get_sandbox_payment(payment_id uuid) → jsonb — now also
--   expires_at, seconds_left (whole seconds until the hold ends, 0 when over; null when the
--   booking holds no timer), and reservation_status 'expired' for a hold past its end
--   (even before expire_overdue_reservations has run). Only charges (kind 'charge').
--
-- settle_sandbox_payment: dropped. No browser call can settle a payment any more.
--
-- confirm_provider_payment(notification_id text, payment_id uuid, status text,
--   amount integer, provider text = 'sandbox', provider_reference text = null) → jsonb
--   EXECUTE for service_role only: the payment webhook calls it after it verified the
--   provider's HMAC signature. One call per provider notification:
--   charge approved → payment completed, reservation paid, log 'payment_processed';
--   charge rejected → payment failed, reservation cancelled (seats free), log 'cancelled';
--   refund approved → refund completed, reservation cancelled (seats free), log 'refunded';
--   refund rejected → refund failed (another may be requested), log 'refund_failed'.
--   {notification_id, payment_id, kind, status, amount, reservation_id, reservation_status}
--   Refusals (nothing written):
--     invalid_notification 400 'Notificación de pago inválida' (id, provider),
--     invalid_payment_status 400 'Estado de pago inválido', invalid_amount 400,
--     notification_replayed 409 'Esta notificación ya fue procesada' (same provider + id),
--     payment_not_found 404, payment_already_settled 409 'Este pago ya fue procesado',
--     amount_mismatch 409 'El monto notificado no coincide con el del pago',
--     hold_expired 409 'La reserva expiró antes de que llegara el pago; el pago no se aplicó'
--       (an approval arriving after the hold ended: the seats may be sold again; the
--       provider's checkout ends with the hold, so this is a race at the edge, and the
--       organizer refunds it at the provider — see README),
--     reservation_closed 409 (approving a booking the box office cancelled meanwhile),
--     reservation_already_paid 409.
--
-- request_card_refund(reservation_id uuid, reason text, device_id text = null) → jsonb
--   Organizers only. Records a pending refund of a paid card booking (the amount of its
--   completed card charge) and the log 'refund_requested' (who, device, amount, reason);
--   the server route then asks the provider, whose signed notification completes it.
--   {refund_id, charge_payment_id, reservation_id, amount, status: 'pending'}
--   Refusals: not_authenticated 401, forbidden 403 (staff), reason_required 400,
--   field_too_long 400, reservation_not_found 404 (also another organization's),
--   not_paid 409, not_card_payment 409, already_refunded 409.

-- ============================================================================
-- Tables
-- ============================================================================

-- One row: how long a card checkout holds its seats. 15 minutes, as seats.io's hold tokens;
-- the local server may set it at start (TAQUILLA_CARD_HOLD_SECONDS) for tests.
create table public.payment_settings (
  id boolean primary key default true check (id),
  card_hold_seconds integer not null default 900 check (card_hold_seconds between 10 and 86400),
  updated_at timestamptz not null default now()
);
insert into public.payment_settings default values;

-- Every provider notification applied, so a replay (the provider retrying, or someone
-- resending a captured request) changes nothing.
create table public.provider_notifications (
  provider text not null,
  notification_id text not null,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payment_id uuid not null references public.payments (id) on delete cascade,
  status text not null,
  amount integer not null,
  provider_reference text,
  received_at timestamptz not null default now(),
  primary key (provider, notification_id)
);
create index provider_notifications_payment_id_idx on public.provider_notifications (payment_id);
create index provider_notifications_organization_id_idx on public.provider_notifications (organization_id);

-- Finds one person's unpaid holds for an event without reading the event's paid sales.
create index reservations_unpaid_by_event_idx on public.reservations (event_id)
  where status in ('pending', 'confirmed');

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: the tables below are read and written only by the functions of this file.

-- ============================================================================
-- Policies
-- ============================================================================

-- Row-level security on, no policy: nobody but the functions (security definer) and the
-- service role reads or writes these. The default privileges of schema public grant every
-- new table to anon and authenticated, so they are taken back; authenticated keeps SELECT
-- like on every table (the project's convention), which with no policy shows no row.
alter table public.payment_settings enable row level security;
alter table public.provider_notifications enable row level security;
revoke all on table public.payment_settings, public.provider_notifications from public, anon, authenticated;
grant select on table public.payment_settings, public.provider_notifications to authenticated;

-- ============================================================================
-- Functions
-- ============================================================================

-- Holds -------------------------------------------------------------------------------

create function public.card_hold_interval()
returns interval
language sql
stable
set search_path = ''
as $$
  select coalesce((select make_interval(secs => card_hold_seconds) from public.payment_settings), interval '15 minutes')
$$;

-- The forms a person types differently each time: '1.075.987 654' and '1075987654' are one
-- document, '+57 310 456 7890' and '3104567890' nearly one phone (the country code stays).
create function public.normalized_document(p_document text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(upper(regexp_replace(coalesce(p_document, ''), '[[:space:].-]', '', 'g')), '')
$$;

create function public.normalized_phone(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '')
$$;

create function public.normalized_email(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(lower(btrim(coalesce(p_email, ''))), '')
$$;

-- Per event, one person holds at most 12 unpaid seats at once, whoever booked them and
-- however the document, phone or e-mail was typed. The person's bookings queue on
-- transaction advisory locks (taken in key order, so two people sharing a phone cannot
-- deadlock), so two bookings at once cannot both pass the count.
create function public.check_hold_limit(p_booking public.reservations, p_new_seats integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  person_document text := public.normalized_document(p_booking.document_number);
  person_phone text := public.normalized_phone(p_booking.customer_phone);
  person_email text := public.normalized_email(p_booking.customer_email);
  held integer;
begin
  perform pg_advisory_xact_lock(lock_key)
  from (
    select distinct hashtextextended(p_booking.event_id::text || ':' || identity, 0) as lock_key
    from unnest(array['document:' || person_document, 'phone:' || person_phone, 'email:' || person_email]) as identity
    where identity is not null
  ) as keys
  order by lock_key;

  select count(*)::integer into held
  from public.reservations as reservation
  join public.reservation_seats as sale on sale.reservation_id = reservation.id and sale.active
  where reservation.event_id = p_booking.event_id
    and (reservation.status = 'confirmed' or (reservation.status = 'pending' and reservation.expires_at > now()))
    and (
      public.normalized_document(reservation.document_number) = person_document
      or public.normalized_phone(reservation.customer_phone) = person_phone
      or public.normalized_email(reservation.customer_email) = person_email
    );
  if held + p_new_seats > 12 then
    perform public.raise_app_error(
      'hold_limit_reached',
      format(
        'Ya tienes %s asientos reservados sin pagar para este evento y el máximo es 12 por persona. '
          || 'Paga o deja vencer una reserva antes de hacer otra.',
        held
      ),
      409
    );
  end if;
end;
$$;

-- Booking ------------------------------------------------------------------------------

-- As in 20261122160000_create_public_booking.sql, except that a card booking is now a hold
-- too: 'pending' until the provider confirms, for card_hold_interval().
create or replace function public.write_booking(p_booking public.reservations, p_seat_ids uuid[], p_payment_method text)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  booked public.reservations := p_booking;
  payment_id uuid;
begin
  insert into public.public_customers (organization_id, name, phone, email, document_number, document_type)
  values (
    booked.organization_id, booked.customer_name, booked.customer_phone, booked.customer_email,
    booked.document_number, booked.document_type
  )
  returning id into booked.public_customer_id;

  insert into public.reservations (
    organization_id, event_id, public_customer_id, customer_name, customer_email, customer_phone, document_type,
    document_number, status, total_amount, notes, source, expires_at
  )
  select
    booked.organization_id, booked.event_id, booked.public_customer_id, booked.customer_name, booked.customer_email,
    booked.customer_phone, booked.document_type, booked.document_number,
    'pending',
    sum(round(venue.base_price * seat.price_multiplier))::integer,
    booked.notes, booked.source,
    now() + case when p_payment_method = 'cash' then interval '24 hours' else public.card_hold_interval() end
  from public.seats as seat
  join public.graderias as venue on venue.id = seat.graderia_id
  where seat.id = any (p_seat_ids)
  returning * into booked;

  insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
  select booked.organization_id, booked.id, booked.event_id, seat.id, round(venue.base_price * seat.price_multiplier)
  from public.seats as seat
  join public.graderias as venue on venue.id = seat.graderia_id
  where seat.id = any (p_seat_ids);

  insert into public.payments (organization_id, reservation_id, amount, status, payment_method)
  values (booked.organization_id, booked.id, booked.total_amount, 'pending', p_payment_method)
  returning id into payment_id;

  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (booked.organization_id, booked.id, null, 'created', jsonb_build_object(
    'method', 'public_web',
    'source', booked.source,
    'payment_method', p_payment_method,
    'seats_count', cardinality(p_seat_ids),
    'total_amount', booked.total_amount,
    'seats_reserved', public.booked_seats(booked.id, 'seat_id')
  ));

  return jsonb_build_object(
    'reservation_id', booked.id,
    'status', booked.status,
    'total_amount', booked.total_amount,
    'expires_at', booked.expires_at,
    'payment_id', payment_id,
    'payment_method', p_payment_method,
    'seats', public.booked_seats(booked.id, 'id')
  );
end;
$$;

-- As before, plus the per-person hold limit once the fields are known to be well formed.
create or replace function public.book_seats(
  event_slug text default null,
  seat_ids jsonb default null,
  customer_name text default null,
  customer_phone text default null,
  document_type text default 'CC',
  document_number text default null,
  customer_email text default null,
  notes text default null,
  payment_method text default 'mercadopago',
  source text default 'public_web'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booked_event public.events;
  selected_seat_ids uuid[];
  booking public.reservations;
  violated_constraint text;
begin
  booked_event := public.bookable_event(event_slug);
  selected_seat_ids := public.booking_seat_ids(seat_ids);
  booking.organization_id := booked_event.organization_id;
  booking.event_id := booked_event.id;
  booking.customer_name := btrim(customer_name);
  booking.customer_phone := btrim(customer_phone);
  booking.document_type := document_type;
  booking.document_number := btrim(document_number);
  booking.customer_email := nullif(btrim(customer_email), '');
  booking.notes := nullif(btrim(notes), '');
  booking.source := source;
  perform public.check_booking_fields(booking, payment_method);

  -- An overdue hold must not block the seats it held, nor count against its holder.
  perform public.expire_overdue_reservations();
  perform public.check_hold_limit(booking, cardinality(selected_seat_ids));
  perform public.claim_seats_for_booking(booked_event, selected_seat_ids);
  return public.write_booking(booking, selected_seat_ids, payment_method);
exception
  -- A writer that does not lock seats got there first; the database's unique index caught it.
  when unique_violation then
    get stacked diagnostics violated_constraint = constraint_name;
    if violated_constraint = 'reservation_seats_one_active_sale_per_seat' then
      perform public.raise_seats_unavailable(public.unavailable_seats(booked_event.id, selected_seat_ids));
    end if;
    raise;
end;
$$;

-- Checkout page ------------------------------------------------------------------------

-- The card charges of bookings made by book_seats; refunds are never a checkout.
create or replace function public.check_sandbox_payment(p_payment public.payments)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_payment.id is null or p_payment.payment_method <> 'mercadopago' or p_payment.kind <> 'charge' or not exists (
    select 1 from public.reservations as reservation
    where reservation.id = p_payment.reservation_id and reservation.public_customer_id is not null
  ) then
    perform public.raise_app_error('payment_not_found', 'Pago no encontrado', 404);
  end if;
end;
$$;

-- As before, plus the hold's end: seconds_left is the server's count, so a visitor whose
-- phone clock is wrong still sees the right countdown.
create or replace function public.sandbox_payment_answer(p_payment_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'payment_id', payment.id,
    'status', payment.status,
    'amount', payment.amount,
    'reservation_id', reservation.id,
    'reservation_status', case
      when reservation.status = 'pending' and reservation.expires_at <= now() then 'expired'
      else reservation.status
    end,
    'expires_at', case when reservation.status = 'pending' then reservation.expires_at end,
    'seconds_left', case when reservation.status = 'pending'
      then greatest(0, floor(extract(epoch from reservation.expires_at - now())))::integer
    end,
    'customer_name', reservation.customer_name,
    'event_name', event.name,
    'event_slug', event.slug,
    'seats', coalesce((
      select jsonb_agg(
        seat.row_letter || '-' || seat.seat_number
        order by seat.graderia_id, seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
      )
      from public.reservation_seats as sale
      join public.seats as seat on seat.id = sale.seat_id
      where sale.reservation_id = reservation.id
    ), '[]'::jsonb)
  )
  from public.payments as payment
  join public.reservations as reservation on reservation.id = payment.reservation_id
  join public.events as event on event.id = reservation.event_id
  where payment.id = p_payment_id
$$;

-- The hole: whoever held a payment id could mark it paid. Gone with its helpers.
drop function public.settle_sandbox_payment(uuid, boolean);
drop function public.approve_sandbox_payment(public.payments);
drop function public.reject_sandbox_payment(public.payments);

-- Provider notifications ---------------------------------------------------------------

-- A charge the provider approved or rejected. Approval needs a live hold: once it ended
-- the seats may belong to someone else.
create function public.apply_charge_notification(p_charge public.payments, p_booking public.reservations, p_approved boolean, p_provider text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not p_approved then
    update public.payments set status = 'failed' where id = p_charge.id;
    update public.reservations set status = 'cancelled'
    where id = p_booking.id and status in ('pending', 'confirmed');
    if found then
      insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
      values (p_charge.organization_id, p_booking.id, null, 'cancelled',
        jsonb_build_object('reason', 'Pago rechazado por la pasarela', 'provider', p_provider));
    end if;
    return;
  end if;

  if p_booking.status = 'expired' or (p_booking.status = 'pending' and p_booking.expires_at <= now()) then
    perform public.raise_app_error(
      'hold_expired', 'La reserva expiró antes de que llegara el pago; el pago no se aplicó', 409
    );
  elsif p_booking.status = 'cancelled' then
    perform public.raise_app_error('reservation_closed', 'La reserva ya está cerrada y no se puede reabrir', 409);
  elsif p_booking.status = 'paid' then
    perform public.raise_app_error('reservation_already_paid', 'La reserva ya está pagada', 409);
  end if;
  update public.payments set status = 'completed' where id = p_charge.id;
  update public.reservations set status = 'paid' where id = p_booking.id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (p_charge.organization_id, p_booking.id, null, 'payment_processed',
    jsonb_build_object('method', 'mercadopago', 'provider', p_provider, 'amount', p_charge.amount));
end;
$$;

-- A refund the provider made (or refused). Made: the money went back, so the booking is
-- cancelled and its seats are free; the log repeats who asked and why.
create function public.apply_refund_notification(p_refund public.payments, p_booking public.reservations, p_approved boolean, p_provider text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  request jsonb;
  requested_by uuid;
begin
  select log.details, log.user_id into request, requested_by
  from public.reservation_logs as log
  where log.reservation_id = p_booking.id and log.action = 'refund_requested'
    and log.details ->> 'refund_payment_id' = p_refund.id::text
  order by log.created_at desc
  limit 1;

  update public.payments set status = case when p_approved then 'completed' else 'failed' end where id = p_refund.id;
  if p_approved then
    update public.reservations set status = 'cancelled' where id = p_booking.id and status = 'paid';
  end if;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (p_refund.organization_id, p_booking.id, requested_by,
    case when p_approved then 'refunded' else 'refund_failed' end,
    jsonb_build_object(
      'method', 'mercadopago',
      'provider', p_provider,
      'amount', p_refund.amount,
      'refund_payment_id', p_refund.id,
      'reason', request ->> 'reason',
      'device_id', request ->> 'device_id'
    ));
end;
$$;

create function public.confirm_provider_payment(
  notification_id text default null,
  payment_id uuid default null,
  status text default null,
  amount integer default null,
  provider text default 'sandbox',
  provider_reference text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.payments;
  booking public.reservations;
begin
  if notification_id is null or btrim(notification_id) = '' or char_length(notification_id) > 200
    or provider is null or provider !~ '^[a-z0-9_-]{1,40}$' or char_length(provider_reference) > 200 then
    perform public.raise_app_error('invalid_notification', 'Notificación de pago inválida');
  elsif status is null or status not in ('approved', 'rejected') then
    perform public.raise_app_error('invalid_payment_status', 'Estado de pago inválido');
  elsif amount is null or amount < 0 then
    perform public.raise_app_error('invalid_amount', 'El monto notificado no es válido');
  end if;

  select * into target from public.payments as payment where payment.id = confirm_provider_payment.payment_id;
  if not found or target.payment_method <> 'mercadopago' then
    perform public.raise_app_error('payment_not_found', 'Pago no encontrado', 404);
  end if;

  -- The reservation first, as every other writer of it: a notification and a refund
  -- request (or the box office) for one booking queue instead of deadlocking. Only then
  -- the notification's row, whose foreign key share-locks the payment: taken before the
  -- payment's own lock, two deliveries would each wait for the other's.
  select * into booking from public.reservations where id = target.reservation_id for update;
  select * into target from public.payments as payment where payment.id = target.id for update;

  -- A second delivery of the same notification waited above for the first one's
  -- transaction, and now finds it, whatever it did.
  insert into public.provider_notifications (provider, notification_id, organization_id, payment_id, status, amount, provider_reference)
  values (provider, notification_id, target.organization_id, target.id, status, amount, provider_reference)
  on conflict do nothing;
  if not found then
    perform public.raise_app_error('notification_replayed', 'Esta notificación ya fue procesada', 409);
  end if;

  if target.status <> 'pending' then
    perform public.raise_app_error('payment_already_settled', 'Este pago ya fue procesado', 409);
  elsif amount <> target.amount then
    perform public.raise_app_error('amount_mismatch', 'El monto notificado no coincide con el del pago', 409);
  end if;

  if target.kind = 'charge' then
    perform public.apply_charge_notification(target, booking, status = 'approved', provider);
  else
    perform public.apply_refund_notification(target, booking, status = 'approved', provider);
  end if;

  return (
    select jsonb_build_object(
      'notification_id', notification_id,
      'payment_id', payment.id,
      'kind', payment.kind,
      'status', payment.status,
      'amount', payment.amount,
      'reservation_id', reservation.id,
      'reservation_status', reservation.status
    )
    from public.payments as payment
    join public.reservations as reservation on reservation.id = payment.reservation_id
    where payment.id = target.id
  );
end;
$$;

-- Card refunds -------------------------------------------------------------------------

create function public.request_card_refund(
  reservation_id uuid default null,
  reason text default null,
  device_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  refunded public.reservations;
  charge public.payments;
  refund_id uuid;
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'Solo el organizador puede reembolsar pagos con tarjeta', 403);
  elsif btrim(coalesce(reason, '')) = '' then
    perform public.raise_app_error('reason_required', 'Indica el motivo del reembolso');
  end if;
  perform public.check_field_length(btrim(reason), 500, 'Motivo');
  perform public.check_field_length(device_id, 100, 'Dispositivo');

  select * into refunded from public.reservations as reservation
  where reservation.id = request_card_refund.reservation_id and reservation.organization_id = caller.organization_id
  for update;
  if not found then
    perform public.raise_app_error('reservation_not_found', 'Reserva no encontrada', 404);
  elsif refunded.status <> 'paid' then
    perform public.raise_app_error('not_paid', 'Solo se pueden reembolsar reservas pagadas', 409);
  end if;
  if exists (
    select 1 from public.payments as payment
    where payment.reservation_id = refunded.id and payment.kind = 'refund' and payment.status <> 'failed'
  ) then
    perform public.raise_app_error('already_refunded', 'Esta reserva ya tiene un reembolso en curso o completado', 409);
  end if;
  select * into charge from public.payments as payment
  where payment.reservation_id = refunded.id and payment.kind = 'charge' and payment.status = 'completed'
    and payment.payment_method = 'mercadopago'
  order by payment.created_at
  limit 1;
  if not found then
    perform public.raise_app_error(
      'not_card_payment', 'Esta reserva no se pagó con tarjeta: reembólsala en efectivo en la taquilla', 409
    );
  end if;

  insert into public.payments (organization_id, reservation_id, amount, status, payment_method, kind)
  values (refunded.organization_id, refunded.id, charge.amount, 'pending', 'mercadopago', 'refund')
  returning id into refund_id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (refunded.organization_id, refunded.id, caller.id, 'refund_requested', jsonb_build_object(
    'method', 'mercadopago',
    'refund_payment_id', refund_id,
    'charge_payment_id', charge.id,
    'amount', charge.amount,
    'reason', btrim(reason),
    'device_id', device_id
  ));
  return jsonb_build_object(
    'refund_id', refund_id,
    'charge_payment_id', charge.id,
    'reservation_id', refunded.id,
    'amount', charge.amount,
    'status', 'pending'
  );
exception
  -- Another refund of this booking committed between the check and the insert.
  when unique_violation then
    perform public.raise_app_error('already_refunded', 'Esta reserva ya tiene un reembolso en curso o completado', 409);
end;
$$;

revoke execute on function
  public.card_hold_interval(),
  public.normalized_document(text),
  public.normalized_phone(text),
  public.normalized_email(text),
  public.check_hold_limit(public.reservations, integer),
  public.apply_charge_notification(public.payments, public.reservations, boolean, text),
  public.apply_refund_notification(public.payments, public.reservations, boolean, text)
from public, anon, authenticated;

-- Only the payment webhook, after it verified the provider's signature, with the service key.
revoke execute on function public.confirm_provider_payment(text, uuid, text, integer, text, text)
from public, anon, authenticated;
grant execute on function public.confirm_provider_payment(text, uuid, text, integer, text, text) to service_role;

revoke execute on function public.request_card_refund(uuid, text, text) from public;
grant execute on function public.request_card_refund(uuid, text, text) to anon, authenticated;
