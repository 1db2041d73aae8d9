-- Issue 17, point 5: cheaper bookings and pushes.
--
-- book_seats no longer sweeps every overdue hold of every event on each call: it expires only
-- the overdue holds on the seats it is about to take, after nothing else. A hold still always
-- ends: every reader already treats an overdue hold as expired (seat_status_for_event shows
-- its seats available, check_hold_limit does not count it), a booking of its seats expires it
-- first, and sync_push and sync_pull still sweep once per call (one indexed statement per
-- batch of up to 500 ops, not per op).
--
-- The hold limit's count finds a person's unpaid holds of an event through indexes on the
-- normalized document, phone and e-mail, instead of normalizing every unpaid hold of the event
-- on each booking (thousands during an on-sale).
--
-- sync_push answers the same per op, but collects the answers in an array that grows in
-- place (appending to a jsonb list copied the whole list for every op: quadratic in the
-- batch, a fifth of a 250-op push on PGlite).

-- ============================================================================
-- Tables
-- ============================================================================

create index reservations_unpaid_by_document_idx
  on public.reservations (event_id, public.normalized_document(document_number))
  where status in ('pending', 'confirmed');
create index reservations_unpaid_by_phone_idx
  on public.reservations (event_id, public.normalized_phone(customer_phone))
  where status in ('pending', 'confirmed');
create index reservations_unpaid_by_email_idx
  on public.reservations (event_id, public.normalized_email(customer_email))
  where status in ('pending', 'confirmed');

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: the callers below check who calls them.

-- ============================================================================
-- Policies
-- ============================================================================

-- None.

-- ============================================================================
-- Functions
-- ============================================================================

-- Marks 'expired' the overdue holds of an event on the given seats; the reservations trigger
-- releases their seats. Only what one booking touches, so concurrent bookings of other seats
-- never wait on each other's sweeps.
create function public.expire_overdue_holds_on_seats(p_event_id uuid, p_seat_ids uuid[])
returns void
language sql
set search_path = ''
as $$
  update public.reservations as reservation
  set status = 'expired'
  where reservation.status = 'pending'
    and reservation.expires_at <= now()
    and reservation.id in (
      select sale.reservation_id
      from public.reservation_seats as sale
      where sale.event_id = p_event_id and sale.seat_id = any (p_seat_ids) and sale.active
    )
$$;

-- As in 20261125160000_confirm_payments_through_provider.sql, except that only the overdue
-- holds on the chosen seats are expired, not every overdue hold.
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

  -- check_hold_limit counts no overdue hold; an overdue hold on the chosen seats must not
  -- block them, so it ends here.
  perform public.check_hold_limit(booking, cardinality(selected_seat_ids));
  perform public.expire_overdue_holds_on_seats(booked_event.id, selected_seat_ids);
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

-- As in 20261125160000_confirm_payments_through_provider.sql, with the person's holds found
-- through the indexes above: each identity is matched on its own index, then counted once.
create or replace function public.check_hold_limit(p_booking public.reservations, p_new_seats integer)
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
  where reservation.id in (
      select unpaid.id from public.reservations as unpaid
      where unpaid.event_id = p_booking.event_id and unpaid.status in ('pending', 'confirmed')
        and public.normalized_document(unpaid.document_number) = person_document
      union
      select unpaid.id from public.reservations as unpaid
      where unpaid.event_id = p_booking.event_id and unpaid.status in ('pending', 'confirmed')
        and public.normalized_phone(unpaid.customer_phone) = person_phone
      union
      select unpaid.id from public.reservations as unpaid
      where unpaid.event_id = p_booking.event_id and unpaid.status in ('pending', 'confirmed')
        and public.normalized_email(unpaid.customer_email) = person_email
    )
    and (reservation.status = 'confirmed' or (reservation.status = 'pending' and reservation.expires_at > now()));
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

-- As in 20261126140000_check_second_factor_in_profile_and_sync.sql, with the same answers,
-- collected in an array instead of re-copying a jsonb list for every op.
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
    results := results || public.push_op(caller, sync_push.device_id, op);
  end loop;
  return jsonb_build_object('results', to_jsonb(results));
end;
$$;

revoke execute on function public.expire_overdue_holds_on_seats(uuid, uuid[]) from public, anon, authenticated;
