-- The public event page's calls, made by anonymous visitors: which seats cannot be picked
-- now, booking seats in one transaction, and the sandbox card checkout that stands in for
-- the payment provider (MercadoPago). Visitors read and write no table directly, so each
-- function is security definer, re-checks everything it is given and reports failures
-- through raise_app_error with the message the page shows.
--
-- get_event_seat_statuses(event_slug text) → jsonb
--   {venues: [{id, reserved: [seat id, …], paid: […], blocked: […]}, …]}
--   The event's active stands in get_event_by_slug's order; only seats that cannot be
--   picked are listed (ids sorted), with seat_status_for_event's statuses: an overdue
--   pending hold counts as available. Polled every 5 s by every visitor.
--   Errors: unknown or inactive event → 404 event_not_found 'Evento no encontrado'.
--
-- book_seats(event_slug text, seat_ids jsonb, customer_name text, customer_phone text,
--            document_type text = 'CC', document_number text, customer_email text,
--            notes text, payment_method text = 'mercadopago', source text = 'public_web')
--   → jsonb   (an argument left out is null unless a default is shown)
--   {reservation_id, status, total_amount, expires_at, payment_id, payment_method,
--    seats: [{id, row_letter, seat_number, price}, …]}   (seats in plan order)
--   mercadopago → reservation confirmed, no expiry, then the visitor pays on the sandbox
--   page; cash → pending, held 24 hours for the box office. Either way a pending payment of
--   the total, which is the sum of round(base_price × price_multiplier) per seat.
--   Refusals, checked in this order (400 unless said):
--     event_not_found 404, event_inactive 409 'El evento no está disponible',
--     invalid_seat_ids (not a JSON list of uuids), seats_required (none; null counts as
--     none), too_many_seats (more than 12 once repetitions are dropped),
--     customer_name_required, customer_phone_required, document_number_required,
--     invalid_email, invalid_document_type, invalid_payment_method, invalid_source,
--     field_too_long 'El campo {label} es demasiado largo',
--     seat_not_found 404 (a seat not in an active stand of the event),
--     seats_unavailable 409 'Los siguientes asientos ya no están disponibles: A-1, A-2'
--       with hint {"unavailable_seat_ids": [uuid, …]}.
--   A refusal writes nothing.
--
-- get_sandbox_payment(payment_id uuid) → jsonb
-- settle_sandbox_payment(payment_id uuid, approved boolean) → jsonb
--   {payment_id, status, amount, reservation_id, reservation_status, customer_name,
--    event_name, event_slug, seats: ['A-1', …]}
--   Only card payments of bookings made by book_seats; the payment id is the capability.
--   approved → payment completed, reservation paid; rejected → payment failed,
--   reservation cancelled and its seats free again.
--   Errors: payment_not_found 404 'Pago no encontrado'; invalid_outcome (approved null)
--   'Resultado de pago inválido'; payment_already_settled 409 'Este pago ya fue procesado';
--   reservation_closed 409 when approving a booking the box office cancelled meanwhile.
--
-- Also: get_event_by_slug, get_my_profile (and the other profile answers) and
-- create_graderia stop returning the internal sync_xid column.

-- ============================================================================
-- Tables
-- ============================================================================

-- Blocked seats are few; get_event_seat_statuses finds them without reading every seat of
-- a stand on each visitor's poll.
create index seats_inactive_by_graderia_idx on public.seats (graderia_id) where not is_active;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: anyone may look at an active event and book; a sandbox payment is reached
-- only through its id.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: visitors go through the functions below.

-- ============================================================================
-- Functions
-- ============================================================================

-- Seat statuses ------------------------------------------------------------------------

-- The seats of an event that cannot be picked now, as seat_status_for_event names them:
-- blocked (seat inactive), paid, or reserved (confirmed, or pending and not yet overdue).
-- A query of its own because every visitor polls it: it starts from the event's active
-- sales and the inactive seats (both indexed), so its cost follows what is sold, not the
-- size of the stand (seat_status_for_event reads every seat, up to 12,500 per stand).
create function public.unavailable_seat_statuses(p_event_id uuid)
returns table (graderia_id uuid, seat_id uuid, status text)
language sql
stable
set search_path = ''
as $$
  select seat.graderia_id, seat.id, 'blocked'
  from public.event_graderias as link
  join public.seats as seat on seat.graderia_id = link.graderia_id
  where link.event_id = p_event_id and not seat.is_active
  union all
  select seat.graderia_id, seat.id, case when reservation.status = 'paid' then 'paid' else 'reserved' end
  from public.reservation_seats as sale
  join public.reservations as reservation on reservation.id = sale.reservation_id
  join public.seats as seat on seat.id = sale.seat_id
  where sale.event_id = p_event_id
    and sale.active
    and seat.is_active
    and (
      reservation.status in ('paid', 'confirmed')
      or (reservation.status = 'pending' and reservation.expires_at > now())
    )
