-- A member removed from the team (20261125140000_remove_team_members.sql) can be invited
-- back by the same organization: the seasonal cashier hired again. Their profile row comes
-- back to life (same id, so past sales still name them) instead of a second profile.
-- Another organization cannot take them in: a profile belongs to one organization, and the
-- sales it made stay tied to the first one (reservation_logs' composite key).

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: require_my_profile() is enough.

-- ============================================================================
-- Functions
-- ============================================================================

-- As in 20261122180000_create_staff_invitations.sql, except that a removed member is no
-- longer "part of the team" and may be invited again.
create or replace function public.invite_staff(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  clean_email text := lower(btrim(coalesce(invite_staff.email, '')));
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  invitation public.staff_invitations;
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'No tienes permisos para invitar personas a tu equipo', 403);
  elsif clean_email = '' then
    perform public.raise_app_error('email_required', 'El correo es requerido');
  elsif clean_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    perform public.raise_app_error('invalid_email', 'Correo electrónico inválido');
  end if;
  if exists (
    select 1 from public.profiles as member
    join auth.users as account on account.id = member.id
    where member.organization_id = caller.organization_id and member.removed_at is null
      and lower(account.email) = clean_email
  ) then
    perform public.raise_app_error('already_member', 'Esta persona ya es parte de tu equipo', 409);
  end if;

  update public.staff_invitations as pending
  set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'), invited_by = caller.id,
      expires_at = now() + interval '7 days'
  where pending.organization_id = caller.organization_id and pending.email = clean_email and pending.status = 'pending'
  returning * into invitation;
  if not found then
    insert into public.staff_invitations (organization_id, email, token_hash, invited_by)
    values (caller.organization_id, clean_email, encode(sha256(convert_to(token, 'UTF8')), 'hex'), caller.id)
    returning * into invitation;
  end if;

  return jsonb_build_object(
    'id', invitation.id, 'email', invitation.email, 'status', invitation.status,
    'expires_at', invitation.expires_at, 'created_at', invitation.created_at,
    'organization_name', (select name from public.organizations where id = caller.organization_id),
    'token', token
  );
end;
$$;

-- As in 20261122180000_create_staff_invitations.sql, plus: a member removed from the
-- inviting organization rejoins it as staff with the same profile.
create or replace function public.accept_staff_invitation(token text, full_name text default null, phone text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account auth.users;
  invitation public.staff_invitations;
  existing public.profiles;
  member_name text;
  joined public.profiles;
begin
  if auth.uid() is null then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  select * into account from auth.users where id = auth.uid();
  if not found then
    perform public.raise_app_error('not_authenticated', 'Usuario no autenticado', 401);
  end if;
  select * into existing from public.profiles where id = auth.uid() for update;
  select * into invitation from public.staff_invitations
  where token_hash = encode(sha256(convert_to(coalesce(accept_staff_invitation.token, ''), 'UTF8')), 'hex')
    and status = 'pending'
  for update;
  -- Only a member removed from the inviting organization may come back through it.
  if existing.id is not null
     and not coalesce(existing.removed_at is not null and existing.organization_id = invitation.organization_id, false) then
    perform public.raise_app_error(
      'already_in_organization',
      'Tu cuenta ya pertenece a una organización. Para unirte a este equipo, regístrate con otra cuenta.', 409
    );
  end if;
  if invitation.id is null then
    perform public.raise_app_error('invitation_not_found', 'La invitación no existe o ya fue usada', 404);
  elsif invitation.expires_at <= now() then
    perform public.raise_app_error('invitation_expired', 'La invitación venció. Pide a tu organizador que te invite de nuevo.');
  elsif invitation.email <> lower(coalesce(account.email, '')) then
    perform public.raise_app_error(
      'invitation_email_mismatch', format('Esta invitación es para %s. Ingresa con ese correo.', invitation.email), 403
    );
  end if;

  member_name := coalesce(
    nullif(btrim(accept_staff_invitation.full_name), ''),
    existing.full_name,
    nullif(btrim(account.raw_user_meta_data ->> 'full_name'), ''),
    split_part(invitation.email, '@', 1)
  );
  if existing.id is not null then
    update public.profiles
    set removed_at = null, removed_by = null, role = 'staff', full_name = member_name,
        phone = coalesce(nullif(btrim(accept_staff_invitation.phone), ''), existing.phone)
    where id = existing.id
    returning * into joined;
  else
    insert into public.profiles (id, organization_id, role, full_name, email, phone)
    values (auth.uid(), invitation.organization_id, 'staff', member_name, account.email,
            nullif(btrim(accept_staff_invitation.phone), ''))
    returning * into joined;
  end if;
  update public.staff_invitations set status = 'accepted', accepted_by = auth.uid(), accepted_at = now()
  where id = invitation.id;
  return public.profile_with_organization(joined);
exception
  -- Two acceptances of one account racing: the loser finds the profile the winner created.
  when unique_violation then
    perform public.raise_app_error(
      'already_in_organization',
      'Tu cuenta ya pertenece a una organización. Para unirte a este equipo, regístrate con otra cuenta.', 409
    );
end;
$$;
