-- The functions the app calls (POST /rest/v1/rpc/<fn>). Each returns jsonb, re-checks the
-- caller itself (they are security definer and bypass row-level security), pins
-- search_path, and reports failures through raise_app_error with the spec's messages.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- The caller's profile; refuses anonymous callers (401) and users who never registered (403:
-- signed in, but with no organization to act for).
create function public.require_my_profile()
returns public.profiles
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  select * into caller from public.profiles where id = auth.uid();
  if not found then
    perform public.raise_app_error('organization_not_found', 'No se encontró la organización asociada', 403);
  end if;
  return caller;
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: functions re-check the caller themselves.

-- ============================================================================
-- Functions
-- ============================================================================

-- Pending reservations past their expires_at become expired, which frees their seats
-- (see release_seats_of_closed_reservation). Whatever sells seats calls this first, so an
-- overdue hold never blocks a sale; the local server and pg_cron may also run it on a timer.
create function public.expire_overdue_reservations()
returns integer
language sql
security definer
set search_path = ''
as $$
  with expired as (
    update public.reservations set status = 'expired'
    where status = 'pending' and expires_at <= now()
    returning 1
  )
  select count(*)::integer from expired
$$;

-- A seat's status for an event: blocked when the seat is inactive, otherwise from the
-- seat's active sale for that event: paid; reserved while confirmed or pending and not
-- yet overdue; else available (an overdue hold is as good as expired).
-- Security invoker: called directly it shows only what row-level security lets through.
create function public.seat_status_for_event(p_event_id uuid)
returns table (seat_id uuid, status text)
language sql
stable
set search_path = ''
as $$
  select
    seat.id,
    case
      when not seat.is_active then 'blocked'
      when reservation.status = 'paid' then 'paid'
      when reservation.status = 'confirmed' then 'reserved'
      when reservation.status = 'pending' and reservation.expires_at > now() then 'reserved'
      else 'available'
    end
  from public.event_graderias as event_graderia
  join public.seats as seat on seat.graderia_id = event_graderia.graderia_id
  left join public.reservation_seats as sale
    on sale.event_id = event_graderia.event_id and sale.seat_id = seat.id and sale.active
  left join public.reservations as reservation on reservation.id = sale.reservation_id
  where event_graderia.event_id = p_event_id
$$;

create function public.profile_with_organization(p_profile public.profiles)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(p_profile) || jsonb_build_object(
    'organization', jsonb_build_object('id', organization.id, 'name', organization.name)
  )
  from public.organizations as organization
  where organization.id = p_profile.organization_id
$$;

