-- The venue and event operations a device pushes through sync_push (see
-- 20261122150600_create_sync_push.sql for the contract). Each takes the caller's profile
-- and the op's payload, re-checks everything, and returns the rows it wrote as
-- {<table>: [row, …]}. They run as the owner inside sync_push, so each one confines itself
-- to the caller's organization.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

create function public.require_organizer(p_caller public.profiles, p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', p_message, 403);
  end if;
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: sync_push re-checks the caller.

-- ============================================================================
-- Functions
-- ============================================================================

-- The spec's slug rule, with accents dropped first so 'Folclórico' gives 'folclorico':
-- the accented letters ÁÀÂÄÃÅ ÉÈÊË ÍÌÎÏ ÓÒÔÖÕ ÚÙÛÜ Ñ Ç (either case) become their plain
-- letter; then lower case; every character other than a-z, 0-9, whitespace and '-' is
-- removed; each run of whitespace becomes '-'; runs of '-' collapse to one; and '-' is
-- trimmed from both ends. The app's src/domain applies the same rule.
create function public.slug_from_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          lower(translate(
            p_name,
            'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç',
            'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc'
          )),
          '[^a-z0-9\s-]', '', 'g'
        ),
        '\s+', '-', 'g'
      ),
      '-+', '-', 'g'
    ),
    '-'
  )
$$;

