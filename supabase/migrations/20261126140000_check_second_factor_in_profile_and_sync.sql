-- Issue 13's second-factor rule, kept by the functions 20261125140000_remove_team_members
-- recreated: a session that still owes its second factor reaches no organization, reads no
-- profile and pushes nothing (sync_push reads the caller itself, so it checks as well).
-- 20261125180000 had joined the first two; this carries the rule to get_my_profile and
-- sync_push, whole, as they stand after 20261125140000.

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

create or replace function public.sync_push(device_id uuid, ops jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles;
  removed boolean;
  results jsonb := '[]'::jsonb;
  op jsonb;
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
  removed := caller.removed_at is not null;
  if sync_push.device_id is null then
    perform public.raise_app_error('invalid_payload', 'Falta el identificador del dispositivo (device_id)');
  end if;
  if jsonb_typeof(sync_push.ops) is distinct from 'array' then
    perform public.raise_app_error('invalid_payload', 'Las operaciones (ops) deben enviarse como una lista');
  end if;
  if jsonb_array_length(sync_push.ops) > 500 then
    perform public.raise_app_error('invalid_payload', 'Se pueden enviar como máximo 500 operaciones a la vez');
  end if;
  if not removed then
    perform public.expire_overdue_reservations();
  end if;

  for op in select value from jsonb_array_elements(sync_push.ops) loop
    results := results || jsonb_build_array(
      case when removed then public.refuse_op_of_removed_member(caller, sync_push.device_id, op)
           else public.push_op(caller, sync_push.device_id, op) end
    );
  end loop;
  return jsonb_build_object('results', results);
end;
$$;
