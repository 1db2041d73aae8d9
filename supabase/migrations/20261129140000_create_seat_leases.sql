-- Issue 21, point 1: seat leases per gate device, so that offline sales cannot conflict.
--
-- A lease gives a block of seats of one event to one device (its sync device id, and the name
-- the organizer sees, e.g. 'Tablet puerta 2') for a window [starts_at, ends_at). While the
-- window is open and the lease is not handed back, only that device sells those seats:
-- the public page, other devices' sales and their offline pushes are refused with
-- 'Este asiento está asignado a otra taquilla'. The lease ends by itself at ends_at (nothing
-- to run: every check compares with now()), or earlier when handed back (returned_at).
--
-- One row per leased seat, so 'is seat S of event E leased now, and to whom?' is one lookup
-- in seat_leases_event_seat_idx. A lease is the rows sharing lease_id.
--
-- Never two leases of one seat with overlapping windows: every lease write locks the seats'
-- rows in id order (for no key update, exactly as every sale does) before it checks, so two
-- leases, or a lease and a sale, of the same seat queue instead of both passing the check.
--
-- Sales: a trigger on reservation_seats (before insert, or update that reactivates a row)
-- refuses a seat leased now to a device other than the one whose op is being applied (the
-- op push_op claimed in sync_ops). A sale with no claimed op (book_seats, the bulk push path)
-- counts as a foreign seller: the bulk try fails and push_run falls back to the per-op path,
-- where the op is claimed, so both paths answer alike. The holding device's offline sales of
-- its seats are accepted at sync even after the window ended (nothing else could sell them
-- during the window; after it they are free seats like any other).
--
-- Sync ops (apply_<kind>, dispatched by name):
--   seat-leases-create {lease_id, event_id, seat_ids[], device_name, ends_at, starts_at?, device_id?}
--     device_id defaults to the pushing device; only an organizer may lease to another device.
--     starts_at defaults to now. A lease_id already used adds the seats to it (top-up; the
--     device, name and window are the lease's). → rows {seat_leases: the lease's rows}
--   seat-leases-return {lease_id}   the organizer or the holding device: returned_at = now on
--     rows still open. → rows {seat_leases: the lease's rows}
--   codes: event_not_found 404, lease_not_found 404, forbidden 403, invalid_payload,
--     invalid_window ('La hora final debe ser posterior a la inicial' / '… ya pasó' / max 7 days),
--     too_many_seats (max 2,000 a lease), field_too_long (device_name over 60), seat_not_found 404,
--     seats_sold 409 (sold, held or blocked seats), lease_overlap 409 (leased in that window).
--
-- Public page: unavailable_seat_statuses lists seats leased now as 'blocked'.

-- ============================================================================
-- Tables
-- ============================================================================

create table public.seat_leases (
  id uuid primary key default gen_random_uuid(),
  lease_id uuid not null,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  event_id uuid not null,
  seat_id uuid not null references public.seats (id) on delete cascade,
  device_id uuid not null,
  device_name text not null constraint seat_leases_device_name_length check (char_length(device_name) between 1 and 60),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  returned_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_xid xid8 not null default pg_current_xact_id(),
  constraint seat_leases_window check (ends_at > starts_at),
  constraint seat_leases_one_row_per_lease_seat unique (lease_id, seat_id),
  foreign key (event_id, organization_id) references public.events (id, organization_id) on delete cascade
);
create index seat_leases_event_seat_idx on public.seat_leases (event_id, seat_id, ends_at);
create index seat_leases_sync_idx on public.seat_leases (organization_id, sync_xid);
create index seat_leases_lease_idx on public.seat_leases (lease_id);

create trigger seat_leases_stamp_sync_xid before insert or update on public.seat_leases
  for each row execute function public.stamp_sync_xid();
create trigger seat_leases_record_sync_deletions after delete on public.seat_leases
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');

alter table public.seat_leases enable row level security;
-- Read like every synced table; written only by the lease ops (through sync_push).
revoke insert, update, delete, truncate, references, trigger on public.seat_leases from public, anon, authenticated;
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on public.seat_leases from public, anon, authenticated';
  end if;
end
$$;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- The device whose op is being applied in this transaction, or null outside push_op (the
-- public page, the bulk path): see current_sync_op in 20261125170000.
create function public.selling_device_id(p_organization_id uuid)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select claimed.device_id from public.sync_ops as claimed
    where claimed.result is null and claimed.organization_id = p_organization_id and claimed.user_id = auth.uid()
    order by claimed.created_at desc
    limit 1
  );
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

create policy "Seat leases can be seen by members of their organization" on public.seat_leases
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));

