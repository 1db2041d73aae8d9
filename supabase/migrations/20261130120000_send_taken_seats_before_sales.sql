-- The first download of a large organization lets the gate sell before the sales are in:
-- the first page of a full snapshot now also lists, per event, the seats that cannot be
-- sold (taken_seats), so a device can open its selling screens once the catalog is in
-- instead of waiting for 10,000 reservations and 20,000 reservation_seats (issue 17 point 3).
--
-- sync_pull_page(cursor, page, page_size) → jsonb: as in 20261127105000_create_sync_pull_page.sql,
-- plus one key:
--     taken_seats: [{event_id: uuid, seat_ids: [uuid, …]}, …] | null
--       First page of a full snapshot (cursor and page null) only, null on every other page.
--       Per event of the caller's organization with any, its seats held by an active sale of
--       a paid or confirmed reservation, or of a pending one not yet expired (as
--       unavailable_seat_statuses decides), by event id, seats by id. One entry per event,
--       not one row per seat. Seat leases are not in it: a leased seat is the leasing
--       device's to sell, and seat_leases come in their own pages.
--   Installed PWAs that do not know the key ignore it (their answer schema keeps only the
--   keys it names), so the signature, the page tokens and the table order stay as they were.
--   Errors: as before (401, 403, 400).

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: callers are checked by require_my_profile().

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: sync_pull_page reads the caller's organization itself.

-- ============================================================================
-- Functions
-- ============================================================================

-- The seats each event of the organization cannot sell now because of a sale (see above).
create function public.taken_seats_by_event(p_organization_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('event_id', taken.event_id, 'seat_ids', taken.seat_ids) order by taken.event_id), '[]'::jsonb)
  from (
    -- One active sale per seat and event (reservation_seats_one_active_sale_per_seat): no
    -- duplicates. The reservation is found by the sale's id alone: filtering it by the
    -- organization too made PGlite plan 3 s instead of 0.2 s for 15,000 seats. Seat ids go
    -- out as text, which jsonb builds faster than from uuid[].
    select sale.event_id, array_agg(sale.seat_id::text order by sale.seat_id) as seat_ids
    from public.reservation_seats as sale
    join public.reservations as reservation on reservation.id = sale.reservation_id
    where sale.organization_id = p_organization_id
      and sale.active
      and (
        reservation.status in ('paid', 'confirmed')
        or (reservation.status = 'pending' and reservation.expires_at > now())
      )
    group by sale.event_id
  ) as taken
$$;

-- As in 20261127105000_create_sync_pull_page.sql, with taken_seats on a snapshot's first page.
create or replace function public.sync_pull_page(cursor text default null, page text default null, page_size integer default 2500)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  tables text[] := public.synced_tables_by_page();
  uuid_pattern constant text := '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  parts text[];
  since xid8;
  next_cursor xid8;
  table_index integer := 1;
  after_key text;
  room integer;
  found jsonb;
  found_count integer;
  table_name text;
  page_rows jsonb := '{}'::jsonb;
  ranges jsonb := '[]'::jsonb;
  deleted jsonb := '{}'::jsonb;
  totals jsonb;
  taken_seats jsonb;
begin
  if sync_pull_page.page_size is null or sync_pull_page.page_size not between 1 and 20000 then
    perform public.raise_app_error('invalid_page_size', 'El tamaño de página de sincronización debe estar entre 1 y 20.000');
  end if;

  if sync_pull_page.page is not null then
    parts := regexp_match(
      sync_pull_page.page,
      format('^p1\.(n|[0-9]{1,19})\.([0-9]{1,19})\.([0-9]{1,2})\.(n|%s|%s_%s)$', uuid_pattern, uuid_pattern, uuid_pattern)
    );
    -- The key's shape must be the table's: a pair only for event_graderias.
    if parts is null or parts[3]::integer not between 1 and array_length(tables, 1)
      or (parts[4] like '%\_%') <> (tables[parts[3]::integer] = 'event_graderias') and parts[4] <> 'n' then
      perform public.raise_app_error('invalid_cursor', 'La página de sincronización no es válida');
    end if;
    since := nullif(parts[1], 'n')::xid8;
    next_cursor := parts[2]::xid8;
    table_index := parts[3]::integer;
    after_key := nullif(parts[4], 'n');
  else
    if sync_pull_page.cursor is not null then
      if sync_pull_page.cursor !~ '^[0-9]{1,19}$' then
        perform public.raise_app_error('invalid_cursor', 'El cursor de sincronización no es válido');
      end if;
      since := sync_pull_page.cursor::xid8;
    end if;
    perform public.expire_overdue_reservations();
    -- As in sync_pull: every transaction below it has ended; later ones come with the next pull.
    next_cursor := pg_snapshot_xmin(pg_current_snapshot());
    totals := '{}'::jsonb;
    foreach table_name in array tables loop
      totals := totals || jsonb_build_object(table_name, public.changed_row_count(table_name, caller.organization_id, since));
      if since is not null and table_name <> 'organizations' then
        deleted := deleted || jsonb_build_object(table_name, public.deleted_keys(table_name, caller.organization_id, since));
      end if;
    end loop;
    -- A first download: the gate sells with this until the sales' own pages are in.
    if since is null then
      taken_seats := public.taken_seats_by_event(caller.organization_id);
    end if;
  end if;

  room := sync_pull_page.page_size;
  while table_index <= array_length(tables, 1) and room > 0 loop
    table_name := tables[table_index];
    found := public.page_of_rows(table_name, caller.organization_id, since, after_key, room);
    found_count := jsonb_array_length(found -> 'values');
    if found_count > 0 then
      page_rows := page_rows || jsonb_build_object(table_name, jsonb_build_object('columns', found -> 'columns', 'values', found -> 'values'));
    end if;
    room := room - found_count;
    if room = 0 then
      -- The page is full: the table may have more rows after this one's last.
      ranges := ranges || jsonb_build_array(jsonb_build_object('table', table_name, 'after', after_key, 'until', found ->> 'last'));
      after_key := found ->> 'last';
    else
      ranges := ranges || jsonb_build_array(jsonb_build_object('table', table_name, 'after', after_key, 'until', null));
      table_index := table_index + 1;
      after_key := null;
    end if;
  end loop;

  return jsonb_build_object(
    'organization_id', caller.organization_id,
    'cursor', next_cursor::text,
    'snapshot', since is null,
    'next_page', case
      when table_index > array_length(tables, 1) then null
      else format('p1.%s.%s.%s.%s', coalesce(since::text, 'n'), next_cursor::text, table_index, coalesce(after_key, 'n'))
    end,
    'rows', page_rows,
    'ranges', ranges,
    'deleted', deleted,
    'totals', totals,
    'taken_seats', taken_seats
  );
end;
$$;

revoke execute on function public.taken_seats_by_event(uuid) from public, anon, authenticated;