-- Rules shared by registration and profile edits.
create function public.check_profile_fields(p_full_name text, p_document_number text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_full_name is not null and btrim(p_full_name) = '' then
    perform public.raise_app_error('full_name_required', 'El nombre es requerido');
  end if;
  if btrim(p_document_number) <> '' and char_length(btrim(p_document_number)) < 6 then
    perform public.raise_app_error('document_number_too_short', 'El documento debe tener al menos 6 caracteres');
  end if;
end;
$$;

create function public.register_organizer(
  p_full_name text,
  p_company_name text,
  p_document_type text default null,
  p_document_number text default null,
  p_phone text default null,
  p_business_description text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_email text;
  new_organization_id uuid;
  new_profile public.profiles;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  select email into caller_email from auth.users where id = auth.uid();
  if not found then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  if exists (select 1 from public.profiles where id = auth.uid()) then
    perform public.raise_app_error('already_registered', 'Tu cuenta ya está registrada', 409);
  end if;
  perform public.check_profile_fields(coalesce(p_full_name, ''), p_document_number);
  if btrim(coalesce(p_company_name, '')) = '' then
    perform public.raise_app_error('company_name_required', 'El nombre de la empresa es requerido');
  end if;
  if nullif(btrim(p_document_type), '') not in ('CC', 'CE', 'TI', 'NIT', 'Otro') then
    perform public.raise_app_error('invalid_document_type', 'Tipo de documento inválido');
  end if;

  insert into public.organizations (name) values (btrim(p_company_name)) returning id into new_organization_id;
  insert into public.profiles (
    id, organization_id, role, full_name, email, document_type, document_number, phone, company_name,
    business_description
  )
  values (
    auth.uid(), new_organization_id, 'organizer', btrim(p_full_name), caller_email,
    nullif(btrim(p_document_type), ''), nullif(btrim(p_document_number), ''), nullif(btrim(p_phone), ''),
    btrim(p_company_name), nullif(btrim(p_business_description), '')
  )
  returning * into new_profile;
  return public.profile_with_organization(new_profile);
exception
  -- Two registrations racing: the loser finds the profile the winner created.
  when unique_violation then
    perform public.raise_app_error('already_registered', 'Tu cuenta ya está registrada', 409);
end;
$$;

create function public.get_my_profile()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  select * into caller from public.profiles where id = auth.uid();
  if not found then
    return 'null'::jsonb;
  end if;
  return public.profile_with_organization(caller);
end;
$$;

-- A null argument keeps the current value; an empty one clears an optional field.
create function public.update_user_profile(
  p_full_name text default null,
  p_document_number text default null,
  p_address text default null,
  p_phone text default null,
  p_profile_picture text default null,
  p_company_name text default null,
  p_rnt text default null,
  p_business_description text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  updated public.profiles;
begin
  perform public.check_profile_fields(p_full_name, p_document_number);
  update public.profiles set
    full_name = coalesce(btrim(p_full_name), full_name),
    document_number = case when p_document_number is null then document_number else nullif(btrim(p_document_number), '') end,
    address = case when p_address is null then address else nullif(btrim(p_address), '') end,
    phone = case when p_phone is null then phone else nullif(btrim(p_phone), '') end,
    profile_picture = case when p_profile_picture is null then profile_picture else nullif(btrim(p_profile_picture), '') end,
    company_name = case when p_company_name is null then company_name else nullif(btrim(p_company_name), '') end,
    rnt = case when p_rnt is null then rnt else nullif(btrim(p_rnt), '') end,
    business_description = case
      when p_business_description is null then business_description
      else nullif(btrim(p_business_description), '')
    end
  where id = caller.id
  returning * into updated;
  return public.profile_with_organization(updated);
end;
$$;

-- The public page: an active event with its active stands and their seats (with each
-- seat's status for this event). Callable by anonymous visitors.
create function public.get_event_by_slug(event_slug text)
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
  return to_jsonb(found_event) || jsonb_build_object('venues', coalesce((
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

create function public.get_reservation_stats(org_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
begin
  if org_id is distinct from caller.organization_id then
    perform public.raise_app_error('forbidden', 'No tienes permisos para ver las reservas de esta organización', 403);
  end if;
  return (
    select jsonb_build_object(
      'total_count', count(*),
      'confirmed_count', count(*) filter (where status = 'confirmed'),
      'pending_count', count(*) filter (where status = 'pending'),
      'paid_count', count(*) filter (where status = 'paid'),
      'cancelled_count', count(*) filter (where status = 'cancelled')
    )
    from public.reservations
    where organization_id = org_id
  );
end;
$$;

-- Creates a stand of the caller's organization; its seats come from the insert trigger.
-- p_id lets a device that created the stand offline keep the id it already uses.
create function public.create_graderia(
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
  return to_jsonb(created);
exception
  when unique_violation then
    perform public.raise_app_error('graderia_exists', 'La gradería ya existe', 409);
end;
$$;

-- Internal pieces are not part of the API.
revoke execute on function
  public.require_my_profile(),
  public.profile_with_organization(public.profiles),
  public.check_profile_fields(text, text),
  public.expire_overdue_reservations()
from public, anon, authenticated;
revoke execute on function public.seat_status_for_event(uuid) from public, anon;
grant execute on function public.seat_status_for_event(uuid) to authenticated;
