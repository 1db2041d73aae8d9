-- The help centre's contact form ('Centro de Ayuda', spec §2): a member of an organization
-- writes to Taquilla's support team, and the message is kept with the organization it came
-- from. The spec's form sent nothing; here it lands in this table, where support reads it
-- with the service role and the organization's organizers see what their people sent.
-- Rows are written only by submit_support_message, which checks every field with the
-- form's Spanish messages; nobody edits or deletes a message through the API.

-- ============================================================================
-- Tables
-- ============================================================================

create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Kept when the account goes: the message still belongs to the organization.
  user_id uuid references auth.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  -- The form's six subjects (spec §2 Help centre); the app shows them in Spanish.
  subject text not null check (subject in ('technical', 'billing', 'reservations', 'venues', 'general', 'feature')),
  message text not null check (char_length(message) between 10 and 5000),
  created_at timestamptz not null default now()
);
create index support_messages_organization_id_idx on public.support_messages (organization_id, created_at desc);

alter table public.support_messages enable row level security;
revoke truncate, references, trigger on public.support_messages from anon, authenticated;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: my_organization_id() and my_role() are enough.

-- ============================================================================
-- Policies
-- ============================================================================

-- Only organizers read the inbox: staff at the gate have no business reading what the
-- organizer wrote about billing. No insert, update or delete policy: inserts go through
-- submit_support_message (security definer), and a sent message is never changed.
create policy "Support messages can be seen by organizers of their organization" on public.support_messages
  for select to authenticated
  using (organization_id = (select public.my_organization_id()) and (select public.my_role()) = 'organizer');

-- ============================================================================
-- Functions
-- ============================================================================

-- The contact form's rules, field by field in the order the form shows them, with the
-- messages the form itself gives (src/features/help/support-message-schema.ts).
create function public.check_support_message_fields(p_name text, p_email text, p_subject text, p_message text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(p_name, '') = '' then
    perform public.raise_app_error('name_required', 'El nombre es requerido');
  elsif char_length(p_name) > 120 then
    perform public.raise_app_error('name_too_long', 'El nombre no puede superar 120 caracteres');
  elsif coalesce(p_email, '') = '' then
    perform public.raise_app_error('email_required', 'El correo es requerido');
  elsif char_length(p_email) > 254 then
    perform public.raise_app_error('email_too_long', 'El correo no puede superar 254 caracteres');
  elsif p_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    perform public.raise_app_error('invalid_email', 'Correo electrónico inválido');
  elsif coalesce(p_subject, '') = '' then
    perform public.raise_app_error('subject_required', 'Selecciona un asunto');
  elsif p_subject not in ('technical', 'billing', 'reservations', 'venues', 'general', 'feature') then
    perform public.raise_app_error('invalid_subject', 'Asunto inválido');
  elsif coalesce(p_message, '') = '' then
    perform public.raise_app_error('message_required', 'El mensaje es requerido');
  elsif char_length(p_message) < 10 then
    perform public.raise_app_error('message_too_short', 'El mensaje debe tener al menos 10 caracteres');
  elsif char_length(p_message) > 5000 then
    perform public.raise_app_error('message_too_long', 'El mensaje no puede superar 5.000 caracteres');
  end if;
end;
$$;

-- Any signed-in member (organizer or staff) may write; the message is filed under the
-- caller's organization, whatever the form says. Text is stored without surrounding
-- whitespace (line breaks included, which btrim would keep).
create function public.submit_support_message(name text, email text, subject text, message text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  clean_name text := regexp_replace(submit_support_message.name, '^\s+|\s+$', '', 'g');
  clean_email text := regexp_replace(submit_support_message.email, '^\s+|\s+$', '', 'g');
  clean_subject text := regexp_replace(submit_support_message.subject, '^\s+|\s+$', '', 'g');
  clean_message text := regexp_replace(submit_support_message.message, '^\s+|\s+$', '', 'g');
  stored public.support_messages;
begin
  perform public.check_support_message_fields(clean_name, clean_email, clean_subject, clean_message);
  insert into public.support_messages (organization_id, user_id, name, email, subject, message)
  values (caller.organization_id, caller.id, clean_name, clean_email, clean_subject, clean_message)
  returning * into stored;
  return to_jsonb(stored);
end;
$$;

-- Internal pieces are not part of the API.
revoke execute on function public.check_support_message_fields(text, text, text, text) from public, anon, authenticated;
