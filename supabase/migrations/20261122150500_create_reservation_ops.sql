-- The box-office operations a device pushes through sync_push (see
-- 20261122150600_create_sync_push.sql for the contract): manual sales, cash payments and
-- cancellations. Organizers and staff may do all three. Each returns the reservation's rows
-- as {<table>: [row, …]}; each confines itself to the caller's organization, since it
-- runs as the owner inside sync_push.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: every member of an organization may sell; sync_push checks membership.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: sync_push re-checks the caller.

-- ============================================================================
-- Functions
-- ============================================================================

-- 'A-1, A-2': how the cashier names seats (row letter, seat number).
create function public.seat_labels(p_seat_ids uuid[])
returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(
    seat.row_letter || '-' || seat.seat_number, ', '
    order by seat.graderia_id, seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
  )
  from public.seats as seat
  where seat.id = any (p_seat_ids)
$$;

-- The conflict a cashier resolves: the answer carries the seat ids (in the error's hint, as
-- JSON) so the device can offer other seats.
create function public.raise_seats_unavailable(p_seat_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    message = 'Los siguientes asientos ya no están disponibles: ' || public.seat_labels(p_seat_ids),
    detail = 'seats_unavailable',
    hint = jsonb_build_object('unavailable_seat_ids', to_jsonb(p_seat_ids))::text,
    errcode = 'PT409';
end;
$$;

-- Of these seats, the ones that cannot be sold for the event now: blocked (seat or stand
-- inactive) or held by an active sale. Overdue holds were expired by sync_push already.
create function public.unavailable_seats(p_event_id uuid, p_seat_ids uuid[])
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(seat.id order by seat.id), '{}')
  from public.seats as seat
  join public.graderias as venue on venue.id = seat.graderia_id
  where seat.id = any (p_seat_ids)
    and (
      not seat.is_active
      or not venue.is_active
      or exists (
        select 1 from public.reservation_seats as sale
        where sale.event_id = p_event_id and sale.seat_id = seat.id and sale.active
      )
    )
$$;

-- The discount of a code of the organization, in percent; 0 when no code was given.
create function public.discount_percent(p_organization_id uuid, p_code text)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  percent integer;
begin
  if coalesce(btrim(p_code), '') = '' then
    return 0;
  end if;
  select discount.percent into percent
  from public.discount_codes as discount
  where discount.organization_id = p_organization_id and discount.code = upper(btrim(p_code)) and discount.is_active;
  if not found then
    perform public.raise_app_error('invalid_discount_code', 'Código de descuento inválido');
  end if;
  return percent;
end;
$$;

-- Every row of one reservation, as a push answer.
create function public.reservation_rows(p_reservation_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'reservations', (
      select jsonb_agg(public.synced_row(to_jsonb(reservation)))
      from public.reservations as reservation where reservation.id = p_reservation_id
    ),
    'reservation_seats', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(sale)) order by sale.created_at, sale.id)
      from public.reservation_seats as sale where sale.reservation_id = p_reservation_id
    ), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(payment)) order by payment.created_at, payment.id)
      from public.payments as payment where payment.reservation_id = p_reservation_id
    ), '[]'::jsonb),
    'reservation_logs', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(log)) order by log.created_at, log.id)
      from public.reservation_logs as log where log.reservation_id = p_reservation_id
    ), '[]'::jsonb)
  )
$$;