create function public.apply_graderias_create(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  created jsonb;
begin
  -- create_graderia holds the spec's checks and messages; it finds the same caller.
  created := public.create_graderia(
    p_name => public.payload_text(p_payload, 'name'),
    p_rows => public.payload_integer(p_payload, 'rows'),
    p_columns => public.payload_integer(p_payload, 'columns'),
    p_floors => public.payload_integer(p_payload, 'floors'),
    p_base_price => public.payload_integer(p_payload, 'base_price'),
    p_description => public.payload_text(p_payload, 'description'),
    p_location_name => public.payload_text(p_payload, 'location_name'),
    p_location_lat => public.payload_number(p_payload, 'location_lat'),
    p_location_lng => public.payload_number(p_payload, 'location_lng'),
    p_id => public.payload_id(p_payload)
  );
  return jsonb_build_object(
    'graderias', jsonb_build_array(public.synced_row(created)),
    'seats', (
      select jsonb_agg(
        public.synced_row(to_jsonb(seat))
        order by seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
      )
      from public.seats as seat
      where seat.graderia_id = (created ->> 'id')::uuid
    )
  );
end;
$$;

-- The edit and price screens: absent fields keep their value; dimensions never change.
create function public.apply_graderias_update(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  venue public.graderias;
  new_price integer;
begin
  perform public.require_organizer(p_caller, 'No tienes permisos para editar graderías');
  select * into venue from public.graderias
  where id = public.payload_id(p_payload) and organization_id = p_caller.organization_id
  for update;
  if not found then
    perform public.raise_app_error('graderia_not_found', 'Gradería no encontrada', 404);
  end if;

  if p_payload ? 'name' then
    venue.name := btrim(public.payload_text(p_payload, 'name'));
    if coalesce(venue.name, '') = '' then
      perform public.raise_app_error('name_required', 'El nombre es obligatorio');
    end if;
  end if;
  if p_payload ? 'base_price' then
    new_price := public.payload_integer(p_payload, 'base_price');
    if new_price is null then
      perform public.raise_app_error('base_price_required', 'El precio base es obligatorio');
    elsif new_price <= 0 then
      perform public.raise_app_error('base_price_not_positive', 'El precio debe ser mayor a 0');
    elsif new_price < 1000 then
      perform public.raise_app_error('base_price_too_low', 'Mínimo $1.000');
    end if;
    venue.base_price := new_price;
  end if;
  if p_payload ? 'is_active' then
    venue.is_active := public.payload_boolean(p_payload, 'is_active');
    if venue.is_active is null then
      perform public.reject_payload_field('is_active', 'verdadero o falso');
    end if;
  end if;
  if p_payload ? 'description' then
    venue.description := nullif(btrim(public.payload_text(p_payload, 'description')), '');
  end if;
  if p_payload ? 'location_name' then
    venue.location_name := nullif(btrim(public.payload_text(p_payload, 'location_name')), '');
  end if;

  update public.graderias
  set name = venue.name, description = venue.description, location_name = venue.location_name,
    base_price = venue.base_price, is_active = venue.is_active
  where id = venue.id
  returning * into venue;
  return jsonb_build_object('graderias', jsonb_build_array(public.synced_row(to_jsonb(venue))));
end;
$$;

-- The rules shared by creating and editing an event, on the event as it would be saved.
create function public.check_event(p_event public.events)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(p_event.name, '') = '' then
    perform public.raise_app_error('name_required', 'El nombre es requerido');
  elsif coalesce(p_event.slug, '') = '' then
    perform public.raise_app_error('invalid_slug', 'No se pudo generar el slug a partir del nombre');
  elsif p_event.slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
    perform public.raise_app_error('invalid_slug', 'El slug solo puede tener letras minúsculas, números y guiones');
  elsif p_event.event_date is null then
    perform public.raise_app_error('event_date_required', 'La fecha de inicio es requerida');
  elsif p_event.end_date < p_event.event_date then
    perform public.raise_app_error('end_date_before_start', 'La fecha de fin no puede ser anterior a la fecha de inicio');
  elsif exists (select 1 from public.events where slug = p_event.slug and id <> p_event.id) then
    perform public.raise_app_error('slug_taken', 'Ya existe un evento con ese slug', 409);
  end if;
end;
$$;

-- Reads the fields an event op may carry onto p_event: absent fields keep its value, an
-- empty slug is generated from the name, and an empty end date is the start date.
create function public.event_with_payload(p_event public.events, p_payload jsonb)
returns public.events
language plpgsql
set search_path = ''
as $$
declare
  merged public.events := p_event;
begin
  if p_payload ? 'name' then
    merged.name := btrim(public.payload_text(p_payload, 'name'));
  end if;
  if p_payload ? 'slug' or merged.slug is null then
    merged.slug := coalesce(nullif(btrim(public.payload_text(p_payload, 'slug')), ''), public.slug_from_name(merged.name));
  end if;
  if p_payload ? 'description' then
    merged.description := nullif(btrim(public.payload_text(p_payload, 'description')), '');
  end if;
  if p_payload ? 'event_date' then
    merged.event_date := public.payload_date(p_payload, 'event_date');
  end if;
  if p_payload ? 'end_date' or merged.end_date is null then
    merged.end_date := coalesce(public.payload_date(p_payload, 'end_date'), merged.event_date);
  end if;
  if p_payload ? 'event_time' then
    merged.event_time := coalesce(public.payload_time(p_payload, 'event_time'), '18:00');
  end if;
  if p_payload ? 'end_time' then
    merged.end_time := coalesce(public.payload_time(p_payload, 'end_time'), '23:00');
  end if;
  if p_payload ? 'image_url' then
    merged.image_url := nullif(btrim(public.payload_text(p_payload, 'image_url')), '');
  end if;
  if p_payload ? 'video_url' then
    merged.video_url := nullif(btrim(public.payload_text(p_payload, 'video_url')), '');
  end if;
  if p_payload ? 'is_active' then
    merged.is_active := public.payload_boolean(p_payload, 'is_active');
    if merged.is_active is null then
      perform public.reject_payload_field('is_active', 'verdadero o falso');
    end if;
  end if;
  return merged;
end;
$$;

-- Makes the event sell exactly these stands of its organization. A stand with active sales
-- for the event stays: removing it would strand sold seats.
create function public.set_event_graderias(p_event public.events, p_graderia_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  unknown_id uuid;
begin
  select listed.id into unknown_id
  from unnest(p_graderia_ids) as listed (id)
  where not exists (
    select 1 from public.graderias where id = listed.id and organization_id = p_event.organization_id
  )
  limit 1;
  if found then
    perform public.raise_app_error('graderia_not_found', 'Gradería no encontrada', 404);
  end if;
  if exists (
    select 1
    from public.reservation_seats as sale
    join public.seats as seat on seat.id = sale.seat_id
    where sale.event_id = p_event.id and sale.active and seat.graderia_id <> all (p_graderia_ids)
  ) then
    perform public.raise_app_error(
      'graderia_has_sales', 'No se puede quitar una gradería con reservas activas en este evento', 409
    );
  end if;

  delete from public.event_graderias
  where event_id = p_event.id and graderia_id <> all (p_graderia_ids);
  insert into public.event_graderias (event_id, graderia_id, organization_id)
  select p_event.id, listed.id, p_event.organization_id
  from unnest(p_graderia_ids) as listed (id)
  on conflict (event_id, graderia_id) do nothing;
end;
$$;

create function public.event_rows(p_event_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'events', (select jsonb_agg(public.synced_row(to_jsonb(event))) from public.events as event where event.id = p_event_id),
    'event_graderias', coalesce((
      select jsonb_agg(public.synced_row(to_jsonb(link)) order by link.created_at, link.graderia_id)
      from public.event_graderias as link
      where link.event_id = p_event_id
    ), '[]'::jsonb)
  )
$$;

create function public.apply_events_create(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  created public.events;
begin
  perform public.require_organizer(p_caller, 'No tienes permisos para crear eventos');
  created.id := public.payload_id(p_payload);
  created.organization_id := p_caller.organization_id;
  created.event_time := '18:00';
  created.end_time := '23:00';
  created.is_active := true;
  created.additional_media := '[]'::jsonb;
  created := public.event_with_payload(created, p_payload);
  perform public.check_event(created);
  if exists (select 1 from public.events where id = created.id) then
    perform public.raise_app_error('event_exists', 'El evento ya existe', 409);
  end if;

  insert into public.events (
    id, organization_id, name, slug, description, event_date, event_time, end_date, end_time, image_url, video_url,
    additional_media, is_active
  )
  values (
    created.id, created.organization_id, created.name, created.slug, created.description, created.event_date,
    created.event_time, created.end_date, created.end_time, created.image_url, created.video_url,
    created.additional_media, created.is_active
  );
  perform public.set_event_graderias(created, coalesce(public.payload_uuid_list(p_payload, 'graderia_ids'), '{}'));
  return public.event_rows(created.id);
end;
$$;

create function public.apply_events_update(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  current_event public.events;
  updated public.events;
begin
  perform public.require_organizer(p_caller, 'No tienes permisos para editar eventos');
  select * into current_event from public.events
  where id = public.payload_id(p_payload) and organization_id = p_caller.organization_id
  for update;
  if not found then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  updated := public.event_with_payload(current_event, p_payload);
  perform public.check_event(updated);

  update public.events
  set name = updated.name, slug = updated.slug, description = updated.description, event_date = updated.event_date,
    event_time = updated.event_time, end_date = updated.end_date, end_time = updated.end_time,
    image_url = updated.image_url, video_url = updated.video_url, is_active = updated.is_active
  where id = updated.id;
  if p_payload ? 'graderia_ids' then
    perform public.set_event_graderias(
      updated, coalesce(public.payload_uuid_list(p_payload, 'graderia_ids'), '{}')
    );
  end if;
  return public.event_rows(updated.id);
end;
$$;

revoke execute on function
  public.require_organizer(public.profiles, text),
  public.slug_from_name(text),
  public.apply_graderias_create(public.profiles, jsonb),
  public.apply_graderias_update(public.profiles, jsonb),
  public.check_event(public.events),
  public.event_with_payload(public.events, jsonb),
  public.set_event_graderias(public.events, uuid[]),
  public.event_rows(uuid),
  public.apply_events_create(public.profiles, jsonb),
  public.apply_events_update(public.profiles, jsonb)
from public, anon, authenticated;
