-- Row-level security on every table. On hosted Supabase the API roles hold every
-- privilege on `public`, so these policies are the only barrier. All of them are
-- `to authenticated` and built on my_organization_id(): anonymous visitors read and write
-- nothing directly (the public page goes through security definer functions).
--
-- Who may do what, inside their own organization:
--   organizer: select/insert/update/delete graderias, seats, events, event_graderias;
--              select/insert/update reservations, reservation_seats, public_customers, payments;
--              select/insert reservation_logs; select + update their organization; select profiles.
--   staff (sells at the gate): select everything; insert/update reservations,
--              reservation_seats, public_customers, payments; insert reservation_logs.
-- Nobody deletes reservations, payments or logs; profiles and organizations are written
-- only by functions (otherwise staff could promote themselves).

-- ============================================================================
-- Tables
-- ============================================================================

alter table public.organizations enable row level security;
alter table public.profiles enable row level security;
alter table public.graderias enable row level security;
alter table public.seats enable row level security;
alter table public.events enable row level security;
alter table public.event_graderias enable row level security;
alter table public.public_customers enable row level security;
alter table public.reservations enable row level security;
alter table public.reservation_seats enable row level security;
alter table public.payments enable row level security;
alter table public.reservation_logs enable row level security;

-- Row-level security does not cover these; the API never needs them.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- The caller's organization, or null for anonymous users and users without a profile.
-- Security definer so that policies on profiles do not recurse into themselves.
create function public.my_organization_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select organization_id from public.profiles where id = auth.uid()
$$;

-- The caller's role in my_organization_id(): 'organizer', 'staff' or null.
create function public.my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.profiles
  where id = auth.uid() and organization_id = public.my_organization_id()
$$;

revoke execute on function public.my_organization_id(), public.my_role() from public, anon;
grant execute on function public.my_organization_id(), public.my_role() to authenticated;

-- ============================================================================
-- Policies
-- ============================================================================

-- organizations
create policy "Organizations can be seen by their members" on public.organizations
  for select to authenticated
  using (id = (select public.my_organization_id()));
create policy "Organizations can be edited by their organizers" on public.organizations
  for update to authenticated
  using (id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer')
  with check (id = (select public.my_organization_id()));

-- profiles
create policy "Profiles can be seen by members of the same organization" on public.profiles
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));

-- graderias
create policy "Venues can be seen by members of their organization" on public.graderias
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Venues can be created by organizers of their organization" on public.graderias
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');
create policy "Venues can be edited by organizers of their organization" on public.graderias
  for update to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer')
  with check (organization_id = (select public.my_organization_id()));
create policy "Venues can be deleted by organizers of their organization" on public.graderias
  for delete to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- seats
create policy "Seats can be seen by members of their organization" on public.seats
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Seats can be created by organizers of their organization" on public.seats
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');
create policy "Seats can be edited by organizers of their organization" on public.seats
  for update to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer')
  with check (organization_id = (select public.my_organization_id()));
create policy "Seats can be deleted by organizers of their organization" on public.seats
  for delete to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- events
create policy "Events can be seen by members of their organization" on public.events
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Events can be created by organizers of their organization" on public.events
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');
create policy "Events can be edited by organizers of their organization" on public.events
  for update to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer')
  with check (organization_id = (select public.my_organization_id()));
create policy "Events can be deleted by organizers of their organization" on public.events
  for delete to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- event_graderias
create policy "Event venues can be seen by members of their organization" on public.event_graderias
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Event venues can be added by organizers of their organization" on public.event_graderias
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');
create policy "Event venues can be edited by organizers of their organization" on public.event_graderias
  for update to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer')
  with check (organization_id = (select public.my_organization_id()));
create policy "Event venues can be removed by organizers of their organization" on public.event_graderias
  for delete to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- public_customers
create policy "Customers can be seen by members of their organization" on public.public_customers
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Customers can be created by members of their organization" on public.public_customers
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()));
create policy "Customers can be edited by members of their organization" on public.public_customers
  for update to authenticated
  using (organization_id = (select public.my_organization_id()))
  with check (organization_id = (select public.my_organization_id()));

-- reservations
create policy "Reservations can be seen by members of their organization" on public.reservations
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Reservations can be created by members of their organization" on public.reservations
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()));
create policy "Reservations can be edited by members of their organization" on public.reservations
  for update to authenticated
  using (organization_id = (select public.my_organization_id()))
  with check (organization_id = (select public.my_organization_id()));

-- reservation_seats
create policy "Reserved seats can be seen by members of their organization" on public.reservation_seats
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Reserved seats can be created by members of their organization" on public.reservation_seats
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()));
create policy "Reserved seats can be edited by members of their organization" on public.reservation_seats
  for update to authenticated
  using (organization_id = (select public.my_organization_id()))
  with check (organization_id = (select public.my_organization_id()));

-- payments
create policy "Payments can be seen by members of their organization" on public.payments
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Payments can be recorded by members of their organization" on public.payments
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()));
create policy "Payments can be edited by members of their organization" on public.payments
  for update to authenticated
  using (organization_id = (select public.my_organization_id()))
  with check (organization_id = (select public.my_organization_id()));

-- reservation_logs: append-only, and a member logs only in their own name.
create policy "Reservation logs can be seen by members of their organization" on public.reservation_logs
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));
create policy "Reservation logs can be written by members in their own name" on public.reservation_logs
  for insert to authenticated
  with check (organization_id = (select public.my_organization_id()) and user_id = (select auth.uid()));

-- ============================================================================
-- Functions
-- ============================================================================

-- None here: see 20261122140200_create_api_functions.sql.
