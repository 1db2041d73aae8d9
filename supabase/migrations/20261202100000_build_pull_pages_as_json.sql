-- sync_pull_page builds its page as json text instead of jsonb (issue 17 point 3). A page's
-- rows were built value by value as jsonb, copied again into the page with ||, and turned
-- into text on the way out; built as json they are text from the start. On PGlite the same
-- 10,000 rows took 1.2–2× less (BENCHMARKS.md §3, eleventh session), and a first sync's
-- pages are the server's share of it.
--
-- sync_pull_page(cursor, page, page_size) → json: the answer is the same JSON as in
-- 20261130120000_send_taken_seats_before_sales.sql (same keys, values, pages and errors);
-- only its SQL type changes, from jsonb to json, which PostgREST and supabase-js send and
-- read alike. The key order inside the answer is no longer sorted, which JSON leaves free.
-- page_of_rows stays for nothing else; it is dropped.

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

-- As page_of_rows (20261127105000_create_sync_pull_page.sql), as json text and its parts:
-- the rows' values, how many, the last one's key and the column names.
create function public.page_of_rows_as_json(p_table text, p_organization_id uuid, p_since xid8, p_after text, p_limit integer)
returns table (row_values json, row_count integer, last_key text, column_names json)
language plpgsql
stable
set search_path = ''
as $$
declare
  columns text[] := public.paged_columns(p_table);
  compound boolean := p_table = 'event_graderias';
begin
  return query execute format(
    $sql$
      select
        coalesce(json_agg(json_build_array(%s) order by %s), '[]'::json),
        count(*)::integer,
        (array_agg(%s order by %s))[1],
        to_json($5::text[])
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
  using p_organization_id, p_since, p_after, p_limit, columns;
end;
$$;

-- A function's result type cannot change in place.
drop function public.sync_pull_page(text, text, integer);
drop function public.page_of_rows(text, uuid, xid8, text, integer);

-- As in 20261130120000_send_taken_seats_before_sales.sql, the page assembled as json text.
create function public.sync_pull_page(cursor text default null, page text default null, page_size integer default 2500)
returns json
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
  found record;
  table_name text;
  page_rows text[] := '{}';
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
    select * into found from public.page_of_rows_as_json(table_name, caller.organization_id, since, after_key, room);
    if found.row_count > 0 then
      page_rows := page_rows || format('%s:{"columns":%s,"values":%s}', to_json(table_name), found.column_names, found.row_values);
    end if;
    room := room - found.row_count;
    if room = 0 then
      -- The page is full: the table may have more rows after this one's last.
      ranges := ranges || jsonb_build_array(jsonb_build_object('table', table_name, 'after', after_key, 'until', found.last_key));
      after_key := found.last_key;
    else
      ranges := ranges || jsonb_build_array(jsonb_build_object('table', table_name, 'after', after_key, 'until', null));
      table_index := table_index + 1;
      after_key := null;
    end if;
  end loop;

  return json_build_object(
    'organization_id', caller.organization_id,
    'cursor', next_cursor::text,
    'snapshot', since is null,
    'next_page', case
      when table_index > array_length(tables, 1) then null
      else format('p1.%s.%s.%s.%s', coalesce(since::text, 'n'), next_cursor::text, table_index, coalesce(after_key, 'n'))
    end,
    'rows', ('{' || array_to_string(page_rows, ',') || '}')::json,
    'ranges', ranges,
    'deleted', deleted,
    'totals', totals,
    'taken_seats', taken_seats
  );
end;
$$;

revoke execute on function public.page_of_rows_as_json(text, uuid, xid8, text, integer) from public, anon, authenticated;