-- The 'Nueva Reserva Manual' dialog's rules, in the order the dialog shows them.
create function public.check_manual_reservation_fields(
  p_reservation public.reservations,
  p_seat_ids uuid[],
  p_payment_method text
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_reservation.event_id is null then
    perform public.raise_app_error('event_required', 'Debes seleccionar un evento');
  elsif coalesce(cardinality(p_seat_ids), 0) = 0 then
    perform public.raise_app_error('seats_required', 'Debe seleccionar al menos un asiento');
  elsif coalesce(p_reservation.customer_name, '') = '' then
    perform public.raise_app_error('customer_name_required', 'El nombre es requerido');
  elsif coalesce(p_reservation.customer_email, '') = '' then
    perform public.raise_app_error('customer_email_required', 'El correo es requerido');
  elsif p_reservation.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    perform public.raise_app_error('invalid_email', 'Correo electrónico inválido');
  elsif coalesce(p_reservation.document_number, '') = '' then
    perform public.raise_app_error('document_number_required', 'El documento es requerido');
  elsif coalesce(p_reservation.customer_phone, '') = '' then
    perform public.raise_app_error('customer_phone_required', 'El teléfono es requerido');
  elsif p_reservation.document_type is null or p_reservation.document_type not in ('CC', 'CE', 'TI', 'Otro') then
    perform public.raise_app_error('invalid_document_type', 'Tipo de documento inválido');
  elsif p_payment_method is null or p_payment_method not in ('cash', 'marked_paid', 'mercadopago') then
    perform public.raise_app_error('invalid_payment_method', 'Método de pago inválido');
  end if;
end;
$$;

-- Checks the event and the seats, and locks the seats: two devices selling the same seat
-- queue here, and the second one then sees the first one's sale.
create function public.claim_seats_for_sale(p_caller public.profiles, p_event_id uuid, p_seat_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  sold_event public.events;
  unknown_seat_id uuid;
  taken uuid[];
begin
  select * into sold_event from public.events where id = p_event_id and organization_id = p_caller.organization_id;
  if not found then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  elsif not sold_event.is_active then
    perform public.raise_app_error('event_inactive', 'Las reservas de este evento están pausadas', 409);
  end if;

  select listed.id into unknown_seat_id
  from unnest(p_seat_ids) as listed (id)
  where not exists (
    select 1
    from public.seats as seat
    join public.event_graderias as link on link.graderia_id = seat.graderia_id and link.event_id = p_event_id
    where seat.id = listed.id
  )
  limit 1;
  if found then
    perform public.raise_app_error('seat_not_found', format('Asiento %s no encontrado', unknown_seat_id), 404);
  end if;

  -- In id order, so two sales of overlapping seats cannot deadlock.
  perform 1 from public.seats where id = any (p_seat_ids) order by id for no key update;
  taken := public.unavailable_seats(p_event_id, p_seat_ids);
  if cardinality(taken) > 0 then
    perform public.raise_seats_unavailable(taken);
  end if;
end;
$$;

-- Cash holds the seats for 24 hours until paid; 'marked_paid' records money already
-- received at the box office; the online provider confirms at once with a pending payment.
-- Each seat costs the stand's base price times its multiplier, rounded to whole pesos; a
-- discount code takes its percent off the sum, rounded to whole pesos.
create function public.apply_reservations_create_manual(p_caller public.profiles, p_payload jsonb)
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
    case when method = 'cash' then now() + interval '24 hours' end
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

-- The reservation of the caller's organization named by the payload, locked for the change.
create function public.reservation_for_change(p_caller public.profiles, p_payload jsonb)
returns public.reservations
language plpgsql
set search_path = ''
as $$
declare
  found_reservation public.reservations;
begin
  select * into found_reservation from public.reservations
  where id = public.payload_id(p_payload, 'reservation_id') and organization_id = p_caller.organization_id
  for update;
  if not found then
    perform public.raise_app_error('reservation_not_found', 'Reserva no encontrada', 404);
  end if;
  return found_reservation;
end;
$$;

-- 'Procesar Pago': only a pending reservation becomes paid, with a completed cash payment
-- (the pending payment of a public cash booking, or a new one).
create function public.apply_reservations_process_payment(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  paid public.reservations := public.reservation_for_change(p_caller, p_payload);
begin
  case paid.status
    when 'pending' then null;
    when 'paid' then
      perform public.raise_app_error('invalid_transition', 'La reserva ya está pagada', 409);
    when 'cancelled' then
      perform public.raise_app_error('invalid_transition', 'No se puede procesar el pago de una reserva cancelada', 409);
    when 'expired' then
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

-- 'Cancelar': anything not yet paid or closed; the seats are released by the trigger
-- release_seats_of_closed_reservation.
create function public.apply_reservations_cancel(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  cancelled public.reservations := public.reservation_for_change(p_caller, p_payload);
  reason text := coalesce(nullif(btrim(public.payload_text(p_payload, 'reason')), ''), 'Cancelled by organizer');
begin
  case cancelled.status
    when 'paid' then
      perform public.raise_app_error('invalid_transition', 'No se puede cancelar una reserva pagada', 409);
    when 'cancelled' then
      perform public.raise_app_error('invalid_transition', 'La reserva ya está cancelada', 409);
    when 'expired' then
      perform public.raise_app_error('invalid_transition', 'La reserva expiró y sus asientos ya fueron liberados', 409);
    else
      null;
  end case;

  update public.reservations set status = 'cancelled' where id = cancelled.id;
  insert into public.reservation_logs (organization_id, reservation_id, user_id, action, details)
  values (cancelled.organization_id, cancelled.id, p_caller.id, 'cancelled', jsonb_build_object('reason', reason));
  return public.reservation_rows(cancelled.id);
end;
$$;

revoke execute on function
  public.seat_labels(uuid[]),
  public.raise_seats_unavailable(uuid[]),
  public.unavailable_seats(uuid, uuid[]),
  public.discount_percent(uuid, text),
  public.reservation_rows(uuid),
  public.check_manual_reservation_fields(public.reservations, uuid[], text),
  public.claim_seats_for_sale(public.profiles, uuid, uuid[]),
  public.apply_reservations_create_manual(public.profiles, jsonb),
  public.reservation_for_change(public.profiles, jsonb),
  public.apply_reservations_process_payment(public.profiles, jsonb),
  public.apply_reservations_cancel(public.profiles, jsonb)
from public, anon, authenticated;
