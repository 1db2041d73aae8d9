-- The data of Taquilla: organizations and their people, stands (graderías) and their seats,
-- events, and what is sold for each event. Every organization-owned table carries
-- organization_id, and references between them are composite foreign keys
-- (x_id, organization_id) → x(id, organization_id), so no row can point into another
-- organization. Money is whole COP in integer columns.

-- ============================================================================
-- Tables
-- ============================================================================

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  role text not null default 'organizer' check (role in ('organizer', 'staff')),
  full_name text not null check (btrim(full_name) <> ''),
  email text,
  -- NIT is how companies identify themselves at registration; customers never use it.
  document_type text check (document_type in ('CC', 'CE', 'TI', 'NIT', 'Otro')),
  document_number text check (char_length(document_number) >= 6),
  address text,
  phone text,
  profile_picture text,
  company_name text,
  rnt text,
  business_description text,
  two_fa_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index profiles_organization_id_idx on public.profiles (organization_id);

create table public.graderias (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  description text,
  rows integer not null constraint graderias_rows_range check (rows between 1 and 50),
  columns integer not null constraint graderias_columns_range check (columns between 1 and 50),
  floors integer not null default 1 constraint graderias_floors_range check (floors between 1 and 5),
  base_price integer not null constraint graderias_base_price_minimum check (base_price >= 1000),
  total_capacity integer generated always as (rows * columns * floors) stored,
  location_name text,
  location_lat double precision check (location_lat between -90 and 90),
  location_lng double precision check (location_lng between -180 and 180),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index graderias_organization_id_idx on public.graderias (organization_id);

-- A seat has no status column: its status for an event is derived from reservation_seats
-- (see seat_status_for_event), so there is no second copy that could disagree.
create table public.seats (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  graderia_id uuid not null,
  floor_number integer not null check (floor_number between 1 and 5),
  row_letter text not null check (row_letter ~ '^[A-Z]{1,2}$'),
  column_number integer not null check (column_number between 1 and 50),
  seat_number text not null,
  seat_type text not null default 'regular' check (seat_type in ('premium', 'regular')),
  price_multiplier numeric(4, 2) not null default 1.0 check (price_multiplier > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (graderia_id, organization_id) references public.graderias (id, organization_id) on delete cascade,
  unique (graderia_id, floor_number, row_letter, column_number),
  unique (id, organization_id)
);
create index seats_organization_id_idx on public.seats (organization_id);

create table public.events (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  -- Globally unique: the public page finds the event by slug alone.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  event_date date not null,
  event_time time not null default '18:00',
  end_date date not null,
  end_time time not null default '23:00',
  image_url text,
  video_url text,
  additional_media jsonb not null default '[]'::jsonb,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= event_date),
  unique (id, organization_id)
);
create index events_organization_id_idx on public.events (organization_id);

-- Which stands an event sells.
create table public.event_graderias (
  event_id uuid not null,
  graderia_id uuid not null,
  organization_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (event_id, graderia_id),
  foreign key (event_id, organization_id) references public.events (id, organization_id) on delete cascade,
  foreign key (graderia_id, organization_id) references public.graderias (id, organization_id) on delete cascade
);
create index event_graderias_graderia_id_idx on public.event_graderias (graderia_id);
create index event_graderias_organization_id_idx on public.event_graderias (organization_id);

create table public.public_customers (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  phone text,
  email text,
  document_number text,
  document_type text not null default 'CC' check (document_type in ('CC', 'CE', 'TI', 'Otro')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, organization_id)
);
create index public_customers_organization_id_idx on public.public_customers (organization_id);

create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  event_id uuid not null,
  public_customer_id uuid,
  customer_name text not null check (btrim(customer_name) <> ''),
  customer_email text,
  customer_phone text,
  document_type text not null default 'CC' check (document_type in ('CC', 'CE', 'TI', 'Otro')),
  document_number text,
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'paid', 'cancelled', 'expired')),
  total_amount integer not null check (total_amount >= 0),
  notes text,
  source text not null default 'public_web',
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A pending reservation holds seats only until it expires.
  constraint reservations_pending_expires check (status <> 'pending' or expires_at is not null),
  foreign key (event_id, organization_id) references public.events (id, organization_id),
  foreign key (public_customer_id, organization_id) references public.public_customers (id, organization_id),
  unique (id, organization_id),
  unique (id, event_id, organization_id)
);
create index reservations_organization_id_idx on public.reservations (organization_id, created_at desc);
create index reservations_event_id_idx on public.reservations (event_id);
create index reservations_pending_expiry_idx on public.reservations (expires_at) where status = 'pending';

