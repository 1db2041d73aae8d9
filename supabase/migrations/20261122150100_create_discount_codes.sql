-- Discount codes of an organization, checked by the server when a manual reservation is
-- pushed (the spec's version only checked a hard-coded code in the browser). Devices
-- replicate them so the total shown offline matches what the server will store.

-- ============================================================================
-- Tables
-- ============================================================================

create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Upper case: a lookup upper-cases what the cashier typed, so case never matters.
  code text not null check (code ~ '^[A-Z0-9_-]+$'),
  percent integer not null check (percent between 1 and 100),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_xid xid8 not null default pg_current_xact_id(),
  unique (organization_id, code)
);
create index discount_codes_sync_idx on public.discount_codes (organization_id, sync_xid);

create trigger discount_codes_touch_updated_at before update on public.discount_codes
  for each row execute function public.touch_updated_at();
create trigger discount_codes_stamp_sync_xid before insert or update on public.discount_codes
  for each row execute function public.stamp_sync_xid();
create trigger discount_codes_record_sync_deletions after delete on public.discount_codes
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');

alter table public.discount_codes enable row level security;
revoke truncate, references, trigger on public.discount_codes from anon, authenticated;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: my_organization_id() and my_role() are enough.

-- ============================================================================
-- Policies
-- ============================================================================

create policy "Discount codes can be seen by members of their organization" on public.discount_codes
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Discount codes can be created by organizers of their organization" on public.discount_codes
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');
create policy "Discount codes can be edited by organizers of their organization" on public.discount_codes
  for update to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer')
  with check (organization_id = (select public.my_organization_id()));
create policy "Discount codes can be deleted by organizers of their organization" on public.discount_codes
  for delete to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- ============================================================================
-- Functions
-- ============================================================================

-- None here: sync_push's reservations-create-manual applies the codes.
