-- Compact answers for the public page (issue 17 point 1). get_event_by_slug sends every seat
-- of every stand as a JSON object (2.75 MB for a 12,500-seat stand); yet a stand's seats
-- follow from its rows × columns × floors and the premium rule, and their ids from
-- public.seat_id(). These two calls send the layout, only the seats that differ from the rule,
-- and the statuses as two bits a seat, with a version so that a poll that finds nothing new
-- is answered in a few bytes. get_event_by_slug and get_event_seat_statuses stay as they
-- were, for installed apps still running older code.
--
-- Seat index: the seats of a stand in plan order (floor, row, column), from 0:
--   index = ((floor_number - 1) × rows + row_number - 1) × columns + column_number - 1
--   where row_number is 1 for row 'A', 26 for 'Z', 27 for 'AA' (public.row_letter's inverse).
--
-- Status codes: a base64 text of 2 bits a seat; seat i is bits 2·(i mod 4) and up of byte
--   ⌊i / 4⌋: 0 available, 1 reserved, 2 paid, 3 blocked (get_event_seat_statuses' meaning:
--   an overdue pending hold is available).
--
-- get_event_layout(event_slug text) → jsonb
--   The event's fields as get_event_by_slug sends them, and
--   venues: [{id, name, base_price, rows, columns, floors,
--             exceptions: [{index, id?, seat_number?, seat_type?, price_multiplier?, is_active?}, …],
--             missing: [index, …]}, …]
--     (get_event_by_slug's stands in its order). A seat is derived from its index: id
--     seat_id(stand, floor, row letter, column), seat_number the column, premium with
--     multiplier 1.5 in the first 4 and last 4 columns, regular 1.0 otherwise, active. An
--     exception lists only the fields that differ for that seat; missing lists places
--     without a seat (none for stands the app creates).
--   seat_statuses: get_event_seat_statuses_since's full answer.
--   Errors: unknown or inactive event → 404 event_not_found 'Evento no encontrado'.
--
-- get_event_seat_statuses_since(event_slug text, known_version text = null) → jsonb
--   {version, venues: [{id, statuses: <status codes>}, …]}, or only {version} when
--   known_version is still the current one. The version is a digest of the stands and of
--   their seats that cannot be picked with their statuses, so it changes with any booking,
--   cancellation, payment, block, or hold that runs out, and names the statuses, not a moment.
--   Errors: event_not_found 404 as above; known_version not a version
--   (16 hexadecimal characters) → 400 invalid_status_version 'La versión de los estados no es válida'.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: anyone may look at an active event, as with get_event_by_slug.

-- ============================================================================
-- Policies
-- ============================================================================

-- None: visitors go through the functions below.

-- ============================================================================
-- Functions
-- ============================================================================

-- A seat's place in its stand's plan order, from 0 (the index of the compact answers; 'A' is
-- row 1, 'Z' row 26, 'AA' row 27, as public.row_letter names them). Called once a seat by
-- every poll, so it has no `set search_path`: Postgres inlines such a function into the
-- query instead of calling it 12,500 times. That is safe because it is not security definer
-- and names only pg_catalog's functions, which are searched first.
create function public.seat_index(p_rows integer, p_columns integer, p_floor integer, p_row_letter text, p_column integer)
returns integer
language sql
immutable
as $$
  select ((p_floor - 1) * p_rows
      + case
          when pg_catalog.char_length(p_row_letter) = 1 then pg_catalog.ascii(p_row_letter) - 64
          else (pg_catalog.ascii(p_row_letter) - 64) * 26 + pg_catalog.ascii(pg_catalog.substr(p_row_letter, 2, 1)) - 64
        end
      - 1) * p_columns
    + p_column - 1
$$;

-- The event's stands on sale, in the order the public page shows them.
create function public.public_event_stands(p_event_id uuid)
returns table (stand public.graderias, page_order bigint)
language sql
stable
set search_path = ''
as $$
  select venue, row_number() over (order by link.created_at, venue.name)
  from public.event_graderias as link
  join public.graderias as venue on venue.id = link.graderia_id
  where link.event_id = p_event_id and venue.is_active
$$;

-- Every status of the event's stands as status codes, with their version (see the header);
-- only the version when it is p_known_version. It starts from the seats that cannot be
-- picked (unavailable_seat_statuses), so its cost follows what is sold; the version is a
-- digest of those seats and their statuses, and the codes (a quarter byte a seat) are built
-- only when the caller does not have them already.
create function public.compact_seat_statuses(p_event_id uuid, p_known_version text default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with stands as (
    select (listed.stand).id, listed.stand as venue, listed.page_order from public.public_event_stands(p_event_id) as listed
  ),
  coded as (
    select
      stand.id as stand_id,
      public.seat_index((stand.venue).rows, (stand.venue).columns, seat.floor_number, seat.row_letter, seat.column_number) as seat_index,
      case unavailable.status when 'reserved' then 1 when 'paid' then 2 else 3 end as code
    from public.unavailable_seat_statuses(p_event_id) as unavailable
    join public.seats as seat on seat.id = unavailable.seat_id
    join stands as stand on stand.id = seat.graderia_id
  ),
  listed as (
    select stand.id, stand.page_order,
      coalesce((
        select string_agg(coded.seat_index || '=' || coded.code, ',' order by coded.seat_index)
        from coded where coded.stand_id = stand.id
      ), '') as unavailable
    from stands as stand
  ),
  current_version as (
    select left(md5(coalesce(string_agg(id::text || ':' || unavailable, ';' order by page_order), '')), 16) as version
    from listed
  ),
  packed as (
    select stand_id, seat_index / 4 as byte_index, bit_or(code << (2 * (seat_index % 4))) as byte
    from coded
    group by stand_id, seat_index / 4
  )
  select case
    when current_version.version = p_known_version then jsonb_build_object('version', current_version.version)
    else jsonb_build_object('version', current_version.version, 'venues', coalesce((
      select jsonb_agg(jsonb_build_object('id', stand.id, 'statuses', translate(encode(decode((
        select string_agg(lpad(to_hex(coalesce(packed.byte, 0)), 2, '0'), '' order by byte_index.n)
        from generate_series(0, ((stand.venue).rows * (stand.venue).columns * (stand.venue).floors + 3) / 4 - 1) as byte_index(n)
        left join packed on packed.stand_id = stand.id and packed.byte_index = byte_index.n
      ), 'hex'), 'base64'), E'\n', '')) order by stand.page_order)
      from stands as stand
    ), '[]'::jsonb))
  end
  from current_version
$$;

-- Seats whose id is not public.seat_id() of their place: none for stands the app creates.
-- Indexed so that get_event_layout finds them without hashing every seat on each call.
create index seats_with_underived_id_idx on public.seats (graderia_id)
  where id <> public.seat_id(graderia_id, floor_number, row_letter, column_number);

-- A stand as get_event_layout sends it: its size and only the seats that differ from the rule.
create function public.compact_stand_layout(p_stand public.graderias)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with underived as (
    select seat.id
    from public.seats as seat
    where seat.graderia_id = p_stand.id
      and seat.id <> public.seat_id(seat.graderia_id, seat.floor_number, seat.row_letter, seat.column_number)
  ),
  ruled as (
    select seat.*, seat.column_number <= 4 or seat.column_number > p_stand.columns - 4 as premium
    from public.seats as seat
    where seat.graderia_id = p_stand.id
  ),
  differing as (
    select
      public.seat_index(p_stand.rows, p_stand.columns, ruled.floor_number, ruled.row_letter, ruled.column_number) as seat_index,
      jsonb_strip_nulls(jsonb_build_object(
        'id', case when ruled.id in (select id from underived) then ruled.id end,
        'seat_number', case when ruled.seat_number <> ruled.column_number::text then ruled.seat_number end,
        'seat_type', case when ruled.seat_type <> case when ruled.premium then 'premium' else 'regular' end then ruled.seat_type end,
        'price_multiplier', case when ruled.price_multiplier <> case when ruled.premium then 1.5 else 1.0 end
          then ruled.price_multiplier end,
        'is_active', case when not ruled.is_active then false end
      )) as difference
    from ruled
    where not ruled.is_active
      or ruled.seat_number <> ruled.column_number::text
      or ruled.seat_type <> case when ruled.premium then 'premium' else 'regular' end
      or ruled.price_multiplier <> case when ruled.premium then 1.5 else 1.0 end
      or ruled.id in (select id from underived)
  ),
  placed as (
    select public.seat_index(p_stand.rows, p_stand.columns, seat.floor_number, seat.row_letter, seat.column_number) as seat_index
    from public.seats as seat
    where seat.graderia_id = p_stand.id
  )
  select jsonb_build_object(
    'id', p_stand.id,
    'name', p_stand.name,
    'base_price', p_stand.base_price,
    'rows', p_stand.rows,
    'columns', p_stand.columns,
    'floors', p_stand.floors,
    'exceptions', coalesce((
      select jsonb_agg(jsonb_build_object('index', seat_index) || difference order by seat_index) from differing
    ), '[]'::jsonb),
    -- Only when a seat is missing is every place looked at.
    'missing', coalesce((
      select jsonb_agg(place.n order by place.n)
      from generate_series(0, p_stand.rows * p_stand.columns * p_stand.floors - 1) as place(n)
      where (select count(*) from placed) < p_stand.rows * p_stand.columns * p_stand.floors
        and not exists (select 1 from placed where placed.seat_index = place.n)
    ), '[]'::jsonb)
  )
$$;

-- The public event found by its slug: active events only, as get_event_by_slug.
create function public.public_event_by_slug(p_slug text)
returns public.events
language plpgsql
stable
set search_path = ''
as $$
declare
  found_event public.events;
begin
  select * into found_event from public.events where slug = p_slug and is_active;
  if not found then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  return found_event;
end;
$$;

create function public.get_event_layout(event_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_event public.events := public.public_event_by_slug(event_slug);
begin
  return public.synced_row(to_jsonb(found_event)) || jsonb_build_object(
    'venues', coalesce((
      select jsonb_agg(public.compact_stand_layout(listed.stand) order by listed.page_order)
      from public.public_event_stands(found_event.id) as listed
    ), '[]'::jsonb),
    'seat_statuses', public.compact_seat_statuses(found_event.id)
  );
end;
$$;

create function public.get_event_seat_statuses_since(event_slug text, known_version text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_event public.events;
begin
  if known_version !~ '^[0-9a-f]{16}$' then
    perform public.raise_app_error('invalid_status_version', 'La versión de los estados no es válida');
  end if;
  found_event := public.public_event_by_slug(event_slug);
  return public.compact_seat_statuses(found_event.id, known_version);
end;
$$;

revoke execute on function
  public.seat_index(integer, integer, integer, text, integer),
  public.public_event_stands(uuid),
  public.compact_seat_statuses(uuid, text),
  public.compact_stand_layout(public.graderias),
  public.public_event_by_slug(text)
from public, anon, authenticated;

-- The public page's API: anonymous visitors and signed-in users alike.
revoke execute on function
  public.get_event_layout(text),
  public.get_event_seat_statuses_since(text, text)
from public;
grant execute on function
  public.get_event_layout(text),
  public.get_event_seat_statuses_since(text, text)
to anon, authenticated;
