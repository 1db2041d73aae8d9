-- sync_pull: what a device downloads to keep its local replica of the organization.
--
-- sync_pull(cursor text default null) → jsonb
--   {
--     cursor:  text,                       -- pass it to the next pull
--     rows:    {<table>: [row, …], …},     -- every table below, [] when nothing changed
--     deleted: {<table>: [key, …], …}      -- every table below except organizations
--   }
--   Tables: organizations (the caller's own), profiles, graderias, seats, events,
--   event_graderias, public_customers, reservations, reservation_seats, payments,
--   reservation_logs, discount_codes — all rows of the caller's organization.
--   A row is the table's row as a JSON object with its column names (sync_xid left out).
--   A deleted key is the row's id, except event_graderias: {event_id, graderia_id}.
--   cursor null: the full snapshot, and deleted is empty (the device replaces its replica).
--   cursor given: the rows written since (possibly again some already received: upsert
--   them), and the keys deleted since and not re-created.
--   Errors: anonymous → 401 not_authenticated 'Usuario no autenticado'; no profile →
--   403 organization_not_found 'No se encontró la organización asociada'; a cursor that is
--   not one this function gave → 400 invalid_cursor.
--   Overdue pending reservations are expired first, so expiries reach the devices.
-- Why a late commit is never skipped: see 20261122150000_add_sync_tracking.sql.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: sync callers are checked by require_my_profile().

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: sync_pull filters by the caller's organization itself.

-- ============================================================================
-- Functions
-- ============================================================================

-- A row as devices receive it, in pulls and in push answers.
create function public.synced_row(p_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select p_row - 'sync_xid'
$$;

-- The tables devices replicate, in the order a device can apply them (parents first).
create function public.synced_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'public_customers', 'reservations', 'reservation_seats', 'payments', 'reservation_logs'
  ]
$$;

-- Rows of one table of the organization written by transactions >= p_since (all when null).
create function public.changed_rows(p_table text, p_organization_id uuid, p_since xid8)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  found_rows jsonb;
begin
  execute format(
    $sql$
      select coalesce(jsonb_agg(public.synced_row(to_jsonb(changed))), '[]'::jsonb)
      from public.%I as changed
      where changed.%I = $1 and ($2::xid8 is null or changed.sync_xid >= $2)
    $sql$,
    p_table,
    case when p_table = 'organizations' then 'id' else 'organization_id' end
  )
  into found_rows
  using p_organization_id, p_since;
  return found_rows;
end;
$$;

-- Keys of one table's rows deleted by transactions >= p_since that do not exist now (a row
-- deleted and then created again, like a stand removed from an event and added back, is
-- in changed_rows instead).
create function public.deleted_keys(p_table text, p_organization_id uuid, p_since xid8)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  found_keys jsonb;
begin
  execute format(
    $sql$
      select coalesce(jsonb_agg(distinct deletion.row_key), '[]'::jsonb)
      from public.sync_deletions as deletion
      where deletion.organization_id = $1 and deletion.table_name = %L and deletion.sync_xid >= $2
        and not exists (select 1 from public.%I as existing where %s)
    $sql$,
    p_table,
    p_table,
    case
      when p_table = 'event_graderias' then
        $key$existing.event_id = (deletion.row_key ->> 'event_id')::uuid
          and existing.graderia_id = (deletion.row_key ->> 'graderia_id')::uuid$key$
      else $key$existing.id = (deletion.row_key #>> '{}')::uuid$key$
    end
  )
  into found_keys
  using p_organization_id, p_since;
  return found_keys;
end;
$$;

create function public.sync_pull(cursor text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  since xid8;
  next_cursor xid8;
  table_name text;
  changed jsonb := '{}'::jsonb;
  deleted jsonb := '{}'::jsonb;
begin
  if sync_pull.cursor is not null then
    if sync_pull.cursor !~ '^[0-9]{1,19}$' then
      perform public.raise_app_error('invalid_cursor', 'El cursor de sincronización no es válido');
    end if;
    since := sync_pull.cursor::xid8;
  end if;
  perform public.expire_overdue_reservations();
  -- Taken before reading: every transaction below it has ended, so the reads below see all
  -- of their rows; anything still running has an id >= it and comes with the next pull.
  next_cursor := pg_snapshot_xmin(pg_current_snapshot());

  foreach table_name in array public.synced_tables() loop
    changed := changed || jsonb_build_object(table_name, public.changed_rows(table_name, caller.organization_id, since));
    if table_name <> 'organizations' then
      deleted := deleted || jsonb_build_object(
        table_name,
        case when since is null then '[]'::jsonb else public.deleted_keys(table_name, caller.organization_id, since) end
      );
    end if;
  end loop;
  return jsonb_build_object('cursor', next_cursor::text, 'rows', changed, 'deleted', deleted);
end;
$$;

revoke execute on function
  public.synced_row(jsonb),
  public.synced_tables(),
  public.changed_rows(text, uuid, xid8),
  public.deleted_keys(text, uuid, xid8)
from public, anon, authenticated;
