-- Issue 19 points 1 and 2 (contract: issue-19-contract): cash shifts ('Turno de caja') and
-- cash receipts, both replicated (synced_tables after payments) and written only by sync ops.
--
-- Amounts are whole pesos. The ceiling of any cash figure a cashier types (opening float,
-- counted cash) is $ 1.000.000.000 (cash_amount_ceiling()): far above a festival gate's day,
-- still inside integer arithmetic, so a typo of extra zeros is refused instead of stored.
--
-- Ops (device_id is always the device that pushed the op, from sync_ops, never the payload's):
--   shifts-open {id, opening_float, opened_at}                                 organizer, staff
--     Opens the device's shift with its starting float ('Base inicial'), cashier = the caller.
--     → rows {cash_shifts: [the shift]}
--     codes: forbidden 403, invalid_cash_amount (absent, negative or over the ceiling),
--     opened_in_future, shift_already_open 409 (this device has an open shift),
--     shift_exists 409 (this id was already used), invalid_payload.
--   shifts-close {shift_id, counted_cash, closed_at}                            organizer, staff
--     The blind count: the server computes expected cash itself (cash_shift_expected: the
--     opening float + issued cash sales and payments − issued cash refunds of the shift's
--     receipts; the device's own figure is only a preview, the server's wins), the
--     difference (counted − expected) and the Z report, and closes the shift for good.
--     → rows {cash_shifts: [the shift]}
--     codes: shift_not_found 404 (unknown or of another organization), shift_of_other_device
--     403, shift_already_closed 409, invalid_cash_amount, closed_before_opened,
--     closed_in_future, invalid_payload.
--   cash-receipts-issue {id, sequence, shift_id|null, reservation_id, kind, amount,
--                        issued_at, cash_op_id}                                organizer, staff
--     The receipt a device issued, in the same local transaction, for the cash op cash_op_id
--     queued just before it. Stored 'issued' when that op (pushed by this same device) was
--     applied, with the amount the server's payments say; 'void' otherwise (refused or never
--     received): the number stays, so a device's numbers have no gaps.
--     → rows {cash_receipts: [the receipt]}
--     codes: forbidden 403, invalid_sequence, invalid_receipt_kind, invalid_cash_amount,
--     shift_not_found 404, shift_closed 409 (the shift was closed before this receipt),
--     receipt_number_taken 409 (this device's number was used by another op),
--     receipt_exists 409 (this cash op, or this receipt id, already has its receipt),
--     invalid_payload.
--   A replayed op (same op_id) gets its first answer from sync_push, as every op.
--
--   cash_shift_closings(from_at timestamptz default null, to_at timestamptz default null) → jsonb
--     (organizer) the closed shifts of the caller's organization closed in [from_at, to_at),
--     oldest first, at most 5000: {closings: [{shift_id, device_id, receipt_prefix, cashier_id,
--     cashier_name, opened_at, closed_at, opening_float, expected_cash, counted_cash,
--     difference, z_report}], truncated: boolean}
--     codes: as require_my_profile (401, 403), forbidden 403 (staff), invalid_range.

-- ============================================================================
-- Tables
-- ============================================================================

create table public.cash_shifts (
  -- Made on the device that opened it, so the shift has one id offline and after sync.
  id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  device_id uuid not null,
  cashier_id uuid not null,
  opened_at timestamptz not null,
  opening_float integer not null constraint cash_shifts_opening_float_range check (opening_float between 0 and 1000000000),
  closed_at timestamptz,
  closed_by uuid,
  counted_cash integer constraint cash_shifts_counted_cash_range check (counted_cash between 0 and 1000000000),
  expected_cash integer,
  difference integer,
  z_report jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_xid xid8 not null default pg_current_xact_id(),
  -- A closing is whole or absent.
  constraint cash_shifts_closing_complete check (
    (closed_at is null and counted_cash is null and expected_cash is null and difference is null and z_report is null)
    or (closed_at is not null and counted_cash is not null and expected_cash is not null and difference is not null and z_report is not null)
  )
);
create index cash_shifts_sync_idx on public.cash_shifts (organization_id, sync_xid);
-- At most one open shift per device.
create unique index cash_shifts_one_open_per_device on public.cash_shifts (organization_id, device_id) where closed_at is null;

create table public.cash_receipts (
  id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  device_id uuid not null,
  shift_id uuid references public.cash_shifts (id) on delete cascade,
  sequence integer not null constraint cash_receipts_sequence_positive check (sequence > 0),
  receipt_number text not null,
  -- No foreign key: a void receipt's sale may never have reached the server.
  reservation_id uuid not null,
  kind text not null constraint cash_receipts_kind check (kind in ('sale', 'payment', 'refund')),
  amount integer not null constraint cash_receipts_amount_range check (amount between 0 and 1000000000),
  status text not null constraint cash_receipts_status check (status in ('issued', 'void')),
  issued_at timestamptz not null,
  -- The op that moved the cash: one receipt each.
  cash_op_id uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_xid xid8 not null default pg_current_xact_id(),
  constraint cash_receipts_device_sequence unique (organization_id, device_id, sequence),
  constraint cash_receipts_cash_op unique (organization_id, cash_op_id)
);
create index cash_receipts_sync_idx on public.cash_receipts (organization_id, sync_xid);
create index cash_receipts_shift_idx on public.cash_receipts (shift_id, sequence);

create trigger cash_shifts_stamp_sync_xid before insert or update on public.cash_shifts
  for each row execute function public.stamp_sync_xid();
create trigger cash_shifts_record_sync_deletions after delete on public.cash_shifts
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');
create trigger cash_receipts_stamp_sync_xid before insert or update on public.cash_receipts
  for each row execute function public.stamp_sync_xid();
create trigger cash_receipts_record_sync_deletions after delete on public.cash_receipts
  referencing old table as deleted_rows for each statement execute function public.record_sync_deletions('id');

-- A closed shift never changes, and an open one changes only by closing: even a security
-- definer function (or the service role) cannot rewrite a Z report. Deleting the
-- organization still cascades.
create function public.keep_cash_shift_closing()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.closed_at is not null then
    perform public.raise_app_error('shift_already_closed', 'Este turno de caja ya fue cerrado: su cierre no se puede modificar', 409);
  end if;
  if (new.id, new.organization_id, new.device_id, new.cashier_id, new.opened_at, new.opening_float)
    is distinct from (old.id, old.organization_id, old.device_id, old.cashier_id, old.opened_at, old.opening_float) then
    perform public.raise_app_error('shift_immutable', 'La apertura de un turno de caja no se puede modificar', 409);
  end if;
  return new;
end;
$$;
create trigger cash_shifts_keep_closing before update on public.cash_shifts
  for each row execute function public.keep_cash_shift_closing();

-- A receipt is issued once, as it is.
create function public.keep_cash_receipt()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.raise_app_error('receipt_immutable', 'Un recibo emitido no se puede modificar', 409);
  return null;
end;
$$;
create trigger cash_receipts_keep before update on public.cash_receipts
  for each row execute function public.keep_cash_receipt();

alter table public.cash_shifts enable row level security;
alter table public.cash_receipts enable row level security;
-- Read like every synced table; written only by the ops (security definer sync_push).
revoke insert, update, delete, truncate, references, trigger on public.cash_shifts, public.cash_receipts from public, anon, authenticated;
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on public.cash_shifts, public.cash_receipts from public, anon, authenticated';
  end if;
end
$$;

-- ============================================================================
-- Permission helpers
-- ============================================================================

create function public.require_cashier_for_op(p_caller public.profiles)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_caller.role is distinct from 'organizer' and p_caller.role is distinct from 'staff' then
    perform public.raise_app_error('forbidden', 'No tienes permisos para manejar caja', 403);
  end if;
end;
$$;

-- ============================================================================
-- Policies
-- ============================================================================

create policy "Cash shifts can be seen by members of their organization" on public.cash_shifts
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));