$$;

create function public.get_event_seat_statuses(event_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_event public.events;
begin
  select * into found_event from public.events where slug = event_slug and is_active;
  if not found then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  return jsonb_build_object('venues', coalesce((
    select jsonb_agg(per_venue.statuses order by per_venue.linked_at, per_venue.name)
    from (
      select
        link.created_at as linked_at,
        venue.name,
        jsonb_build_object(
          'id', venue.id,
          'reserved', coalesce(jsonb_agg(unavailable.seat_id order by unavailable.seat_id)
            filter (where unavailable.status = 'reserved'), '[]'::jsonb),
          'paid', coalesce(jsonb_agg(unavailable.seat_id order by unavailable.seat_id)
            filter (where unavailable.status = 'paid'), '[]'::jsonb),
          'blocked', coalesce(jsonb_agg(unavailable.seat_id order by unavailable.seat_id)
            filter (where unavailable.status = 'blocked'), '[]'::jsonb)
        ) as statuses
      from public.event_graderias as link
      join public.graderias as venue on venue.id = link.graderia_id
      left join public.unavailable_seat_statuses(found_event.id) as unavailable on unavailable.graderia_id = venue.id
      where link.event_id = found_event.id and venue.is_active
      group by venue.id, link.created_at, venue.name
    ) as per_venue
  ), '[]'::jsonb));
end;
$$;

-- Booking ------------------------------------------------------------------------------

-- The event a visitor books. A paused event still exists, and its page may still be open
-- in the visitor's browser, so it gets its own message.
create function public.bookable_event(p_slug text)
returns public.events
language plpgsql
stable
set search_path = ''
as $$
declare
  found_event public.events;
begin
  select * into found_event from public.events where slug = p_slug;
  if not found then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  elsif not found_event.is_active then
    perform public.raise_app_error('event_inactive', 'El evento no está disponible', 409);
  end if;
  return found_event;
end;
$$;

-- The visitor's selection as ids without repetitions (a double click may send one twice).
-- Online bookings stop at 12 seats; bigger groups go through support.
create function public.booking_seat_ids(p_seat_ids jsonb)
returns uuid[]
language plpgsql
set search_path = ''
as $$
declare
  selection jsonb := coalesce(nullif(p_seat_ids, 'null'::jsonb), '[]'::jsonb);
  seat_ids uuid[];
begin
  -- Two steps: listing the elements of something that is not a list would fail in English.
  if jsonb_typeof(selection) <> 'array' then
    perform public.raise_app_error('invalid_seat_ids', 'La selección de asientos no es válida');
  elsif exists (
    select 1 from jsonb_array_elements(selection) as element
    where jsonb_typeof(element) <> 'string'
      or element #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) then
    perform public.raise_app_error('invalid_seat_ids', 'La selección de asientos no es válida');
  end if;
  -- Already checked, so the sync payload reader only drops the repetitions.
  seat_ids := public.payload_uuid_list(jsonb_build_object('seat_ids', selection), 'seat_ids');
  if cardinality(seat_ids) = 0 then
    perform public.raise_app_error('seats_required', 'Debes seleccionar al menos un asiento');
  elsif cardinality(seat_ids) > 12 then
    perform public.raise_app_error(
      'too_many_seats', 'Puedes reservar hasta 12 asientos en línea. Para más asientos contacta a soporte.'
    );
  end if;
  return seat_ids;
end;
$$;

-- Anyone can call book_seats, so nothing a visitor types may grow without bound in the
-- organizer's reservation list. The label is the form field's.
create function public.check_field_length(p_value text, p_max_length integer, p_label text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if char_length(p_value) > p_max_length then
    perform public.raise_app_error('field_too_long', format('El campo %s es demasiado largo', p_label));
  end if;
end;
$$;

-- The reservation form's rules, in the order the form shows its fields; the values come
-- trimmed, with an empty e-mail or note as null. `source` names the campaign link the
-- visitor came from, so it is kept to a short token.
create function public.check_booking_fields(p_booking public.reservations, p_payment_method text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(p_booking.customer_name, '') = '' then
    perform public.raise_app_error('customer_name_required', 'El nombre es requerido');
  elsif coalesce(p_booking.customer_phone, '') = '' then
    perform public.raise_app_error('customer_phone_required', 'El teléfono es requerido');
  elsif coalesce(p_booking.document_number, '') = '' then
    perform public.raise_app_error('document_number_required', 'El documento es requerido');
  elsif p_booking.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    perform public.raise_app_error('invalid_email', 'Correo electrónico inválido');
  elsif p_booking.document_type is null or p_booking.document_type not in ('CC', 'CE', 'TI', 'Otro') then
    perform public.raise_app_error('invalid_document_type', 'Tipo de documento inválido');
  elsif p_payment_method is null or p_payment_method not in ('mercadopago', 'cash') then
    perform public.raise_app_error('invalid_payment_method', 'Método de pago inválido');
  elsif p_booking.source is null or p_booking.source !~ '^[A-Za-z0-9_-]{1,50}$' then
    perform public.raise_app_error('invalid_source', 'Origen de la reserva inválido');
  end if;
  perform public.check_field_length(p_booking.customer_name, 120, 'Nombre completo');
  perform public.check_field_length(p_booking.customer_phone, 30, 'Teléfono');
  perform public.check_field_length(p_booking.document_number, 30, 'Número de documento');
  perform public.check_field_length(p_booking.customer_email, 254, 'Correo electrónico');
  perform public.check_field_length(p_booking.notes, 1000, 'Notas');
end;
$$;

-- Checks that every seat is in an active stand the event sells (which also keeps out
-- other organizations' seats), then locks the seats like claim_seats_for_sale: in id
-- order, so bookings of overlapping seats queue instead of deadlocking, and a booking that
-- waited reads the earlier one's sale in unavailable_seats, a statement that starts after
-- the lock was granted.
create function public.claim_seats_for_booking(p_event public.events, p_seat_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  taken uuid[];
begin
  if exists (
    select 1 from unnest(p_seat_ids) as listed (id)
    where not exists (
      select 1
      from public.seats as seat
      join public.event_graderias as link on link.graderia_id = seat.graderia_id and link.event_id = p_event.id
      join public.graderias as venue on venue.id = seat.graderia_id and venue.is_active
      where seat.id = listed.id
    )
  ) then
    perform public.raise_app_error('seat_not_found', 'Los asientos seleccionados no pertenecen a este evento', 404);
  end if;

  perform 1 from public.seats where id = any (p_seat_ids) order by id for no key update;
  taken := public.unavailable_seats(p_event.id, p_seat_ids);
  if cardinality(taken) > 0 then
    perform public.raise_seats_unavailable(taken);
  end if;
end;
$$;

-- A reservation's seats in plan order, as {<p_id_key>, row_letter, seat_number, price}:
-- logs name the seat 'seat_id' as the box office's do, the booking answer 'id'.
create function public.booked_seats(p_reservation_id uuid, p_id_key text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_build_object(p_id_key, seat.id, 'row_letter', seat.row_letter, 'seat_number', seat.seat_number, 'price', sale.price)
    order by seat.graderia_id, seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
  ), '[]'::jsonb)
  from public.reservation_seats as sale
  join public.seats as seat on seat.id = sale.seat_id
  where sale.reservation_id = p_reservation_id
$$;

-- Writes a checked booking: the visitor as a customer of the event's organization, the
-- reservation (card: confirmed while the provider decides; cash: held 24 hours for the box
-- office), one sale per seat at round(base_price × price_multiplier), the pending payment
-- of the total, and the 'created' log, with no user since a visitor made it.
create function public.write_booking(p_booking public.reservations, p_seat_ids uuid[], p_payment_method text)
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
    case p_payment_method when 'cash' then 'pending' else 'confirmed' end,
    sum(round(venue.base_price * seat.price_multiplier))::integer,
    booked.notes, booked.source,
    case when p_payment_method = 'cash' then now() + interval '24 hours' end
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

-- The one call of the reservation form: everything is checked before anything is written,
-- and the writes share the call's transaction, so a refusal leaves no customer, payment or
-- half-sold reservation behind. Every argument has a default, so one the page leaves out
-- gets the form's message instead of PostgREST's 'function not found'.
create function public.book_seats(
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

  -- An overdue hold must not block the seats it held.
  perform public.expire_overdue_reservations();
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

-- Sandbox checkout ---------------------------------------------------------------------

-- The sandbox stands in for the card provider of public bookings only: card payments of
-- reservations book_seats made (it links a public customer). Whoever holds the id may
-- see and settle the payment, so every other id, unknown ones included, is 'not found'.
create function public.check_sandbox_payment(p_payment public.payments)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_payment.id is null or p_payment.payment_method <> 'mercadopago' or not exists (
    select 1 from public.reservations as reservation
    where reservation.id = p_payment.reservation_id and reservation.public_customer_id is not null
  ) then
    perform public.raise_app_error('payment_not_found', 'Pago no encontrado', 404);
  end if;
end;
$$;

-- What the sandbox page shows about a payment: all the booking's seats, freed or not.
create function public.sandbox_payment_answer(p_payment_id uuid)
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
    'reservation_status', reservation.status,
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

-- Approved: the money is in. A booking the box office cancelled meanwhile stays closed
-- (its seats may be sold again): release_seats_of_closed_reservation refuses to reopen it
-- with reservation_closed, and the payment stays pending.
create function public.approve_sandbox_payment(p_payment public.payments)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.payments set status = 'completed' where id = p_payment.id;
  update public.reservations set status = 'paid' where id = p_payment.reservation_id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (p_payment.organization_id, p_payment.reservation_id, null, 'payment_processed',
    jsonb_build_object('method', 'mercadopago', 'sandbox', true, 'amount', p_payment.amount));
end;
$$;

-- Rejected: the booking is cancelled, which frees its seats (release_seats_of_closed_reservation).
-- One already closed, or paid at the box office, is left as it is.
create function public.reject_sandbox_payment(p_payment public.payments)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.payments set status = 'failed' where id = p_payment.id;
  update public.reservations set status = 'cancelled'
  where id = p_payment.reservation_id and status in ('pending', 'confirmed');
  if found then
    insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
    values (p_payment.organization_id, p_payment.reservation_id, null, 'cancelled',
      jsonb_build_object('reason', 'Pago rechazado por la pasarela', 'sandbox', true));
  end if;
end;
$$;

create function public.get_sandbox_payment(payment_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_payment public.payments;
begin
  select * into found_payment from public.payments as payment where payment.id = get_sandbox_payment.payment_id;
  perform public.check_sandbox_payment(found_payment);
  return public.sandbox_payment_answer(found_payment.id);
end;
$$;

create function public.settle_sandbox_payment(payment_id uuid, approved boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settled public.payments;
begin
  if approved is null then
    perform public.raise_app_error('invalid_outcome', 'Resultado de pago inválido');
  end if;
  -- Locked: two answers for one payment (a double click, two tabs) queue here, and the
  -- second one reads the first one's outcome.
  select * into settled from public.payments as payment where payment.id = settle_sandbox_payment.payment_id for update;
  perform public.check_sandbox_payment(settled);
  if settled.status <> 'pending' then
    perform public.raise_app_error('payment_already_settled', 'Este pago ya fue procesado', 409);
  end if;
  if approved then
    perform public.approve_sandbox_payment(settled);
  else
    perform public.reject_sandbox_payment(settled);
  end if;
  return public.sandbox_payment_answer(settled.id);
end;
$$;

-- Answers without sync_xid -------------------------------------------------------------

-- sync_xid is sync's bookkeeping (a transaction id); the API's answers leave it out as
-- sync_pull does. Same bodies as in 20261122140200_create_api_functions.sql otherwise.

create or replace function public.profile_with_organization(p_profile public.profiles)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.synced_row(to_jsonb(p_profile)) || jsonb_build_object(
    'organization', jsonb_build_object('id', organization.id, 'name', organization.name)
  )
  from public.organizations as organization
  where organization.id = p_profile.organization_id
$$;

create or replace function public.get_event_by_slug(event_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_event public.events;
begin
  select * into found_event from public.events where slug = event_slug and is_active;
  if not found then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  return public.synced_row(to_jsonb(found_event)) || jsonb_build_object('venues', coalesce((
    select jsonb_agg(
      jsonb_build_object(
        'id', venue.id,
        'name', venue.name,
        'base_price', venue.base_price,
        'seats', (
          select jsonb_agg(
            jsonb_build_object(
              'id', seat.id,
              'row_letter', seat.row_letter,
              'seat_number', seat.seat_number,
              'column_number', seat.column_number,
              'floor_number', seat.floor_number,
              'seat_type', seat.seat_type,
              'price_multiplier', seat.price_multiplier,
              'is_active', seat.is_active,
              'status', seat_status.status
            )
            order by seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
          )
          from public.seats as seat
          join public.seat_status_for_event(found_event.id) as seat_status on seat_status.seat_id = seat.id
          where seat.graderia_id = venue.id
        )
      )
      order by event_graderia.created_at, venue.name
    )
    from public.event_graderias as event_graderia
    join public.graderias as venue on venue.id = event_graderia.graderia_id
    where event_graderia.event_id = found_event.id and venue.is_active
  ), '[]'::jsonb));
end;
$$;

create or replace function public.create_graderia(
  p_name text,
  p_rows integer,
  p_columns integer,
  p_floors integer,
  p_base_price integer,
  p_description text default null,
  p_location_name text default null,
  p_location_lat double precision default null,
  p_location_lng double precision default null,
  p_id uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  created public.graderias;
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'No tienes permisos para crear graderías', 403);
  end if;
  if btrim(coalesce(p_name, '')) = '' then
    perform public.raise_app_error('name_required', 'El nombre es requerido');
  elsif p_rows is null or p_rows < 1 then
    perform public.raise_app_error('rows_out_of_range', 'Mínimo 1 fila');
  elsif p_rows > 50 then
    perform public.raise_app_error('rows_out_of_range', 'Máximo 50 filas');
  elsif p_columns is null or p_columns < 1 then
    perform public.raise_app_error('columns_out_of_range', 'Mínimo 1 columna');
  elsif p_columns > 50 then
    perform public.raise_app_error('columns_out_of_range', 'Máximo 50 columnas');
  elsif p_floors is null or p_floors < 1 then
    perform public.raise_app_error('floors_out_of_range', 'Mínimo 1 piso');
  elsif p_floors > 5 then
    perform public.raise_app_error('floors_out_of_range', 'Máximo 5 pisos');
  elsif p_base_price is null or p_base_price < 1000 then
    perform public.raise_app_error('base_price_too_low', 'Mínimo $1.000');
  elsif (p_location_lat is null) <> (p_location_lng is null)
    or p_location_lat not between -90 and 90
    or p_location_lng not between -180 and 180 then
    perform public.raise_app_error('invalid_location', 'La ubicación no es válida');
  end if;

  insert into public.graderias (
    id, organization_id, name, description, rows, columns, floors, base_price, location_name, location_lat, location_lng
  )
  values (
    coalesce(p_id, gen_random_uuid()), caller.organization_id, btrim(p_name), nullif(btrim(p_description), ''),
    p_rows, p_columns, p_floors, p_base_price, nullif(btrim(p_location_name), ''), p_location_lat, p_location_lng
  )
  returning * into created;
  return public.synced_row(to_jsonb(created));
exception
  when unique_violation then
    perform public.raise_app_error('graderia_exists', 'La gradería ya existe', 409);
end;
$$;

revoke execute on function
  public.unavailable_seat_statuses(uuid),
  public.bookable_event(text),
  public.booking_seat_ids(jsonb),
  public.check_field_length(text, integer, text),
  public.check_booking_fields(public.reservations, text),
  public.claim_seats_for_booking(public.events, uuid[]),
  public.booked_seats(uuid, text),
  public.write_booking(public.reservations, uuid[], text),
  public.check_sandbox_payment(public.payments),
  public.sandbox_payment_answer(uuid),
  public.approve_sandbox_payment(public.payments),
  public.reject_sandbox_payment(public.payments)
from public, anon, authenticated;

-- The public page's API: anonymous visitors and signed-in users alike.
revoke execute on function
  public.get_event_seat_statuses(text),
  public.book_seats(text, jsonb, text, text, text, text, text, text, text, text),
  public.get_sandbox_payment(uuid),
  public.settle_sandbox_payment(uuid, boolean)
from public;
grant execute on function
  public.get_event_seat_statuses(text),
  public.book_seats(text, jsonb, text, text, text, text, text, text, text, text),
  public.get_sandbox_payment(uuid),
  public.settle_sandbox_payment(uuid, boolean)
to anon, authenticated;
