-- What sync_pull needs to find every row of an organization that changed since a device
-- last pulled, deletions included, without ever skipping a row committed late.
--
-- Every synced table gets `sync_xid`: the id of the transaction that last wrote the row
-- (stamped by a trigger, so no client can choose it). A pull's cursor is the oldest
-- transaction still running when it read (pg_snapshot_xmin); the next pull asks for rows
-- with sync_xid >= that cursor. A transaction that started earlier but commits later than
-- the pull has an id >= the cursor, so the next pull still returns its rows. A timestamp
-- or a sequence would not: both are taken when the row is written, not when it commits.
--
-- Deleted rows leave a tombstone in sync_deletions carrying the deleting transaction's id.
-- sync_ops remembers every op a device pushed and its answer (see sync_push).
--
-- A table added later that devices should replicate needs: the sync_xid column, the
-- stamp trigger, the deletion trigger, the (organization_id, sync_xid) index, and an
-- entry in sync_pull's list of tables.

-- ============================================================================
-- Tables
-- ============================================================================

alter table public.organizations add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.profiles add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.graderias add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.seats add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.events add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.event_graderias add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.public_customers add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.reservations add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.reservation_seats add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.payments add column sync_xid xid8 not null default pg_current_xact_id();
alter table public.reservation_logs add column sync_xid xid8 not null default pg_current_xact_id();

create index profiles_sync_idx on public.profiles (organization_id, sync_xid);
create index graderias_sync_idx on public.graderias (organization_id, sync_xid);
create index seats_sync_idx on public.seats (organization_id, sync_xid);
create index events_sync_idx on public.events (organization_id, sync_xid);
create index event_graderias_sync_idx on public.event_graderias (organization_id, sync_xid);
create index public_customers_sync_idx on public.public_customers (organization_id, sync_xid);
create index reservations_sync_idx on public.reservations (organization_id, sync_xid);
create index reservation_seats_sync_idx on public.reservation_seats (organization_id, sync_xid);
create index payments_sync_idx on public.payments (organization_id, sync_xid);
create index reservation_logs_sync_idx on public.reservation_logs (organization_id, sync_xid);

-- No foreign key to organizations: the tombstones of an organization's own cascade
-- delete would otherwise point at a row that is gone.
create table public.sync_deletions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  table_name text not null,
  -- The deleted row's id as a JSON string, or an object of its key columns when the table
  -- has no id (event_graderias: {"event_id": …, "graderia_id": …}).
  row_key jsonb not null,
  sync_xid xid8 not null default pg_current_xact_id(),
  deleted_at timestamptz not null default now()
);
create index sync_deletions_sync_idx on public.sync_deletions (organization_id, sync_xid);

create table public.sync_ops (
  op_id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  device_id uuid not null,
  user_id uuid references auth.users (id) on delete set null,
  kind text not null,
  -- The answer given the first time; null only while the op is being applied.
  result jsonb,
  -- When the device queued the op, by the device's clock.
  queued_at timestamptz,
  created_at timestamptz not null default now()
);
create index sync_ops_organization_id_idx on public.sync_ops (organization_id, created_at desc);

alter table public.sync_deletions enable row level security;
alter table public.sync_ops enable row level security;
revoke truncate, references, trigger on public.sync_deletions, public.sync_ops from anon, authenticated;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: my_organization_id() is enough.

-- ============================================================================
-- Policies
-- ============================================================================

-- Both are written only by triggers and sync_push (security definer); members may read
-- their organization's history.
create policy "Deletions can be seen by members of their organization" on public.sync_deletions
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Pushed operations can be seen by members of their organization" on public.sync_ops
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));

-- ============================================================================
-- Functions
-- ============================================================================

-- Before insert too: a member inserting through the table API could otherwise pick an old
-- sync_xid and hide the row from incremental pulls.
create function public.stamp_sync_xid()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.sync_xid := pg_current_xact_id();
  return new;
end;
$$;

create trigger organizations_stamp_sync_xid before insert or update on public.organizations
  for each row execute function public.stamp_sync_xid();
create trigger profiles_stamp_sync_xid before insert or update on public.profiles
  for each row execute function public.stamp_sync_xid();
create trigger graderias_stamp_sync_xid before insert or update on public.graderias
  for each row execute function public.stamp_sync_xid();
create trigger seats_stamp_sync_xid before insert or update on public.seats
  for each row execute function public.stamp_sync_xid();
create trigger events_stamp_sync_xid before insert or update on public.events
  for each row execute function public.stamp_sync_xid();
create trigger event_graderias_stamp_sync_xid before insert or update on public.event_graderias
  for each row execute function public.stamp_sync_xid();
create trigger public_customers_stamp_sync_xid before insert or update on public.public_customers
  for each row execute function public.stamp_sync_xid();
create trigger reservations_stamp_sync_xid before insert or update on public.reservations
  for each row execute function public.stamp_sync_xid();
create trigger reservation_seats_stamp_sync_xid before insert or update on public.reservation_seats
  for each row execute function public.stamp_sync_xid();
create trigger payments_stamp_sync_xid before insert or update on public.payments
  for each row execute function public.stamp_sync_xid();
create trigger reservation_logs_stamp_sync_xid before insert or update on public.reservation_logs
  for each row execute function public.stamp_sync_xid();

-- One statement-level insert per delete, so dropping a stand with 12,500 seats writes its
-- tombstones in one go. The trigger's arguments name the key columns. Security definer:
-- members may delete rows but not write tombstones themselves.
create function public.record_sync_deletions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.sync_deletions (organization_id, table_name, row_key)
  select
    (to_jsonb(deleted_row) ->> 'organization_id')::uuid,
    tg_table_name,
    case
      when tg_nargs = 1 then to_jsonb(deleted_row) -> tg_argv[0]
      else (select jsonb_object_agg(key_column, to_jsonb(deleted_row) -> key_column) from unnest(tg_argv) as key_column)
    end
  from deleted_rows as deleted_row;
  return null;
end;
$$;

create trigger profiles_record_sync_deletions after delete on public.profiles
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger graderias_record_sync_deletions after delete on public.graderias
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger seats_record_sync_deletions after delete on public.seats
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger events_record_sync_deletions after delete on public.events
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger event_graderias_record_sync_deletions after delete on public.event_graderias
  referencing old table as deleted_rows for each statement
  execute function public.record_sync_deletions('event_id', 'graderia_id');
create trigger public_customers_record_sync_deletions after delete on public.public_customers
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger reservations_record_sync_deletions after delete on public.reservations
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger reservation_seats_record_sync_deletions after delete on public.reservation_seats
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger payments_record_sync_deletions after delete on public.payments
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger reservation_logs_record_sync_deletions after delete on public.reservation_logs
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');

revoke execute on function public.stamp_sync_xid(), public.record_sync_deletions() from public, anon, authenticated;
