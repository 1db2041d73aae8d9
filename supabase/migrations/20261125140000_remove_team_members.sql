-- Team offboarding: an organizer removes a member (staff, or another organizer while one
-- organizer remains) from the organization.
--
-- The profile row is kept and marked removed (removed_at), not deleted nor detached:
-- reservation_logs point at (profiles.id, organization_id) with `on delete set null`, so
-- deleting the profile would blank "who sold this" in every past sale, and moving it to
-- another (or no) organization would break that same composite key. A removed profile is
-- still seen by the organization (history shows the name) but is no member any more:
-- my_organization_id() and require_my_profile() ignore it, so row-level security shows it
-- nothing and every function refuses it ('Ya no perteneces a esta organización', 403),
-- also while its already issued access token is still valid (hosted PostgREST does not
-- check sessions). Its refresh tokens and sessions are deleted in the same transaction, so
-- it cannot get a new access token.
--
-- Ops a removed member's device pushes afterwards are not applied: sync_push answers each
-- one rejected (member_removed) and keeps it, with its payload, in refused_member_ops,
-- where the organization's organizers see what was sold and not registered.

-- ============================================================================
-- Tables
-- ============================================================================

alter table public.profiles
  add column removed_at timestamptz,
  add column removed_by uuid references auth.users (id) on delete set null;

-- Who removed whom and when. Names are copied: the history must read the same after the
-- accounts are gone.
create table public.team_member_removals (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  member_name text not null,
  member_email text,
  member_role text not null check (member_role in ('organizer', 'staff')),
  removed_by uuid references auth.users (id) on delete set null,
  removed_by_name text not null,
  removed_at timestamptz not null default now()
);
create index team_member_removals_organization_idx on public.team_member_removals (organization_id, removed_at desc);

-- Ops pushed by a member after their removal: refused, never applied, kept for the organizers.
create table public.refused_member_ops (
  op_id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  member_name text not null,
  device_id uuid not null,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  -- When the device queued the op, by the device's clock.
  queued_at timestamptz,
  refused_at timestamptz not null default now()
);
create index refused_member_ops_organization_idx on public.refused_member_ops (organization_id, refused_at desc);
create index refused_member_ops_user_idx on public.refused_member_ops (user_id);

alter table public.team_member_removals enable row level security;
alter table public.refused_member_ops enable row level security;
revoke truncate, references, trigger on public.team_member_removals, public.refused_member_ops from anon, authenticated;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- A removed member belongs to no organization any more.
-- These functions keep 20261125120000's rule too: a session that still owes its second
-- factor reaches no organization (sync_push, which reads the caller itself, checks it as well).
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

-- The caller's profile; refuses anonymous callers (401), users who never registered (403)
-- and members removed from their organization (403).
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

-- Organizers read their organization's offboarding history; nobody writes it directly.
create policy "Team removals can be seen by organizers of their organization" on public.team_member_removals
  for select to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');
create policy "Refused member ops can be seen by organizers of their organization" on public.refused_member_ops
  for select to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- ============================================================================
-- Functions
-- ============================================================================

-- The app asks this first at every start: a removed member hears it here (and wipes the
-- device), instead of being taken for an account that never registered.
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

-- Ends every session of a user at once: no refresh token of theirs works any more. The
-- local bootstrap has auth.refresh_tokens (user_id uuid); hosted GoTrue has it with a
-- varchar user_id, plus auth.sessions (whose deletion cascades to its tokens), hence the
-- text comparison and the lookup of auth.sessions by name.
create or replace function public.end_sessions_of_user(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.refresh_tokens where user_id::text = p_user_id::text;
  if to_regclass('auth.sessions') is not null then
    execute 'delete from auth.sessions where user_id::text = $1' using p_user_id::text;
  end if;
end;
$$;

-- Removes a member from the caller's organization: see the top of this file.
-- Refusals (nothing changes): not an organizer 403 forbidden; no such active member of the
-- caller's organization (another organization's id included) 404 member_not_found; the
-- organization's last organizer 409 last_organizer.
create or replace function public.remove_team_member(p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  target public.profiles;
  removal public.team_member_removals;
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'Solo los organizadores pueden quitar personas del equipo', 403);
  elsif p_user_id is null then
    perform public.raise_app_error('member_required', 'Indica a quién quieres quitar del equipo');
  end if;
  -- One removal at a time per organization: two organizers removing each other at once
  -- must not leave it with none.
  perform 1 from public.organizations where id = caller.organization_id for update;
  if not exists (select 1 from public.profiles where id = caller.id and removed_at is null) then
    perform public.raise_app_error('member_removed', 'Ya no perteneces a esta organización', 403);
  end if;

  select * into target from public.profiles
  where id = p_user_id and organization_id = caller.organization_id and removed_at is null
  for update;
  if not found then
    perform public.raise_app_error('member_not_found', 'Esta persona no es parte de tu equipo', 404);
  end if;
  if target.role = 'organizer' and (
    select count(*) from public.profiles
    where organization_id = caller.organization_id and role = 'organizer' and removed_at is null
  ) <= 1 then
    perform public.raise_app_error(
      'last_organizer', 'No puedes quitar al último organizador. Primero suma a otro organizador al equipo.', 409
    );
  end if;

  update public.profiles set removed_at = now(), removed_by = caller.id where id = target.id;
  insert into public.team_member_removals (
    organization_id, user_id, member_name, member_email, member_role, removed_by, removed_by_name
  )
  values (caller.organization_id, target.id, target.full_name, target.email, target.role, caller.id, caller.full_name)
  returning * into removal;
  perform public.end_sessions_of_user(target.id);

  return jsonb_build_object(
    'user_id', target.id, 'full_name', removal.member_name, 'removed_by_name', removal.removed_by_name,
    'removed_at', removal.removed_at
  );
