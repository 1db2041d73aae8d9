-- The caller's organization, checked for both rules that came the same day.
--
-- 20261125120000_require_second_factor added "a user with a verified second factor must
-- present an aal2 token", and 20261125140000_remove_team_members added "a removed member
-- belongs to no organization". Both recreated the same three functions, and the later one
-- lost the earlier check. These are the three again, with both checks: second factor first
-- (an unproven session learns nothing, not even that it was removed), then membership.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

create or replace function public.my_organization_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select organization_id from public.profiles
  where id = auth.uid() and removed_at is null and not second_factor.pending()
$$;

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
  if caller.removed_at is not null then
    perform public.raise_app_error('member_removed', 'Ya no perteneces a esta organización', 403);
  end if;
  return caller;
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

-- None: the policies call my_organization_id().

-- ============================================================================
-- Functions
-- ============================================================================

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
  if caller.removed_at is not null then
    perform public.raise_app_error('member_removed', 'Ya no perteneces a esta organización', 403);
  end if;
  return public.profile_with_organization(caller);
end;
$$;
