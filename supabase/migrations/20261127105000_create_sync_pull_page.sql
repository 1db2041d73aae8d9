-- sync_pull_page: sync_pull in pages, so a device's first download of a large organization
-- (the 12,500-seat stand and 10,000 reservations: 65,000 rows) arrives in steps it can save
-- and show progress of, resumes after a dropped connection, and lets the gate sell as soon
-- as the catalog and the seats' sales are in. sync_pull stays as it was: installed PWAs run
-- cached code that still calls it.
--
-- sync_pull_page(cursor text default null, page text default null, page_size integer default 2500) → jsonb   (page_size 1..20000)
--   First call: page null, cursor as for sync_pull (null: a full snapshot). Then page = the
--   answer's next_page until it is null; cursor is ignored while paging.
--   {
--     organization_id: uuid,          -- the caller's; rows leave it out (it is this one)
--     cursor:    text,                -- store it once next_page is null (sync_pull's cursor)
--     snapshot:  boolean,             -- true: a full snapshot (the page's ranges say what is gone)
--     next_page: text | null,         -- pass it to get the next page; null: this was the last
--     rows:      {<table>: {columns: [name, …], values: [[value, …], …]}, …}  -- only tables with rows
--     ranges:    [{table, after, until}, …] -- the key ranges (after, until] this page covered, in
--                                            -- order; after null: from the start, until null: to the end.
--                                            -- A key is the id, or 'event_id_graderia_id'.
--     deleted:   {<table>: [key, …]}  -- first page of a pull with a cursor only, as sync_pull's
--     totals:    {<table>: count} | null  -- first page only: rows the pull will bring per table
--   }
--   Pages follow synced_tables_by_page(): the catalog (stands, seats, events, codes), then the
--   sales that say which seats are taken (reservations, reservation_seats), then the history.
--   Inside a table, rows go by primary key, so each row of the organization that exists
--   throughout the paging comes in exactly one page. A row written or deleted while paging
--   has sync_xid >= the answer's cursor (taken when the first page was read), so the next
--   pull brings it or its deletion: no row is ever skipped.
--   Errors: as sync_pull (401, 403 incl. the second factor and removed members, via
--   require_my_profile); a page or cursor this function did not give → 400 invalid_cursor;
--   page_size outside 1..20000 → 400 invalid_page_size.
--   A page holds no organization id: the caller's organization is read from their profile on
--   every call, so a forged page can only list the caller's own rows.

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

-- None here: sync_pull_page filters by the caller's organization itself.

-- ============================================================================
-- Functions
-- ============================================================================

-- The order pages follow: what the gate needs to sell first, the history last.
create function public.synced_tables_by_page()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'reservations', 'reservation_seats', 'public_customers', 'payments', 'reservation_logs'
  ]
$$;

-- The columns a page lists for a table, in table order: all but sync_xid and the
-- organization id every row shares.
create function public.paged_columns(p_table text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select array_agg(attribute.attname::text order by attribute.attnum)
  from pg_catalog.pg_attribute as attribute
  where attribute.attrelid = format('public.%I', p_table)::regclass
    and attribute.attnum > 0
    and not attribute.attisdropped
    and attribute.attname not in ('sync_xid', 'organization_id')
$$;

-- Up to p_limit rows of one table of the organization written by transactions >= p_since
-- (all when null) with a key after p_after (from the start when null), by key.
-- → {columns, values, last}: last is the key of the last row listed.
create function public.page_of_rows(p_table text, p_organization_id uuid, p_since xid8, p_after text, p_limit integer)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  columns text[] := public.paged_columns(p_table);
  compound boolean := p_table = 'event_graderias';
  found jsonb;
begin
  execute format(
    $sql$
      select jsonb_build_object(
        'values', coalesce(jsonb_agg(jsonb_build_array(%s) order by %s), '[]'::jsonb),
        'last', (array_agg(%s order by %s))[1]
      )
      from (
        select * from public.%I as changed
        where changed.%I = $1 and ($2::xid8 is null or changed.sync_xid >= $2) and ($3::text is null or %s)
        order by %s
        limit $4
      ) as changed
    $sql$,
    (select string_agg(format('changed.%I', name), ', ') from unnest(columns) as name),
    case when compound then 'changed.event_id, changed.graderia_id' else 'changed.id' end,
    case when compound then $key$changed.event_id::text || '_' || changed.graderia_id::text$key$ else 'changed.id::text' end,
    case when compound then 'changed.event_id desc, changed.graderia_id desc' else 'changed.id desc' end,
    p_table,
    case when p_table = 'organizations' then 'id' else 'organization_id' end,
    case
      when compound then $after$(changed.event_id, changed.graderia_id) > (split_part($3, '_', 1)::uuid, split_part($3, '_', 2)::uuid)$after$
      else 'changed.id > $3::uuid'
    end,
    case when compound then 'changed.event_id, changed.graderia_id' else 'changed.id' end
  )
  into found
  using p_organization_id, p_since, p_after, p_limit;
  return found || jsonb_build_object('columns', to_jsonb(columns));
end;
$$;

-- How many rows of one table of the organization a pull since p_since brings.
create function public.changed_row_count(p_table text, p_organization_id uuid, p_since xid8)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  found integer;
begin
  execute format(
    'select count(*)::int from public.%I as changed where changed.%I = $1 and ($2::xid8 is null or changed.sync_xid >= $2)',
    p_table,
    case when p_table = 'organizations' then 'id' else 'organization_id' end
  )
  into found
  using p_organization_id, p_since;
  return found;
end;
$$;

create function public.sync_pull_page(cursor text default null, page text default null, page_size integer default 2500)
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
    'totals', totals
  );
end;
$$;

revoke execute on function
  public.synced_tables_by_page(),
  public.paged_columns(text),
  public.page_of_rows(text, uuid, xid8, text, integer),
  public.changed_row_count(text, uuid, xid8)
from public, anon, authenticated;