create table public.reservation_seats (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  reservation_id uuid not null,
  event_id uuid not null,
  seat_id uuid not null,
  price integer not null check (price >= 0),
  -- False once the reservation is cancelled or expired: the seat is free again.
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Including event_id in the key makes the row's event the reservation's event.
  foreign key (reservation_id, event_id, organization_id)
    references public.reservations (id, event_id, organization_id),
  foreign key (seat_id, organization_id) references public.seats (id, organization_id),
  unique (reservation_id, seat_id)
);
-- Seat inventory is per event: the database itself makes a double sale impossible.
create unique index reservation_seats_one_active_sale_per_seat
  on public.reservation_seats (event_id, seat_id) where active;
create index reservation_seats_seat_id_idx on public.reservation_seats (seat_id);
create index reservation_seats_organization_id_idx on public.reservation_seats (organization_id);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  reservation_id uuid not null,
  amount integer not null check (amount >= 0),
  status text not null default 'pending' check (status in ('pending', 'completed', 'failed', 'refunded')),
  -- cash: paid at the box office; mercadopago: the card provider;
  -- marked_paid: the organizer recorded the sale as already paid.
  payment_method text not null check (payment_method in ('cash', 'mercadopago', 'marked_paid')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (reservation_id, organization_id) references public.reservations (id, organization_id)
);
create index payments_reservation_id_idx on public.payments (reservation_id);
create index payments_organization_id_idx on public.payments (organization_id);

-- Append-only history of what happened to a reservation and who did it.
create table public.reservation_logs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  reservation_id uuid not null,
  -- Null for bookings made by visitors on the public page.
  user_id uuid,
  action text not null check (btrim(action) <> ''),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  foreign key (reservation_id, organization_id) references public.reservations (id, organization_id),
  foreign key (user_id, organization_id) references public.profiles (id, organization_id)
    on delete set null (user_id)
);
create index reservation_logs_reservation_id_idx on public.reservation_logs (reservation_id);
create index reservation_logs_organization_id_idx on public.reservation_logs (organization_id, created_at desc);

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: see 20261122140100_enable_row_level_security.sql.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: see 20261122140100_enable_row_level_security.sql.

-- ============================================================================
-- Functions
-- ============================================================================

-- The one way functions report a failure: a Spanish message for people, a stable code in
-- `detail` for programs, and a SQLSTATE that PostgREST turns into the HTTP status.
create function public.raise_app_error(p_code text, p_message text, p_status integer default 400)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    message = p_message,
    detail = p_code,
    errcode = case p_status
      when 401 then '28000'
      when 403 then '42501'
      when 404 then 'PT404'
      when 409 then 'PT409'
      else 'P0001'
    end;
end;
$$;

create function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger organizations_touch_updated_at before update on public.organizations
  for each row execute function public.touch_updated_at();
create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function public.touch_updated_at();
create trigger graderias_touch_updated_at before update on public.graderias
  for each row execute function public.touch_updated_at();
create trigger seats_touch_updated_at before update on public.seats
  for each row execute function public.touch_updated_at();
create trigger events_touch_updated_at before update on public.events
  for each row execute function public.touch_updated_at();
create trigger public_customers_touch_updated_at before update on public.public_customers
  for each row execute function public.touch_updated_at();
create trigger reservations_touch_updated_at before update on public.reservations
  for each row execute function public.touch_updated_at();
