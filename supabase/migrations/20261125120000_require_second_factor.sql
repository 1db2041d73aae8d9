-- Two-factor sign-in (TOTP through Supabase Auth's MFA API) is enforced by the database, the
-- way Supabase documents it: a user with a verified factor in auth.mfa_factors reaches their
-- organization only with an aal2 token. A password alone (aal1) then sees nothing: the
-- "my organization" helpers every policy and checked function uses answer nothing or refuse.
-- Plus one-time recovery codes, which Supabase Auth does not have.
--
-- NOTE for whoever redefines require_my_profile(), my_organization_id() or get_my_profile()
-- in a later migration: keep the second_factor.pending() check.

-- Internals live in their own schema: PostgREST does not expose it and no API role may use it.
create schema second_factor;
revoke all on schema second_factor from public;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- True when the caller has a verified second factor but this token did not prove it.
-- Security definer: API roles cannot read auth.mfa_factors (it holds the TOTP secrets).
create or replace function second_factor.pending()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
     and exists (
       select 1 from auth.mfa_factors
       where user_id = auth.uid() and status = 'verified'
     )
$$;

-- Internal: called by the security definer functions below, as their owner.
revoke execute on function second_factor.pending() from public;

-- The caller's organization, or null for anonymous users, users without a profile, and users
-- whose second factor this session has not proved.
-- Security definer so that policies on profiles do not recurse into themselves.
create or replace function public.my_organization_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select organization_id from public.profiles
  where id = auth.uid() and not second_factor.pending()
$$;

-- The caller's profile; refuses anonymous callers (401), a session that still owes its second
-- factor (403) and users who never registered (403: signed in, but with no organization).
create or replace function public.require_my_profile()
returns public.profiles
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  if second_factor.pending() then
    perform public.raise_app_error('second_factor_required',
      'Ingresa el código de verificación en dos pasos para continuar', 403);
  end if;
  select * into caller from public.profiles where id = auth.uid();
  if not found then
    perform public.raise_app_error('organization_not_found', 'No se encontró la organización asociada', 403);
  end if;
  return caller;
end;
$$;

create or replace function public.get_my_profile()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  if second_factor.pending() then
    perform public.raise_app_error('second_factor_required',
      'Ingresa el código de verificación en dos pasos para continuar', 403);
  end if;
  select * into caller from public.profiles where id = auth.uid();
  if not found then
    return 'null'::jsonb;
  end if;
  return public.profile_with_organization(caller);
end;
$$;

-- ============================================================================
-- Recovery codes
-- ============================================================================

-- Ten one-time codes per user, made right after the second factor is verified and shown once.
-- Each code has 80 random bits, so only its SHA-256 is kept (a slow hash protects guessable
-- passwords; these cannot be guessed) and a code can be found by its hash.
create table second_factor.recovery_codes (
  code_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index recovery_codes_user_id_idx on second_factor.recovery_codes (user_id);

-- No API role reads or writes it (its schema is closed to them): only the functions below,
-- bound to auth.uid(). Row-level security too, in case a grant ever opens the schema.
alter table second_factor.recovery_codes enable row level security;

-- 32 letters and digits without 0/o/1/l: 5 bits a character, 16 characters.
create or replace function second_factor.new_recovery_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select string_agg(
           substr('abcdefghijkmnpqrstuvwxyz23456789', get_byte(bytes, i) % 32 + 1, 1)
             || case when i in (3, 7, 11) then '-' else '' end,
           '' order by i)
  from (select extensions.gen_random_bytes(16) as bytes) random_source,
       generate_series(0, 15) as i
$$;

revoke execute on function second_factor.new_recovery_code() from public;

-- What is hashed: the code without dashes, spaces or case, as people retype it.
create or replace function second_factor.recovery_code_hash(p_code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(regexp_replace(lower(p_code), '[^a-z0-9]', '', 'g'), 'sha256'), 'hex')
$$;

revoke execute on function second_factor.recovery_code_hash(text) from public;

-- New codes for the caller, replacing any earlier ones. Only a session that proved the
-- caller's verified second factor (aal2) may make them.
create or replace function public.create_mfa_recovery_codes()
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  codes text[];
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
     or not exists (select 1 from auth.mfa_factors where user_id = auth.uid() and status = 'verified') then
    perform public.raise_app_error('second_factor_required',
      'Activa y verifica la verificación en dos pasos antes de generar códigos de recuperación', 403);
  end if;
  select array_agg(second_factor.new_recovery_code()) into codes from generate_series(1, 10);
  delete from second_factor.recovery_codes where user_id = auth.uid();
  insert into second_factor.recovery_codes (code_hash, user_id)
  select second_factor.recovery_code_hash(code), auth.uid() from unnest(codes) as code;
  return codes;
end;
$$;

-- Signing in without the authenticator app: a right code is spent, the caller's second
-- factors are removed (so this password-only session is enough, and the person must enrol
-- again) and the remaining codes go with them. A wrong code changes nothing.
create or replace function public.use_mfa_recovery_code(p_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  if p_code is null or length(p_code) > 64 then
    perform public.raise_app_error('invalid_recovery_code', 'Código de recuperación incorrecto', 400);
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = auth.uid() and status = 'verified') then
    perform public.raise_app_error('second_factor_not_enabled',
      'Tu cuenta no tiene activada la verificación en dos pasos', 409);
  end if;
  delete from second_factor.recovery_codes
  where user_id = auth.uid() and code_hash = second_factor.recovery_code_hash(p_code);
  if not found then
    perform public.raise_app_error('invalid_recovery_code', 'Código de recuperación incorrecto', 400);
  end if;
  delete from auth.mfa_factors where user_id = auth.uid();
  delete from second_factor.recovery_codes where user_id = auth.uid();
  return jsonb_build_object('second_factor_removed', true);
end;
$$;

-- Like every API function, executable by the API roles (hosted Supabase's default privileges
-- and the local bootstrap's grant it); anonymous callers get 401 inside.
