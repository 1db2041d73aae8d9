-- Writes only through the checked functions (issue 14, point 5).
--
-- On hosted Supabase `anon` and `authenticated` hold every privilege on the tables of
-- `public`, and PostgREST lets anyone holding the public anon key (plus a session) use them.
-- Row-level security checked the organization but not the rules, so an organizer or staff
-- member could, straight through the table API, insert a `paid` reservation of total 0,
-- move a hold's expiry to year 9999, or free the seat of a paid reservation. Every write the
-- app makes already goes through `security definer` functions that re-check the caller and
-- the rules (sync_push and its apply_* ops, book_seats, register_organizer, ...); they run as
-- their owner, who owns the tables, so they are unaffected by what follows.
--
-- After this migration the API roles keep SELECT (read through the `to authenticated` select
-- policies; anonymous visitors have no policy and read nothing) and nothing else: no INSERT,
-- UPDATE, DELETE, TRUNCATE (which row-level security does not cover), REFERENCES, TRIGGER,
-- nor MAINTAIN (Postgres 17+, which hosted projects run: it allows LOCK TABLE in any mode).
-- Discount codes and an organization's name have no writer in the app: the project owner
-- edits them (SQL editor or table editor), as before only the demo seed wrote them.

-- ============================================================================
-- Tables
-- ============================================================================

-- None created. Privileges of the existing tables (and views, should any appear):
revoke insert, update, delete, truncate, references, trigger
  on all tables in schema public from anon, authenticated, public;
revoke all on all sequences in schema public from anon, authenticated, public;

-- Tables and sequences this role creates later in `public` get no write grant either. On
-- hosted Supabase the role running migrations (`postgres`) had a default of ALL for the API
-- roles; objects created by `supabase_admin` keep that platform default, which only
-- `supabase_admin` can change (none of our migrations runs as it).
alter default privileges in schema public
  revoke insert, update, delete, truncate, references, trigger on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- MAINTAIN exists from Postgres 17 (PGlite is 18, the test cluster 15): revoke it where it exists.
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on all tables in schema public from anon, authenticated, public';
    execute 'alter default privileges in schema public revoke maintain on tables from anon, authenticated';
  end if;
end
$$;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: my_organization_id() and my_role() stay, for the select policies.

-- ============================================================================
-- Policies
-- ============================================================================

-- Every insert, update and delete policy of `public` goes: without the privilege they could
-- never apply, and keeping them would suggest a door that is closed. When this migration
-- landed they were, by table:
--   organizations: update by organizers
--   graderias, seats, events, event_graderias, discount_codes: insert, update, delete by organizers
--   public_customers, reservations, reservation_seats, payments: insert, update by members
--   reservation_logs: insert by members in their own name
-- Swept by command rather than listed by name, so that a write policy added by a migration
-- ordered before this one goes too. Select policies stay.
do $$
declare
  write_policy record;
begin
  for write_policy in
    select policyname, tablename from pg_policies
    where schemaname = 'public' and cmd in ('INSERT', 'UPDATE', 'DELETE')
  loop
    execute format('drop policy %I on public.%I', write_policy.policyname, write_policy.tablename);
  end loop;
end
$$;

-- ============================================================================
-- Functions
-- ============================================================================

-- None changed: every function that writes is `security definer` (owner `postgres`, the
-- tables' owner, `search_path = ''`) or an internal helper that only such a function calls,
-- whose execute privilege the API roles do not hold. tests/db/table-writes.test.ts checks both.