create trigger reservation_seats_touch_updated_at before update on public.reservation_seats
  for each row execute function public.touch_updated_at();
create trigger payments_touch_updated_at before update on public.payments
  for each row execute function public.touch_updated_at();

-- Row letter of the n-th row: A..Z, then AA, AB, ... (enough for the 50-row limit).
create function public.row_letter(p_row integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_row <= 26 then chr(64 + p_row)
    else chr(64 + (p_row - 1) / 26) || chr(65 + (p_row - 1) % 26)
  end
$$;

-- A seat's id is derived from its place (a version-8 UUID from SHA-256 of
-- '<graderia_id>/<floor>/<row_letter>/<column>'), so a device that created the stand
-- offline can compute the same ids the server generates.
create function public.seat_id(p_graderia_id uuid, p_floor integer, p_row_letter text, p_column integer)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select (
    substr(hash, 1, 8) || '-' || substr(hash, 9, 4) || '-8' || substr(hash, 14, 3) || '-'
    || substr('89ab', (('x' || substr(hash, 17, 1))::bit(4)::integer & 3) + 1, 1)
    || substr(hash, 18, 3) || '-' || substr(hash, 21, 12)
  )::uuid
  from (
    select encode(
      sha256(convert_to(p_graderia_id::text || '/' || p_floor || '/' || p_row_letter || '/' || p_column, 'UTF8')),
      'hex'
    ) as hash
  ) as digest
$$;

-- Every way of creating a stand gets its seats, all in one statement: per floor, rows
-- lettered from A, columns numbered from 1; the first 4 and last 4 columns are premium.
create function public.generate_seats_for_graderia()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.seats (
    id, organization_id, graderia_id, floor_number, row_letter, column_number, seat_number, seat_type, price_multiplier
  )
  select
    public.seat_id(new.id, floor, public.row_letter(row_index), column_number),
    new.organization_id,
    new.id,
    floor,
    public.row_letter(row_index),
    column_number,
    column_number::text,
    case when column_number <= 4 or column_number > new.columns - 4 then 'premium' else 'regular' end,
    case when column_number <= 4 or column_number > new.columns - 4 then 1.5 else 1.0 end
  from generate_series(1, new.floors) as floor,
    generate_series(1, new.rows) as row_index,
    generate_series(1, new.columns) as column_number;
  return null;
end;
$$;

create trigger graderias_generate_seats after insert on public.graderias
  for each row execute function public.generate_seats_for_graderia();

-- Seats were generated from the dimensions; changing them would leave seats that no
-- longer match (and may already be sold).
create function public.keep_graderia_dimensions()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.rows, new.columns, new.floors) is distinct from (old.rows, old.columns, old.floors) then
    perform public.raise_app_error('dimensions_locked', 'Las dimensiones de la gradería no se pueden modificar', 409);
  end if;
  return new;
end;
$$;

create trigger graderias_keep_dimensions before update of rows, columns, floors on public.graderias
  for each row execute function public.keep_graderia_dimensions();

-- Cancelling or expiring a reservation frees its seats; a closed reservation stays closed,
-- because its seats may have been sold again meanwhile.
create function public.release_seats_of_closed_reservation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status in ('cancelled', 'expired') and new.status is distinct from old.status then
    perform public.raise_app_error('reservation_closed', 'La reserva ya está cerrada y no se puede reabrir', 409);
  end if;
  if new.status in ('cancelled', 'expired') and old.status not in ('cancelled', 'expired') then
    update public.reservation_seats set active = false where reservation_id = new.id and active;
  end if;
  return new;
end;
$$;

create trigger reservations_release_seats_when_closed after update of status on public.reservations
  for each row execute function public.release_seats_of_closed_reservation();

revoke execute on function
  public.touch_updated_at(),
  public.generate_seats_for_graderia(),
  public.keep_graderia_dimensions(),
  public.release_seats_of_closed_reservation()
from public, anon, authenticated;