-- ============================================================================
-- Functions
-- ============================================================================

-- Of these seats of the event, the ones leased now to a device other than p_device_id
-- (every lease when p_device_id is null), in id order. A lease starts at its writer's now();
-- a sale that waited for the seats' lock while that lease committed began earlier, so it
-- compares with the clock, not with its own transaction's start (now()), or it would sell a
-- seat leased 'after' it started.
create function public.seats_leased_to_others(p_event_id uuid, p_seat_ids uuid[], p_device_id uuid)
returns uuid[]
language plpgsql
volatile
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(distinct lease.seat_id order by lease.seat_id), '{}')
    from public.seat_leases as lease
    where lease.event_id = p_event_id
      and lease.seat_id = any (p_seat_ids)
      and lease.ends_at > now()
      and lease.starts_at <= clock_timestamp()
      and (lease.returned_at is null or lease.returned_at > now())
      and lease.device_id is distinct from p_device_id
  );
end;
$$;

-- The conflict a cashier resolves like a seat sold meanwhile (same code and hint, so the
-- device offers other seats), with the lease named.
create function public.raise_seats_leased(p_seat_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    message = case when cardinality(p_seat_ids) = 1 then 'Este asiento está asignado a otra taquilla: '
      else 'Estos asientos están asignados a otra taquilla: ' end || public.seat_labels(p_seat_ids),
    detail = 'seats_unavailable',
    hint = jsonb_build_object('unavailable_seat_ids', to_jsonb(p_seat_ids))::text,
    errcode = 'PT409';
end;
$$;

-- Every sale of a seat, whoever writes it, passes here: manual sales (per op and in bulk),
-- book_seats, seat changes of a conflict's resolution.
create function public.refuse_sale_of_leased_seat()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  leased uuid[];
begin
  -- Most seats are not leased: the device is looked up only for those that are.
  if not exists (
    select 1 from public.seat_leases as lease
    where lease.event_id = new.event_id and lease.seat_id = new.seat_id and lease.ends_at > now()
  ) then
    return new;
  end if;
  leased := public.seats_leased_to_others(new.event_id, array[new.seat_id], public.selling_device_id(new.organization_id));
  if cardinality(leased) > 0 then
    perform public.raise_seats_leased(leased);
  end if;
  return new;
end;
$$;

create trigger reservation_seats_refuse_leased_seats
  before insert or update of active on public.reservation_seats
  for each row when (new.active)
  execute function public.refuse_sale_of_leased_seat();

-- A lease row's id: the first 16 bytes of sha256('<lease_id>:<seat_id>'), so the device that
-- queued the lease (src/domain/seat-leases.ts computes the same) shows its optimistic rows under
-- the ids the server will answer with, offline as online.
create function public.lease_row_id(p_lease_id uuid, p_seat_id uuid)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select encode(substring(sha256(convert_to(p_lease_id::text || ':' || p_seat_id::text, 'UTF8')) from 1 for 16), 'hex')::uuid
$$;

-- A lease's rows as the ops answer them.
create function public.lease_rows(p_lease_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return jsonb_build_object('seat_leases', coalesce((
    select jsonb_agg(public.synced_row(to_jsonb(lease)) order by lease.seat_id)
    from public.seat_leases as lease where lease.lease_id = p_lease_id
  ), '[]'::jsonb));
end;
$$;

-- Checks and writes the seats of a new lease or a top-up (see the header).
create function public.lease_seats(
  p_caller public.profiles, p_lease_id uuid, p_event_id uuid, p_seat_ids uuid[],
  p_device_id uuid, p_device_name text, p_starts_at timestamptz, p_ends_at timestamptz
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  unknown_seat_id uuid;
  taken uuid[];
  overlapping uuid[];
begin
  if not exists (
    select 1 from public.events as leased_event
    where leased_event.id = p_event_id and leased_event.organization_id = p_caller.organization_id
  ) then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado en esta organización', 404);
  end if;
  if coalesce(cardinality(p_seat_ids), 0) = 0 then
    perform public.raise_app_error('invalid_payload', 'Elige al menos un asiento para asignar');
  end if;
  if cardinality(p_seat_ids) > 2000 then
    perform public.raise_app_error('too_many_seats', 'Una asignación admite como máximo 2.000 asientos');
  end if;
  select listed.id into unknown_seat_id
  from unnest(p_seat_ids) as listed (id)
  where not exists (
    select 1 from public.seats as seat
    join public.event_graderias as link on link.graderia_id = seat.graderia_id and link.event_id = p_event_id
    where seat.id = listed.id
  )
  limit 1;
  if found then
    perform public.raise_app_error('seat_not_found', format('Asiento %s no encontrado en este evento', unknown_seat_id), 404);
  end if;

  -- The sales' lock, in the sales' order: a sale or another lease of these seats waits here.
  perform 1 from public.seats where id = any (p_seat_ids) order by id for no key update;
  perform public.expire_overdue_holds_on_seats(p_event_id, p_seat_ids);
  taken := public.unavailable_seats(p_event_id, p_seat_ids);
  if cardinality(taken) > 0 then
    perform public.raise_app_error('seats_sold',
      'No se pueden asignar asientos vendidos, apartados o bloqueados: ' || public.seat_labels(taken), 409);
  end if;
  select coalesce(array_agg(distinct lease.seat_id order by lease.seat_id), '{}') into overlapping
  from public.seat_leases as lease
  where lease.event_id = p_event_id
    and lease.seat_id = any (p_seat_ids)
    and lease.lease_id <> p_lease_id
    and lease.starts_at < p_ends_at
    and coalesce(lease.returned_at, lease.ends_at) > p_starts_at;
  if cardinality(overlapping) > 0 then
    perform public.raise_app_error('lease_overlap',
      'Estos asientos ya están asignados a otra taquilla en ese horario: ' || public.seat_labels(overlapping), 409);
  end if;

  insert into public.seat_leases (id, lease_id, organization_id, event_id, seat_id, device_id, device_name, starts_at, ends_at, created_by)
  select public.lease_row_id(p_lease_id, listed.id), p_lease_id, p_caller.organization_id, p_event_id, listed.id, p_device_id, p_device_name, p_starts_at, p_ends_at, p_caller.id
  from unnest(p_seat_ids) as listed (id)
  on conflict on constraint seat_leases_one_row_per_lease_seat do nothing;
end;
$$;

create function public.apply_seat_leases_create(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  given_lease_id uuid := public.payload_id(p_payload, 'lease_id');
  event_id uuid := public.payload_uuid(p_payload, 'event_id');
  seat_ids uuid[] := public.payload_uuid_list(p_payload, 'seat_ids');
  device_name text := btrim(coalesce(public.payload_text(p_payload, 'device_name'), ''));
  device_id uuid := public.payload_uuid(p_payload, 'device_id');
  starts_at timestamptz := public.payload_timestamp(p_payload, 'starts_at');
  ends_at timestamptz := public.payload_timestamp(p_payload, 'ends_at');
  op public.sync_ops := public.current_sync_op(p_caller);
  existing public.seat_leases;
begin
  if event_id is null then
    perform public.raise_app_error('invalid_payload', 'Falta el campo event_id');
  end if;
  select * into existing from public.seat_leases as lease where lease.lease_id = given_lease_id limit 1;
  if existing.id is not null then
    -- A top-up: the lease's device, name and window; only the organizer or the holder adds.
    if existing.organization_id <> p_caller.organization_id or existing.event_id <> event_id then
      perform public.raise_app_error('lease_not_found', 'Asignación no encontrada', 404);
    end if;
    if p_caller.role is distinct from 'organizer' and existing.device_id is distinct from op.device_id then
      perform public.raise_app_error('forbidden', 'Solo el organizador o la taquilla asignada pueden ampliar esta asignación', 403);
    end if;
    if coalesce(existing.returned_at, existing.ends_at) <= now() then
      perform public.raise_app_error('invalid_window', 'Esta asignación ya terminó: crea una nueva');
    end if;
    perform public.lease_seats(p_caller, existing.lease_id, existing.event_id, seat_ids, existing.device_id,
      existing.device_name, existing.starts_at, existing.ends_at);
    return public.lease_rows(existing.lease_id);
  end if;

  device_id := coalesce(device_id, op.device_id);
  if device_id is distinct from op.device_id then
    perform public.require_organizer_for_op(p_caller, 'Solo el organizador puede asignar asientos a otro dispositivo');
  end if;
  if device_name = '' then
    perform public.raise_app_error('invalid_payload', 'Escribe el nombre de la taquilla');
  end if;
  if char_length(device_name) > 60 then
    perform public.raise_app_error('field_too_long', 'El nombre de la taquilla admite como máximo 60 caracteres');
  end if;
  if ends_at is null then
    perform public.raise_app_error('invalid_payload', 'Falta la hora final de la asignación');
  end if;
  starts_at := coalesce(starts_at, now());
  if ends_at <= now() then
    perform public.raise_app_error('invalid_window', 'La hora final de la asignación ya pasó');
  end if;
  if ends_at <= starts_at then
    perform public.raise_app_error('invalid_window', 'La hora final debe ser posterior a la inicial');
  end if;
  if ends_at - starts_at > interval '7 days' then
    perform public.raise_app_error('invalid_window', 'Una asignación dura como máximo 7 días');
  end if;
  perform public.lease_seats(p_caller, given_lease_id, event_id, seat_ids, device_id, device_name, starts_at, ends_at);
  return public.lease_rows(given_lease_id);
end;
$$;

create function public.apply_seat_leases_return(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  given_lease_id uuid := public.payload_id(p_payload, 'lease_id');
  op public.sync_ops := public.current_sync_op(p_caller);
  existing public.seat_leases;
begin
  select * into existing from public.seat_leases as lease
  where lease.lease_id = given_lease_id and lease.organization_id = p_caller.organization_id
  limit 1;
  if existing.id is null then
    perform public.raise_app_error('lease_not_found', 'Asignación no encontrada', 404);
  end if;
  if p_caller.role is distinct from 'organizer' and existing.device_id is distinct from op.device_id then
    perform public.raise_app_error('forbidden', 'Solo el organizador o la taquilla asignada pueden devolver esta asignación', 403);
  end if;
  update public.seat_leases as lease
  set returned_at = greatest(now(), lease.starts_at), updated_at = now()
  where lease.lease_id = existing.lease_id and lease.returned_at is null and lease.ends_at > now();
  return public.lease_rows(existing.lease_id);
end;
$$;

-- As in 20261122160000_create_public_booking.sql, plus the seats leased now (not sold) as
-- 'blocked': the public page cannot sell them, so it does not offer them.
create or replace function public.unavailable_seat_statuses(p_event_id uuid)
returns table (graderia_id uuid, seat_id uuid, status text)
language sql
stable
set search_path = ''
as $$
  select seat.graderia_id, seat.id, 'blocked'
  from public.event_graderias as link
  join public.seats as seat on seat.graderia_id = link.graderia_id
  where link.event_id = p_event_id and not seat.is_active
  union all
  select seat.graderia_id, seat.id, case when reservation.status = 'paid' then 'paid' else 'reserved' end
  from public.reservation_seats as sale
  join public.reservations as reservation on reservation.id = sale.reservation_id
  join public.seats as seat on seat.id = sale.seat_id
  where sale.event_id = p_event_id
    and sale.active
    and seat.is_active
    and (
      reservation.status in ('paid', 'confirmed')
      or (reservation.status = 'pending' and reservation.expires_at > now())
    )
  union all
  select distinct seat.graderia_id, seat.id, 'blocked'
  from public.seat_leases as lease
  join public.seats as seat on seat.id = lease.seat_id
  where lease.event_id = p_event_id
    and seat.is_active
    and lease.ends_at > now()
    and lease.starts_at <= now()
    and (lease.returned_at is null or lease.returned_at > now())
    and not exists (
      select 1 from public.reservation_seats as sale
      join public.reservations as reservation on reservation.id = sale.reservation_id
      where sale.event_id = p_event_id and sale.seat_id = lease.seat_id and sale.active
        and (reservation.status in ('paid', 'confirmed') or (reservation.status = 'pending' and reservation.expires_at > now()))
    )
$$;

-- As in 20261128130000_create_tickets_and_check_ins.sql, with seat_leases after the sales.
create or replace function public.synced_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'public_customers', 'reservations', 'reservation_seats', 'seat_leases', 'ticket_check_ins', 'payments', 'reservation_logs',
    'cash_shifts', 'cash_receipts'
  ]
$$;

-- As in 20261128130000_create_tickets_and_check_ins.sql, with seat_leases after the sales.
create or replace function public.synced_tables_by_page()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'reservations', 'reservation_seats', 'seat_leases', 'ticket_check_ins', 'public_customers', 'payments', 'reservation_logs',
    'cash_shifts', 'cash_receipts'
  ]
$$;

revoke execute on function
  public.selling_device_id(uuid),
  public.seats_leased_to_others(uuid, uuid[], uuid),
  public.raise_seats_leased(uuid[]),
  public.refuse_sale_of_leased_seat(),
  public.lease_rows(uuid),
  public.lease_row_id(uuid, uuid),
  public.lease_seats(public.profiles, uuid, uuid, uuid[], uuid, text, timestamptz, timestamptz),
  public.apply_seat_leases_create(public.profiles, jsonb),
  public.apply_seat_leases_return(public.profiles, jsonb),
  public.unavailable_seat_statuses(uuid),
  public.synced_tables(),
  public.synced_tables_by_page()
from public, anon, authenticated;
