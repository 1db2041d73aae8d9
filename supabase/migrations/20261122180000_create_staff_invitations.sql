-- Staff invitations: an organizer invites a gate cashier by email; the person registers or
-- signs in with that address, opens the mailed link and joins the organization as staff.
-- Accepting needs the link's token as well as the address: where sign-ups are confirmed at
-- once (the embedded server, or a hosted project without email confirmation) owning an
-- account with an address proves nothing, while the token proves its holder read the mail.
-- Only the token's SHA-256 is stored; the raw token is answered once, to whoever mails it.

-- ============================================================================
-- Tables
-- ============================================================================

create table public.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  token_hash text not null unique,
  status text not null default 'pending' check (status in ('pending', 'accepted')),
  invited_by uuid references auth.users (id) on delete set null,
  accepted_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Inviting the same address again renews its pending invitation instead of adding one.
create unique index staff_invitations_pending_email_idx on public.staff_invitations (organization_id, email)
  where status = 'pending';

create trigger staff_invitations_touch_updated_at before update on public.staff_invitations
  for each row execute function public.touch_updated_at();

alter table public.staff_invitations enable row level security;
revoke truncate, references, trigger on public.staff_invitations from anon, authenticated;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: require_my_profile(), my_organization_id() and my_role() are enough.

-- ============================================================================
-- Policies
-- ============================================================================

-- Organizers see their organization's invitations; staff do not (the addresses are the
-- organizer's business). No insert, update or delete policy: every write goes through the
-- functions below, which normalize the address, hash the token and check who may join.
create policy "Staff invitations can be seen by organizers of their organization" on public.staff_invitations
  for select to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- ============================================================================
-- Functions
-- ============================================================================

-- Invites an address to the caller's organization, or renews (new token, new week) the
-- pending invitation it already has. Answers the invitation with its raw token, the only
-- time the token leaves the database.
create function public.invite_staff(email text)
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
    where member.organization_id = caller.organization_id and lower(account.email) = clean_email
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

-- The organizer's 'Equipo' card: the organization's staff and its pending invitations.
create function public.list_staff_and_invitations()
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
    'staff', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', member.id, 'full_name', member.full_name, 'email', member.email, 'created_at', member.created_at)
        order by member.created_at, member.full_name
      )
      from public.profiles as member
      where member.organization_id = caller.organization_id and member.role = 'staff'
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
    ), '[]'::jsonb)
  );
end;
$$;

-- What the sign-up page shows to whoever holds an invitation link: which organization
-- invites which address. Callable without an account (the invitee may not have one yet).
create function public.get_staff_invitation(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  invitation public.staff_invitations;
begin
  select * into invitation from public.staff_invitations
  where token_hash = encode(sha256(convert_to(coalesce(get_staff_invitation.token, ''), 'UTF8')), 'hex')
    and status = 'pending';
  if not found then
    perform public.raise_app_error('invitation_not_found', 'La invitación no existe o ya fue usada', 404);
  end if;
  return jsonb_build_object(
    'email', invitation.email,
    'organization_name', (select name from public.organizations where id = invitation.organization_id),
    'expires_at', invitation.expires_at,
    'expired', invitation.expires_at <= now()
  );
end;
$$;

-- The signed-in user joins the inviting organization as staff. Refused for a user who
-- already belongs to an organization (a profile has exactly one), for another address than
-- the invited one, and for an expired or used invitation. The name comes from the form,
-- else from the sign-up metadata, else from the address.
create function public.accept_staff_invitation(token text, full_name text default null, phone text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account auth.users;
  invitation public.staff_invitations;
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
  if exists (select 1 from public.profiles where id = auth.uid()) then
    perform public.raise_app_error(
      'already_in_organization',
      'Tu cuenta ya pertenece a una organización. Para unirte a este equipo, regístrate con otra cuenta.', 409
    );
  end if;
  select * into invitation from public.staff_invitations
  where token_hash = encode(sha256(convert_to(coalesce(accept_staff_invitation.token, ''), 'UTF8')), 'hex')
    and status = 'pending'
  for update;
  if not found then
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
    nullif(btrim(account.raw_user_meta_data ->> 'full_name'), ''),
    split_part(invitation.email, '@', 1)
  );
  insert into public.profiles (id, organization_id, role, full_name, email, phone)
  values (auth.uid(), invitation.organization_id, 'staff', member_name, account.email,
          nullif(btrim(accept_staff_invitation.phone), ''))
  returning * into joined;
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

-- Withdraws a pending invitation: its link stops working at once.
create function public.revoke_staff_invitation(id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  revoked_id uuid;
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'No tienes permisos para retirar invitaciones', 403);
  end if;
  delete from public.staff_invitations as invitation
  where invitation.id = revoke_staff_invitation.id
    and invitation.organization_id = caller.organization_id
    and invitation.status = 'pending'
  returning invitation.id into revoked_id;
  if revoked_id is null then
    perform public.raise_app_error('invitation_not_found', 'La invitación no existe o ya fue aceptada', 404);
  end if;
  return jsonb_build_object('id', revoked_id);
end;
$$;