end;
$$;

-- The organizer's 'Equipo' card: the active members (organizers and staff), pending
-- invitations, and the members removed, each with the ops their devices pushed afterwards.
create or replace function public.list_staff_and_invitations()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'No tienes permisos para ver el equipo de tu organización', 403);
  end if;
  return jsonb_build_object(
    'members', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'id', member.id, 'full_name', member.full_name, 'email', member.email, 'role', member.role,
          'created_at', member.created_at, 'is_me', member.id = caller.id
        )
        order by member.role, member.created_at, member.full_name
      )
      from public.profiles as member
      where member.organization_id = caller.organization_id and member.removed_at is null
    ), '[]'::jsonb),
    'invitations', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'id', invitation.id, 'email', invitation.email, 'created_at', invitation.created_at,
          'expires_at', invitation.expires_at, 'expired', invitation.expires_at <= now()
        )
        order by invitation.created_at desc
      )
      from public.staff_invitations as invitation
      where invitation.organization_id = caller.organization_id and invitation.status = 'pending'
    ), '[]'::jsonb),
    'removals', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'id', removal.id, 'user_id', removal.user_id, 'full_name', removal.member_name,
          'email', removal.member_email, 'role', removal.member_role,
          'removed_by_name', removal.removed_by_name, 'removed_at', removal.removed_at,
          'refused_ops', coalesce((
            select jsonb_agg(
              jsonb_build_object(
                'op_id', refused.op_id, 'kind', refused.kind, 'payload', refused.payload,
                'queued_at', refused.queued_at, 'refused_at', refused.refused_at
              )
              order by refused.queued_at nulls last, refused.refused_at
            )
            from public.refused_member_ops as refused
            where refused.organization_id = caller.organization_id and refused.user_id = removal.user_id
              and refused.refused_at >= removal.removed_at
          ), '[]'::jsonb)
        )
        order by removal.removed_at desc
      )
      from public.team_member_removals as removal
      where removal.organization_id = caller.organization_id
    ), '[]'::jsonb)
  );
end;
$$;

-- One op pushed by a removed member: answered from sync_ops when it was pushed before (an
-- op applied before the removal stays applied), else refused and kept for the organizers.
create or replace function public.refuse_op_of_removed_member(p_caller public.profiles, p_device_id uuid, p_op jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  pushed_op_id uuid;
  pushed_kind text;
  pushed_queued_at timestamptz;
  recorded public.sync_ops;
  answer jsonb;
  error_message text;
  error_code text;
begin
  begin
    if jsonb_typeof(p_op) is distinct from 'object' then
      perform public.raise_app_error('invalid_payload', 'Cada operación debe ser un objeto');
    end if;
    pushed_op_id := public.payload_id(p_op, 'op_id');
    pushed_kind := public.payload_text(p_op, 'kind');
    if coalesce(pushed_kind, '') = '' then
      perform public.raise_app_error('invalid_payload', 'Falta el campo kind');
    end if;
    pushed_queued_at := public.payload_timestamp(p_op, 'created_at');
  exception
    when sqlstate 'P0001' then
      get stacked diagnostics error_message = message_text, error_code = pg_exception_detail;
      return public.rejected_op(pushed_op_id, error_code, error_message);
  end;

  select * into recorded from public.sync_ops where op_id = pushed_op_id;
  if found then
    if recorded.organization_id <> p_caller.organization_id then
      return public.rejected_op(pushed_op_id, 'duplicate_op_id', 'El identificador de la operación ya fue usado');
    end if;
    return recorded.result;
  end if;

  answer := public.rejected_op(
    pushed_op_id, 'member_removed', 'Tu acceso a la organización fue retirado; esta venta no se registró'
  );
  insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at, result)
  values (pushed_op_id, p_caller.organization_id, p_device_id, p_caller.id, pushed_kind, pushed_queued_at, answer)
  on conflict on constraint sync_ops_pkey do nothing;
  -- A removed member's access token lives on for up to an hour: enough to flood this table.
  -- A real device holds a few hundred ops at most; past 1000 the payload is not kept.
  if found and (select count(*) from public.refused_member_ops where user_id = p_caller.id) < 1000 then
    insert into public.refused_member_ops (op_id, organization_id, user_id, member_name, device_id, kind, payload, queued_at)
    values (
      pushed_op_id, p_caller.organization_id, p_caller.id, p_caller.full_name, p_device_id, pushed_kind,
      case when jsonb_typeof(p_op -> 'payload') = 'object' then p_op -> 'payload' else '{}'::jsonb end,
      pushed_queued_at
    );
  end if;
  return (select result from public.sync_ops where op_id = pushed_op_id);
end;
$$;

-- sync_push as in 20261122150600_create_sync_push.sql (its contract is there), plus: a
-- member removed from the organization gets every op answered rejected with code
-- member_removed (HTTP 200, so the device learns which of its sales were not registered);
-- their next sync_pull is refused with 403 member_removed.
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

revoke execute on function
  public.end_sessions_of_user(uuid),
  public.refuse_op_of_removed_member(public.profiles, uuid, jsonb)
from public, anon, authenticated;
