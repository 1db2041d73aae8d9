-- What hosted Supabase already provides and our migrations rely on.
-- Applied only on the local engines (PGlite, plain Postgres), never by `supabase db push`.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists auth;
create schema if not exists storage;
create schema if not exists extensions;
grant usage on schema public, auth, storage, extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- Hosted Supabase grants every table and function of `public` to the API roles, so
-- row-level security is the only barrier there: the local engines must behave alike.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- The columns of hosted Supabase's auth.users that our seed and server use.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email text unique,
  encrypted_password text,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Refresh tokens of the embedded auth server (hosted Supabase keeps its own).
create table if not exists auth.refresh_tokens (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
-- The token a refresh rotated away from: lets a client that lost the answer retry briefly.
alter table auth.refresh_tokens add column if not exists parent text;
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Password-recovery links of the embedded auth server (hosted Supabase keeps its own in
-- auth.one_time_tokens). Only the token's SHA-256 is stored: the raw token exists only in
-- the mail. One live token per user; using it deletes it.
create table if not exists auth.recovery_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  redirect_to text not null,
  created_at timestamptz not null default now()
);
create index if not exists recovery_tokens_user_id_idx on auth.recovery_tokens (user_id);

-- The mail the embedded backend would have sent (recovery links, staff invitations), read
-- at /_dev/correo. No API role is granted anything here.
create schema if not exists local_mailbox;
create table if not exists local_mailbox.messages (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body text not null,
  -- [{label, url}]: the buttons of the mail.
  links jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);

-- Same definitions as hosted Supabase: claims come from the request's JWT.
-- nullif(): after a transaction ends a custom setting reads as '' rather than null.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean not null default false,
  created_at timestamptz not null default now()
);
-- Hosted columns that bucket-creating migrations set; the embedded storage server enforces them.
alter table storage.buckets add column if not exists owner uuid;
alter table storage.buckets add column if not exists updated_at timestamptz not null default now();
alter table storage.buckets add column if not exists file_size_limit bigint;
alter table storage.buckets add column if not exists allowed_mime_types text[];

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket_id, name)
);
alter table storage.objects add column if not exists owner_id text;
alter table storage.objects add column if not exists last_accessed_at timestamptz default now();
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
-- The grants of a hosted project (Supabase's init scripts give the API roles every privilege
-- on the storage tables): row-level security is the only barrier, here as there.
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

grant execute on function storage.foldername(text), storage.filename(text) to anon, authenticated, service_role;