create policy "Cash receipts can be seen by members of their organization" on public.cash_receipts
  for select to authenticated
  using (organization_id = (select public.my_organization_id()));

-- ============================================================================
-- Functions
-- ============================================================================

create function public.cash_amount_ceiling()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 1000000000
$$;

-- A cash figure the cashier typed: required, whole pesos, 0 to the ceiling.
create function public.payload_cash_amount(p_payload jsonb, p_field text, p_label text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  raw jsonb := p_payload -> p_field;
begin
  if raw is null or jsonb_typeof(raw) <> 'number' or raw::numeric <> trunc(raw::numeric)
    or raw::numeric < 0 or raw::numeric > public.cash_amount_ceiling() then
    perform public.raise_app_error('invalid_cash_amount',
      format('%s debe ser un valor en pesos entre $ 0 y %s', p_label, public.format_cop(public.cash_amount_ceiling())));
  end if;
  return raw::numeric::integer;
end;
$$;

-- A required timestamp of the op, no more than 5 minutes ahead of the server's clock.
create function public.payload_past_timestamp(p_payload jsonb, p_field text, p_future_code text, p_future_message text)
returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  moment timestamptz;
begin
  if coalesce(jsonb_typeof(p_payload -> p_field), 'null') = 'null' then
    perform public.raise_app_error('invalid_payload', format('Falta el campo %s', p_field));
  end if;
  moment := public.payload_timestamp(p_payload, p_field);
  if moment > now() + interval '5 minutes' then
    perform public.raise_app_error(p_future_code, p_future_message);
  end if;
  return moment;
end;
$$;

-- 'A1B2-000123': the device's prefix (its id's first four hex digits) and the sequence.
create function public.cash_receipt_number(p_device_id uuid, p_sequence integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select upper(left(replace(p_device_id::text, '-', ''), 4)) || '-' || lpad(p_sequence::text, 6, '0')
$$;

-- Cash the drawer should hold: the float, plus issued cash in, minus issued cash refunds.
create function public.cash_shift_expected(p_shift_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select (shift.opening_float + coalesce((
    select sum(case when receipt.kind = 'refund' then -receipt.amount else receipt.amount end)
    from public.cash_receipts as receipt
    where receipt.shift_id = shift.id and receipt.status = 'issued'
  ), 0))::integer
  from public.cash_shifts as shift
  where shift.id = p_shift_id
$$;

-- The Z report: totals by method (only cash moves through receipts), counts, first and
-- last receipt, who and which device, when, and the closing's figures.
create function public.cash_shift_z_report(p_shift public.cash_shifts, p_counted integer, p_expected integer, p_closed_at timestamptz, p_closed_by uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'opening_float', p_shift.opening_float,
    'sales', jsonb_build_object('count', count(*) filter (where issued and receipt.kind = 'sale'),
      'amount', coalesce(sum(receipt.amount) filter (where issued and receipt.kind = 'sale'), 0)),
    'payments', jsonb_build_object('count', count(*) filter (where issued and receipt.kind = 'payment'),
      'amount', coalesce(sum(receipt.amount) filter (where issued and receipt.kind = 'payment'), 0)),
    'refunds', jsonb_build_object('count', count(*) filter (where issued and receipt.kind = 'refund'),
      'amount', coalesce(sum(receipt.amount) filter (where issued and receipt.kind = 'refund'), 0)),
    'totals_by_method', jsonb_build_object('cash', coalesce(sum(case when receipt.kind = 'refund' then -receipt.amount else receipt.amount end) filter (where issued), 0)),
    'receipts_count', count(receipt.id),
    'void_count', count(*) filter (where receipt.status = 'void'),
    'first_receipt', min(receipt.receipt_number),
    'last_receipt', max(receipt.receipt_number),
    'expected_cash', p_expected,
    'counted_cash', p_counted,
    'difference', p_counted - p_expected,
    'cashier_id', p_shift.cashier_id,
    'cashier_name', (select profile.full_name from public.profiles as profile where profile.id = p_shift.cashier_id),
    'closed_by', p_closed_by,
    'device_id', p_shift.device_id,
    'opened_at', p_shift.opened_at,
    'closed_at', p_closed_at
  )
  from (select p_shift.id as shift_id) as this_shift
  left join lateral (
    select found.*, found.status = 'issued' as issued from public.cash_receipts as found where found.shift_id = this_shift.shift_id
  ) as receipt on true
$$;

-- The sync op 'shifts-open' (see the header).
create function public.apply_shifts_open(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  shift_id uuid;
  opening_float integer;
  opened_at timestamptz;
  op public.sync_ops := public.current_sync_op(p_caller);
  opened public.cash_shifts;
begin
  perform public.require_cashier_for_op(p_caller);
  shift_id := public.payload_id(p_payload, 'id');
  opening_float := public.payload_cash_amount(p_payload, 'opening_float', 'La base inicial');
  opened_at := public.payload_past_timestamp(p_payload, 'opened_at', 'opened_in_future',
    'La hora de apertura está en el futuro: revisa la hora del dispositivo');
  -- One open shift per device: the lock makes a second opening wait and then see the first.
  perform pg_advisory_xact_lock(hashtextextended('cash_shift:' || op.device_id::text, 0));
  if exists (select 1 from public.cash_shifts as shift where shift.id = shift_id) then
    perform public.raise_app_error('shift_exists', 'Este turno de caja ya existe', 409);
  end if;
  if exists (
    select 1 from public.cash_shifts as shift
    where shift.organization_id = p_caller.organization_id and shift.device_id = op.device_id and shift.closed_at is null
  ) then
    perform public.raise_app_error('shift_already_open', 'Este dispositivo ya tiene un turno de caja abierto: ciérralo antes de abrir otro', 409);
  end if;
  insert into public.cash_shifts (id, organization_id, device_id, cashier_id, opened_at, opening_float)
  values (shift_id, p_caller.organization_id, op.device_id, p_caller.id, opened_at, opening_float)
  returning * into opened;
  return jsonb_build_object('cash_shifts', jsonb_build_array(public.synced_row(to_jsonb(opened))));
end;
$$;

-- The sync op 'shifts-close' (see the header).
create function public.apply_shifts_close(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  closing_id uuid := public.payload_id(p_payload, 'shift_id');
  counted integer;
  closing_at timestamptz;
  expected integer;
  op public.sync_ops := public.current_sync_op(p_caller);
  shift public.cash_shifts;
begin
  perform public.require_cashier_for_op(p_caller);
  select * into shift from public.cash_shifts as found where found.id = closing_id for update;
  if shift.id is null or shift.organization_id <> p_caller.organization_id then
    perform public.raise_app_error('shift_not_found', 'Turno de caja no encontrado en esta organización', 404);
  end if;
  if shift.device_id <> op.device_id then
    perform public.raise_app_error('shift_of_other_device', 'Este turno es de otro dispositivo: ciérralo desde el dispositivo que lo abrió', 403);
  end if;
  if shift.closed_at is not null then
    perform public.raise_app_error('shift_already_closed', 'Este turno de caja ya fue cerrado', 409);
  end if;
  counted := public.payload_cash_amount(p_payload, 'counted_cash', 'El efectivo contado');
  closing_at := public.payload_past_timestamp(p_payload, 'closed_at', 'closed_in_future',
    'La hora de cierre está en el futuro: revisa la hora del dispositivo');
  if closing_at < shift.opened_at then
    perform public.raise_app_error('closed_before_opened', 'La hora de cierre es anterior a la apertura del turno');
  end if;
  expected := public.cash_shift_expected(shift.id);
  update public.cash_shifts as target set
    closed_at = closing_at,
    closed_by = p_caller.id,
    counted_cash = counted,
    expected_cash = expected,
    difference = counted - expected,
    z_report = public.cash_shift_z_report(shift, counted, expected, closing_at, p_caller.id),
    updated_at = now()
  where target.id = shift.id
  returning * into shift;
  return jsonb_build_object('cash_shifts', jsonb_build_array(public.synced_row(to_jsonb(shift))));
end;
$$;

-- Cash the server's payments say the receipt's op moved: the completed cash charges of the
-- booking (sale, payment) or its cash refund; null when there is none.
create function public.cash_moved_for_receipt(p_organization_id uuid, p_reservation_id uuid, p_kind text)
returns integer
language sql
stable
set search_path = ''
as $$
  select sum(payment.amount)::integer
  from public.payments as payment
  where payment.organization_id = p_organization_id and payment.reservation_id = p_reservation_id
    and payment.payment_method = 'cash'
    and case when p_kind = 'refund'
      then payment.kind = 'refund' and payment.status <> 'failed'
      else payment.kind = 'charge' and payment.status = 'completed' end
$$;

-- The sync op 'cash-receipts-issue' (see the header).
create function public.apply_cash_receipts_issue(p_caller public.profiles, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  receipt_id uuid;
  receipt_sequence integer;
  receipt_kind text;
  amount integer;
  issued_at timestamptz;
  reservation_id uuid;
  receipt_cash_op_id uuid;
  shift_id uuid;
  op public.sync_ops := public.current_sync_op(p_caller);
  shift public.cash_shifts;
  cash_op_result jsonb;
  status text := 'void';
  server_amount integer;
  issued public.cash_receipts;
begin
  perform public.require_cashier_for_op(p_caller);
  receipt_id := public.payload_id(p_payload, 'id');
  reservation_id := public.payload_id(p_payload, 'reservation_id');
  receipt_cash_op_id := public.payload_id(p_payload, 'cash_op_id');
  shift_id := public.payload_uuid(p_payload, 'shift_id');
  receipt_sequence := public.payload_integer(p_payload, 'sequence');
  if receipt_sequence is null or receipt_sequence < 1 or receipt_sequence > 999999999 then
    perform public.raise_app_error('invalid_sequence', 'El número de recibo debe ser un entero positivo');
  end if;
  receipt_kind := public.payload_text(p_payload, 'kind');
  if receipt_kind is null or receipt_kind not in ('sale', 'payment', 'refund') then
    perform public.raise_app_error('invalid_receipt_kind', 'Tipo de recibo inválido: debe ser venta, pago o reembolso');
  end if;
  amount := public.payload_cash_amount(p_payload, 'amount', 'El monto del recibo');
  issued_at := public.payload_past_timestamp(p_payload, 'issued_at', 'issued_in_future',
    'La hora del recibo está en el futuro: revisa la hora del dispositivo');

  if shift_id is not null then
    -- Shared lock: a closing committing meanwhile is waited for, then seen.
    select * into shift from public.cash_shifts as found where found.id = shift_id for share;
    if shift.id is null or shift.organization_id <> p_caller.organization_id or shift.device_id <> op.device_id then
      perform public.raise_app_error('shift_not_found', 'Turno de caja no encontrado en este dispositivo', 404);
    end if;
    if shift.closed_at is not null then
      perform public.raise_app_error('shift_closed', 'El turno de caja ya estaba cerrado cuando se emitió este recibo', 409);
    end if;
  end if;

  if exists (
    select 1 from public.cash_receipts as taken
    where taken.organization_id = p_caller.organization_id and taken.device_id = op.device_id and taken.sequence = receipt_sequence
  ) then
    perform public.raise_app_error('receipt_number_taken',
      format('El recibo %s ya fue emitido por otra operación', public.cash_receipt_number(op.device_id, receipt_sequence)), 409);
  end if;
  if exists (
    select 1 from public.cash_receipts as taken
    where taken.id = receipt_id
      or (taken.organization_id = p_caller.organization_id and taken.cash_op_id = receipt_cash_op_id)
  ) then
    perform public.raise_app_error('receipt_exists', 'Esta operación de caja ya tiene su recibo', 409);
  end if;

  -- Only a cash op this very device pushed counts: another device's op never gets our number.
  select claimed.result into cash_op_result from public.sync_ops as claimed
  where claimed.op_id = receipt_cash_op_id and claimed.organization_id = p_caller.organization_id and claimed.device_id = op.device_id;
  if cash_op_result ->> 'status' = 'applied' then
    server_amount := public.cash_moved_for_receipt(p_caller.organization_id, reservation_id, receipt_kind);
    if server_amount is not null then
      status := 'issued';
      -- The server's payments win over the device's figure.
      amount := least(server_amount, public.cash_amount_ceiling());
    end if;
  end if;

  insert into public.cash_receipts (id, organization_id, device_id, shift_id, sequence, receipt_number, reservation_id, kind, amount, status, issued_at, cash_op_id)
  values (receipt_id, p_caller.organization_id, op.device_id, shift_id, receipt_sequence, public.cash_receipt_number(op.device_id, receipt_sequence),
    reservation_id, receipt_kind, amount, status, issued_at, receipt_cash_op_id)
  returning * into issued;
  return jsonb_build_object('cash_receipts', jsonb_build_array(public.synced_row(to_jsonb(issued))));
end;
$$;

create function public.cash_shift_closings(from_at timestamptz default null, to_at timestamptz default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  closings jsonb;
  total integer;
begin
  if caller.role is distinct from 'organizer' then
    perform public.raise_app_error('forbidden', 'Solo el organizador puede descargar los cierres de caja', 403);
  end if;
  if cash_shift_closings.from_at is not null and cash_shift_closings.to_at is not null
    and cash_shift_closings.to_at <= cash_shift_closings.from_at then
    perform public.raise_app_error('invalid_range', 'La fecha final debe ser posterior a la inicial');
  end if;
  select count(*) into total from public.cash_shifts as shift
  where shift.organization_id = caller.organization_id and shift.closed_at is not null
    and (cash_shift_closings.from_at is null or shift.closed_at >= cash_shift_closings.from_at)
    and (cash_shift_closings.to_at is null or shift.closed_at < cash_shift_closings.to_at);
  select coalesce(jsonb_agg(closing.answer order by closing.closed_at, closing.id), '[]'::jsonb) into closings
  from (
    select shift.id, shift.closed_at, jsonb_build_object(
      'shift_id', shift.id,
      'device_id', shift.device_id,
      'receipt_prefix', upper(left(replace(shift.device_id::text, '-', ''), 4)),
      'cashier_id', shift.cashier_id,
      'cashier_name', profile.full_name,
      'opened_at', shift.opened_at,
      'closed_at', shift.closed_at,
      'opening_float', shift.opening_float,
      'expected_cash', shift.expected_cash,
      'counted_cash', shift.counted_cash,
      'difference', shift.difference,
      'z_report', shift.z_report
    ) as answer
    from public.cash_shifts as shift
    left join public.profiles as profile on profile.id = shift.cashier_id
    where shift.organization_id = caller.organization_id and shift.closed_at is not null
      and (cash_shift_closings.from_at is null or shift.closed_at >= cash_shift_closings.from_at)
      and (cash_shift_closings.to_at is null or shift.closed_at < cash_shift_closings.to_at)
    order by shift.closed_at, shift.id
    limit 5000
  ) as closing;
  return jsonb_build_object('closings', closings, 'truncated', total > 5000);
end;
$$;

-- As in 20261128130000_create_tickets_and_check_ins.sql, with the cash shifts and their
-- receipts after the payments they count.
create or replace function public.synced_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'public_customers', 'reservations', 'reservation_seats', 'ticket_check_ins', 'payments', 'reservation_logs',
    'cash_shifts', 'cash_receipts'
  ]
$$;

create or replace function public.synced_tables_by_page()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'organizations', 'profiles', 'graderias', 'seats', 'events', 'event_graderias', 'discount_codes',
    'reservations', 'reservation_seats', 'ticket_check_ins', 'public_customers', 'payments', 'reservation_logs',
    'cash_shifts', 'cash_receipts'
  ]
$$;

revoke execute on function
  public.keep_cash_shift_closing(),
  public.keep_cash_receipt(),
  public.require_cashier_for_op(public.profiles),
  public.cash_amount_ceiling(),
  public.payload_cash_amount(jsonb, text, text),
  public.payload_past_timestamp(jsonb, text, text, text),
  public.cash_receipt_number(uuid, integer),
  public.cash_shift_expected(uuid),
  public.cash_shift_z_report(public.cash_shifts, integer, integer, timestamptz, uuid),
  public.apply_shifts_open(public.profiles, jsonb),
  public.apply_shifts_close(public.profiles, jsonb),
  public.cash_moved_for_receipt(uuid, uuid, text),
  public.apply_cash_receipts_issue(public.profiles, jsonb),
  public.synced_tables(),
  public.synced_tables_by_page()
from public, anon, authenticated;

revoke execute on function public.cash_shift_closings(timestamptz, timestamptz) from public;
grant execute on function public.cash_shift_closings(timestamptz, timestamptz) to anon, authenticated;
