-- A length limit on every free-text column people write: names, descriptions, profile
-- fields, the customer fields of a sale, links, discount codes, invitation addresses.
--
-- Until now only book_seats measured what it stored (check_field_length); everything else
-- took any text up to the 1 MB body cap, so a 900 KB event name was stored, synced to every
-- device and shown everywhere. The limits are enforced here, once, by a trigger on each
-- table, so every writer is covered: the API functions, the sync_push ops, book_seats and
-- the table API alike. The app's forms (src/domain) mirror the same numbers and labels, so
-- a person sees the message under the field before anything is queued.
--
-- A refusal is raise_app_error('field_too_long', 'El campo <label> es demasiado largo'),
-- book_seats' wording: HTTP 400 from a function, a rejected op in sync_push (the op's
-- savepoint is rolled back, so it writes nothing). On update only a column whose value
-- changes is measured, so a row stored before this migration can still be edited in its
-- other columns.
--
-- Left unlimited on purpose (tests/db/text-limits.test.ts keeps the list): columns with a
-- CHECK that already bounds them (statuses, document types, seat row letters), columns only
-- the server writes (token hashes, log actions, sync bookkeeping), and support_messages,
-- whose own checks already bound every field.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here: the limits are triggers (see Functions), not column changes.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: the triggers apply to every writer, whatever the policies let through.

-- ============================================================================
-- Functions
-- ============================================================================

-- The trigger's arguments are triples (column, maximum characters, label shown to people),
-- so one function serves every table and the limits sit next to the table they guard.
-- Security definer: a member writing through the table API (organizers may edit their
-- organization's name) may not call raise_app_error themselves.
create function public.check_text_lengths()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_row jsonb := to_jsonb(new);
  old_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  argument_index integer := 0;
  column_name text;
begin
  while argument_index + 2 < tg_nargs loop
    column_name := tg_argv[argument_index];
    if char_length(new_row ->> column_name) > tg_argv[argument_index + 1]::integer
      and (old_row is null or (new_row -> column_name) is distinct from (old_row -> column_name)) then
      perform public.raise_app_error(
        'field_too_long', format('El campo %s es demasiado largo', tg_argv[argument_index + 2])
      );
    end if;
    argument_index := argument_index + 3;
  end loop;
  return new;
end;
$$;

-- Named *_check_text_lengths: before-triggers fire in name order, so this one runs before
-- the sync_xid stamp and the updated_at touch (which only set their own column) and before
-- graderias' dimension lock. The columns follow the forms' order, so the first field the
-- person sees too long is the one named. `update of` skips updates that do not set a limited
-- column at all (status changes, expiry, payments), which then cost nothing.
create trigger organizations_check_text_lengths
  before insert or update of name on public.organizations
  for each row execute function public.check_text_lengths('name', '160', 'Nombre de la empresa');

create trigger profiles_check_text_lengths
  before insert or update of
    full_name, email, document_number, phone, address, profile_picture, company_name, rnt, business_description
  on public.profiles
  for each row execute function public.check_text_lengths(
    'full_name', '120', 'Nombre completo',
    'email', '254', 'Correo electrónico',
    'document_number', '30', 'Número de documento',
    'phone', '30', 'Teléfono',
    'address', '300', 'Dirección',
    'profile_picture', '2048', 'Foto de perfil',
    'company_name', '160', 'Nombre de la empresa',
    'rnt', '30', 'RNT',
    'business_description', '2000', 'Descripción del negocio'
  );

create trigger graderias_check_text_lengths
  before insert or update of name, description, location_name on public.graderias
  for each row execute function public.check_text_lengths(
    'name', '120', 'Nombre',
    'description', '2000', 'Descripción',
    'location_name', '200', 'Ubicación'
  );

create trigger events_check_text_lengths
  before insert or update of name, slug, description, image_url, video_url on public.events
  for each row execute function public.check_text_lengths(
    'name', '160', 'Nombre del evento',
    'slug', '180', 'Slug',
    'description', '5000', 'Descripción',
    'image_url', '2048', 'Imagen',
    'video_url', '2048', 'Video'
  );

create trigger public_customers_check_text_lengths
  before insert or update of name, phone, email, document_number on public.public_customers
  for each row execute function public.check_text_lengths(
    'name', '120', 'Nombre completo',
    'phone', '30', 'Teléfono',
    'email', '254', 'Correo electrónico',
    'document_number', '30', 'Número de documento'
  );

create trigger reservations_check_text_lengths
  before insert or update of customer_name, customer_email, customer_phone, document_number, notes, source
  on public.reservations
  for each row execute function public.check_text_lengths(
    'customer_name', '120', 'Nombre completo',
    'customer_email', '254', 'Correo electrónico',
    'customer_phone', '30', 'Teléfono',
    'document_number', '30', 'Número de documento',
    'notes', '1000', 'Notas',
    'source', '50', 'Origen'
  );

create trigger discount_codes_check_text_lengths
  before insert or update of code on public.discount_codes
  for each row execute function public.check_text_lengths('code', '40', 'Código de descuento');

create trigger staff_invitations_check_text_lengths
  before insert or update of email on public.staff_invitations
  for each row execute function public.check_text_lengths('email', '254', 'Correo electrónico');

revoke execute on function public.check_text_lengths() from public, anon, authenticated;
