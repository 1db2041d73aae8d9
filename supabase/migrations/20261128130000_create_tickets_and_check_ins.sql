-- Issue 18: signed tickets and check-in at the gate (contract: issue-18-contract).
--
-- A ticket is one reservation_seats row of a 'paid' or 'confirmed' reservation whose row is
-- active; its id is that row's id. No tickets table: every device already replicates
-- reservations and reservation_seats, so a gate looks a ticket up offline, and a cancelled or
-- refunded seat (reservation cancelled, row inactive) is revoked on every device by the same
-- pull that brings the change.
--
-- Keys: Ed25519 per organization, hex. The public half is organizations.ticket_public_key
-- (replicated with the organization); the private half lives in ticket_signing.organization_keys,
-- a schema no API role can use, read and written only through two functions granted to
-- service_role: the `tickets` Edge Function signs (signatures are deterministic: nothing signed
-- is stored).
--
--   get_reservation_tickets(reservation_id uuid, payment_id uuid default null) → jsonb  (anon, authenticated)
--     A visitor holding the payment id book_seats gave them, or a member of the reservation's
--     organization (payment_id null), reads the reservation's tickets (unsigned: the Edge
--     Function signs them):
--     { organization_id, reservation_id, reservation_status,
--       pending_reason: text | null,   -- pending hold: 'Tus entradas llegan cuando pagues en taquilla' (cash) / '… cuando se confirme el pago' (card)
--       closed_reason:  text | null,   -- cancelled or expired: why there are none
--       tickets: [{ticket_id, event_id, seat_id, seat_label, graderia_name, event_name, event_date, event_time, status: 'valida'}] }
--     Anyone else, an unknown reservation, or a payment of another reservation → 404
--     reservation_not_found 'Reserva no encontrada' (the same answer: nothing is revealed).
--
--   read_ticket(ticket_id uuid) → jsonb   (service_role only: the signature checked by the
--     Edge Function is the authorization, so the ticket's details are read only after it)
--     { organization_id, ticket_public_key, ticket: {…as above, status: 'valida' | 'anulada'} } or 404.
--
--   ticket_signing_key(organization_id uuid) → {secret_key_hex, public_key_hex} | null   (service_role)
--   store_ticket_signing_key(organization_id uuid, secret_key_hex text, public_key_hex text) → the stored pair (service_role)
--     insert … on conflict do nothing, then the stored pair: two first signings agree.
--
-- Check-ins: ticket_check_ins, replicated (synced_tables after reservation_seats). Written
-- only by the sync op
--   check-in {check_in_id, ticket_id, gate, scanned_at}   organizer or staff
--     device_id is the device that pushed the op (sync_ops), never the payload's word.
--     Every accepted scan is kept: the entry is the earliest scanned_at; scans of one ticket
--     from two devices are a double entry, which devices compute from the replica.
--     → rows {ticket_check_ins: every check-in of the ticket}
--     codes: ticket_not_found 404 (unknown, or of another organization), ticket_revoked 409
--     (cancelled, expired, unpaid hold, refunded or released seat), scanned_in_future (more
--     than 5 minutes ahead of the server's clock), field_too_long (gate over 60 characters),
--     duplicate_check_in 409 (this check-in id was already recorded by another op),
--     invalid_payload (missing or malformed fields).

-- ============================================================================
-- Tables
-- ============================================================================

alter table public.organizations add column ticket_public_key text
  constraint organizations_ticket_public_key_hex check (ticket_public_key ~ '^[0-9a-f]{64}$');

create schema ticket_signing;
revoke all on schema ticket_signing from public;

create table ticket_signing.organization_keys (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  secret_key_hex text not null check (secret_key_hex ~ '^[0-9a-f]{64}$'),
  public_key_hex text not null check (public_key_hex ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
alter table ticket_signing.organization_keys enable row level security;
revoke all on table ticket_signing.organization_keys from public;

create table public.ticket_check_ins (
  -- Made on the device that scanned, so the scan has one id offline and after sync.
  id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  event_id uuid not null,
  ticket_id uuid not null references public.reservation_seats (id) on delete cascade,
  seat_id uuid not null,
  device_id uuid not null,
  gate text not null default '' constraint ticket_check_ins_gate_length check (char_length(gate) <= 60),
  scanned_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_xid xid8 not null default pg_current_xact_id(),
  foreign key (event_id, organization_id) references public.events (id, organization_id) on delete cascade
);
create index ticket_check_ins_sync_idx on public.ticket_check_ins (organization_id, sync_xid);
create index ticket_check_ins_ticket_idx on public.ticket_check_ins (ticket_id, scanned_at);

create trigger ticket_check_ins_stamp_sync_xid before insert or update on public.ticket_check_ins
  for each row execute function public.stamp_sync_xid();
create trigger ticket_check_ins_record_sync_deletions after delete on public.ticket_check_ins
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');

alter table public.ticket_check_ins enable row level security;
-- Read like every synced table; written only by the check-in op (security definer).
revoke insert, update, delete, truncate, references, trigger on public.ticket_check_ins from public, anon, authenticated;
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on public.ticket_check_ins from public, anon, authenticated';
  end if;
end
$$;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- The service-role functions check the JWT's role themselves too: EXECUTE is the first
-- lock, this the second, should a grant ever widen.
create function public.require_service_role()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform public.raise_app_error('forbidden', 'Operación reservada al servidor', 403);
  end if;
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

create policy "Check-ins can be seen by members of their organization" on public.ticket_check_ins
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));

-- ============================================================================
-- Functions
-- ============================================================================

-- Whether a reservation's seat row is a valid ticket now: a paid or confirmed booking, the row active.
create function public.ticket_is_valid(p_reservation_status text, p_active boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_reservation_status in ('paid', 'confirmed') and p_active
$$;

-- One ticket as get_reservation_tickets and read_ticket describe it; the seat named as the
-- cashier names it (seat_labels: 'A-1', or 'P2-A-1' in a stand of several floors).
create function public.ticket_answer(p_ticket_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'ticket_id', sale.id,
    'reservation_id', sale.reservation_id,
    'event_id', sale.event_id,
    'seat_id', sale.seat_id,
    'seat_label', case when graderia.floors > 1 then 'P' || seat.floor_number || '-' else '' end
      || seat.row_letter || '-' || seat.seat_number,
    'graderia_name', graderia.name,
    'event_name', event.name,
    'event_date', event.event_date,
    'event_time', to_char(event.event_time, 'HH24:MI'),
    'status', case when public.ticket_is_valid(reservation.status, sale.active) then 'valida' else 'anulada' end
  )
  from public.reservation_seats as sale
  join public.reservations as reservation on reservation.id = sale.reservation_id
  join public.seats as seat on seat.id = sale.seat_id
  join public.graderias as graderia on graderia.id = seat.graderia_id
  join public.events as event on event.id = sale.event_id
  where sale.id = p_ticket_id
$$;

create function public.get_reservation_tickets(reservation_id uuid, payment_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_reservation public.reservations;
  allowed boolean;
  status text;
  paid_by_card boolean;
begin
  select * into found_reservation from public.reservations as reservation
  where reservation.id = get_reservation_tickets.reservation_id;
  allowed := found_reservation.id is not null and (
    -- The visitor's capability: the payment id book_seats answered them, of this very booking.
    (get_reservation_tickets.payment_id is not null and exists (
      select 1 from public.payments as payment
      where payment.id = get_reservation_tickets.payment_id and payment.reservation_id = found_reservation.id
        and payment.kind = 'charge'
    ))
    -- Or a member of the organization (removed members and pending second factors have none).
    or found_reservation.organization_id = public.my_organization_id()
  );
  if not coalesce(allowed, false) then
    perform public.raise_app_error('reservation_not_found', 'Reserva no encontrada', 404);
  end if;

  -- An overdue hold reads as expired, as everywhere else.
  status := case
    when found_reservation.status = 'pending' and found_reservation.expires_at <= now() then 'expired'
    else found_reservation.status
  end;
  paid_by_card := exists (
    select 1 from public.payments as payment
    where payment.reservation_id = found_reservation.id and payment.kind = 'charge' and payment.payment_method = 'mercadopago'
  );
  return jsonb_build_object(
    'organization_id', found_reservation.organization_id,
    'reservation_id', found_reservation.id,
    'reservation_status', status,
    'pending_reason', case when status = 'pending' then
      case when paid_by_card then 'Tus entradas llegan cuando se confirme el pago'
        else 'Tus entradas llegan cuando pagues en taquilla' end
    end,
    'closed_reason', case
      when status = 'cancelled' then 'La reserva fue cancelada: no tiene entradas válidas'
      when status = 'expired' then 'La reserva venció sin pago: no tiene entradas válidas'
    end,
    'tickets', case when status in ('paid', 'confirmed') then coalesce((
      select jsonb_agg(public.ticket_answer(sale.id) order by seat.graderia_id, seat.floor_number,
        char_length(seat.row_letter), seat.row_letter, seat.column_number)
      from public.reservation_seats as sale
      join public.seats as seat on seat.id = sale.seat_id
      where sale.reservation_id = found_reservation.id and sale.active
    ), '[]'::jsonb) else '[]'::jsonb end
  );
end;
$$;

create function public.read_ticket(ticket_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform public.require_service_role();
  select jsonb_build_object(
    'organization_id', sale.organization_id,
    'ticket_public_key', organization.ticket_public_key,
    'ticket', public.ticket_answer(sale.id)
  )
  into answer
  from public.reservation_seats as sale
  join public.organizations as organization on organization.id = sale.organization_id
  where sale.id = read_ticket.ticket_id;
  if answer is null then
    perform public.raise_app_error('ticket_not_found', 'La entrada no es válida', 404);
  end if;
  return answer;
end;
$$;

create function public.ticket_signing_key(organization_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_service_role();
  return (
    select jsonb_build_object('secret_key_hex', stored.secret_key_hex, 'public_key_hex', stored.public_key_hex)
    from ticket_signing.organization_keys as stored
    where stored.organization_id = ticket_signing_key.organization_id
  );
end;
$$;

create function public.store_ticket_signing_key(organization_id uuid, secret_key_hex text, public_key_hex text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored ticket_signing.organization_keys;
begin
  perform public.require_service_role();
  if coalesce(store_ticket_signing_key.secret_key_hex, '') !~ '^[0-9a-f]{64}$'
    or coalesce(store_ticket_signing_key.public_key_hex, '') !~ '^[0-9a-f]{64}$' then
    perform public.raise_app_error('invalid_key', 'La clave de firma no es válida');
  end if;
  if not exists (select 1 from public.organizations as organization where organization.id = store_ticket_signing_key.organization_id) then
    perform public.raise_app_error('organization_not_found', 'Organización no encontrada', 404);
  end if;
  insert into ticket_signing.organization_keys (organization_id, secret_key_hex, public_key_hex)
  values (store_ticket_signing_key.organization_id, store_ticket_signing_key.secret_key_hex, store_ticket_signing_key.public_key_hex)
  on conflict on constraint organization_keys_pkey do nothing;
  -- The first pair stored wins; a concurrent second signing reads it here.
  select * into stored from ticket_signing.organization_keys as existing
  where existing.organization_id = store_ticket_signing_key.organization_id;
  update public.organizations set ticket_public_key = stored.public_key_hex
  where id = stored.organization_id and ticket_public_key is distinct from stored.public_key_hex;
  return jsonb_build_object('secret_key_hex', stored.secret_key_hex, 'public_key_hex', stored.public_key_hex);
end;
$$;

-- The sync op 'check-in' (see the header); apply_sync_op finds it by its name.
create function public.apply_check_in(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  check_in_id uuid := public.payload_id(p_payload, 'check_in_id');
  scanned_ticket_id uuid := public.payload_id(p_payload, 'ticket_id');
  gate text := coalesce(public.payload_text(p_payload, 'gate'), '');
  scanned_at timestamptz;
  op public.sync_ops := public.current_sync_op(p_caller);
  ticket record;
begin
  -- payload_timestamp lets a missing field through as null: the scan's time is required.
  if coalesce(jsonb_typeof(p_payload -> 'scanned_at'), 'null') = 'null' then
    perform public.raise_app_error('invalid_payload', 'Falta el campo scanned_at');
  end if;
  scanned_at := public.payload_timestamp(p_payload, 'scanned_at');
  if char_length(gate) > 60 then
    perform public.raise_app_error('field_too_long', 'El nombre de la puerta admite como máximo 60 caracteres');
  end if;
  if scanned_at > now() + interval '5 minutes' then
    perform public.raise_app_error('scanned_in_future', 'La hora del escaneo está en el futuro: revisa la hora del dispositivo');
  end if;

  -- Shared locks: a refund or cancellation of this booking committing meanwhile is waited
  -- for and then seen, so no scan is accepted for a ticket revoked before it was recorded.
  select sale.id, sale.event_id, sale.seat_id, sale.active, sale.organization_id, reservation.status
  into ticket
  from public.reservation_seats as sale
  join public.reservations as reservation on reservation.id = sale.reservation_id
  where sale.id = scanned_ticket_id
  for share of sale, reservation;
  if ticket.id is null or ticket.organization_id <> p_caller.organization_id then
    perform public.raise_app_error('ticket_not_found', 'Entrada no encontrada en esta organización', 404);
  end if;
  if not public.ticket_is_valid(ticket.status, ticket.active) then
    perform public.raise_app_error('ticket_revoked', 'Entrada anulada: la reserva fue cancelada o reembolsada', 409);
  end if;

  insert into public.ticket_check_ins (id, organization_id, event_id, ticket_id, seat_id, device_id, gate, scanned_at)
  values (check_in_id, p_caller.organization_id, ticket.event_id, ticket.id, ticket.seat_id, op.device_id, gate, scanned_at)
  on conflict on constraint ticket_check_ins_pkey do nothing;
  if not found then
    perform public.raise_app_error('duplicate_check_in', 'Este ingreso ya fue registrado', 409);
  end if;

  return jsonb_build_object('ticket_check_ins', (
    select jsonb_agg(public.synced_row(to_jsonb(scan)) order by scan.scanned_at, scan.id)
    from public.ticket_check_ins as scan where scan.ticket_id = ticket.id
  ));
end;
$$;

-- As in 20261122150200_create_sync_pull.sql, with ticket_check_ins after the seats they check.
create or replace function public.synced_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'public_customers', 'reservations', 'reservation_seats', 'ticket_check_ins', 'payments', 'reservation_logs'
  ]
$$;

-- As in 20261127105000_create_sync_pull_page.sql: check-ins come with the sales, before the history.
create or replace function public.synced_tables_by_page()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'reservations', 'reservation_seats', 'ticket_check_ins', 'public_customers', 'payments', 'reservation_logs'
  ]
$$;

revoke execute on function
  public.require_service_role(),
  public.ticket_is_valid(text, boolean),
  public.ticket_answer(uuid),
  public.apply_check_in(public.profiles, jsonb),
  public.synced_tables(),
  public.synced_tables_by_page()
from public, anon, authenticated;

revoke execute on function public.get_reservation_tickets(uuid, uuid) from public;
grant execute on function public.get_reservation_tickets(uuid, uuid) to anon, authenticated;

revoke execute on function
  public.read_ticket(uuid),
  public.ticket_signing_key(uuid),
  public.store_ticket_signing_key(uuid, text, text)
from public, anon, authenticated;
grant execute on function
  public.read_ticket(uuid),
  public.ticket_signing_key(uuid),
  public.store_ticket_signing_key(uuid, text, text)
to service_role;
