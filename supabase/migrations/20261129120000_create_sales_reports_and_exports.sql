-- 'Reportes' and the accountant's exports for hosted Supabase (issue 19 points 3 and 4).
-- Devices compute the same report from their replica (src/domain/sales-report.ts, offline);
-- these functions give the server's answer to tools that read the API, and the assistant's
-- 'ventas de hoy' is the same report for today. The rules (one each, as the dashboard uses):
-- a booking counts on the Bogotá day it was made; seats sold = active seats of paid or
-- confirmed bookings; holds = pending bookings whose hold has not run out; revenue = completed
-- charges minus completed refunds, on the Bogotá day the money moved (updated_at); channel
-- 'gate' = source 'manual', 'online' otherwise; method card = mercadopago; entries = tickets
-- scanned in, on the day of their first scan; occupancy = (sold + held) over each stand's
-- capacity once per event that sells it.
--
-- get_sales_report(event_id uuid default null, from_day text default null, to_day text default null) → jsonb
--   organizers only. {seats_sold, bookings_sold, held_seats, holds, revenue, refunds, refund_count,
--   check_ins, capacity, occupancy, by_channel: {online|gate: {seats_sold, revenue, refunds}},
--   by_method: {card|cash|marked_paid: {revenue, refunds}}}
-- get_accounting_export(dataset text, event_id uuid default null, from_day text default null,
--   to_day text default null, page integer default 1) → jsonb
--   organizers only. dataset 'reservations' | 'payments' | 'refunds'; 1,000 rows a page:
--   {dataset, page, page_size, total_rows, has_more, rows: [...]} (columns as src/domain/accounting-export.ts).
--   Errors: as require_my_profile (401, 403); staff → 403 forbidden; another organization's
--   event → 404 event_not_found; a day not 'AAAA-MM-DD', a range backwards, an unknown dataset,
--   a page outside 1..10000 → 400 invalid_report_request, each with its Spanish message.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- The caller, when an organizer: reports and exports hold every customer's data and the money.
create function public.require_report_reader()
returns public.profiles
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
begin
  if caller.role <> 'organizer' then
    perform public.raise_app_error('forbidden', 'Solo el organizador puede ver los reportes y exportar datos', 403);
  end if;
  return caller;
end;
$$;

revoke execute on function public.require_report_reader() from public, anon, authenticated;

-- ============================================================================
-- Policies
-- ============================================================================

-- None: the functions filter by the caller's organization.

-- ============================================================================
-- Functions
-- ============================================================================

-- 'AAAA-MM-DD' → a date; null or blank → null (no bound); anything else → a Spanish 400.
create function public.report_day(p_value text, p_field text)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or btrim(p_value) = '' then
    return null;
  end if;
  if p_value !~ '^\d{4}-\d{2}-\d{2}$' then
    perform public.raise_app_error('invalid_report_request', p_field || ' debe ser una fecha con formato AAAA-MM-DD', 400);
  end if;
  begin
    return p_value::date;
  exception when others then
    perform public.raise_app_error('invalid_report_request', p_field || ' no es una fecha válida', 400);
  end;
end;
$$;

revoke execute on function public.report_day(text, text) from public, anon, authenticated;

-- The event (of the caller's organization) and the day range a report asks for, checked.
create function public.check_report_scope(p_caller public.profiles, p_event_id uuid, p_from date, p_to date)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_event_id is not null and not exists (
    select 1 from public.events as event where event.id = p_event_id and event.organization_id = p_caller.organization_id
  ) then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  if p_from is not null and p_to is not null and p_from > p_to then
    perform public.raise_app_error('invalid_report_request', 'La fecha inicial no puede ser posterior a la fecha final', 400);
  end if;
end;
$$;

revoke execute on function public.check_report_scope(public.profiles, uuid, date, date) from public, anon, authenticated;

-- The report's figures for one organization (no caller check: callers check first).
create function public.sales_report_figures(p_organization_id uuid, p_event_id uuid, p_from date, p_to date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with booking as (
    select
      reservation.id, reservation.status, reservation.expires_at,
      case when reservation.source = 'manual' then 'gate' else 'online' end as channel,
      (reservation.created_at at time zone 'America/Bogota')::date as day
    from public.reservations as reservation
    where reservation.organization_id = p_organization_id
      and (p_event_id is null or reservation.event_id = p_event_id)
  ),
  sale as (
    select
      booking.channel,
      booking.status in ('paid', 'confirmed') as sold,
      (select count(*) from public.reservation_seats as seat where seat.reservation_id = booking.id and seat.active) as seats
    from booking
    where (p_from is null or booking.day >= p_from) and (p_to is null or booking.day <= p_to)
      and (
        booking.status in ('paid', 'confirmed')
        or (booking.status = 'pending' and (booking.expires_at is null or booking.expires_at > now()))
      )
  ),
  money as (
    select
      booking.channel,
      case payment.payment_method when 'mercadopago' then 'card' when 'marked_paid' then 'marked_paid' else 'cash' end as method,
      case when payment.kind = 'refund' then -payment.amount else payment.amount end as received,
      case when payment.kind = 'refund' then payment.amount else 0 end as refunded
    from public.payments as payment
    join booking on booking.id = payment.reservation_id
    where payment.organization_id = p_organization_id
      and payment.status = 'completed'
      and (p_from is null or (payment.updated_at at time zone 'America/Bogota')::date >= p_from)
      and (p_to is null or (payment.updated_at at time zone 'America/Bogota')::date <= p_to)
  ),
  entry as (
    select (min(scan.scanned_at) at time zone 'America/Bogota')::date as day
    from public.ticket_check_ins as scan
    where scan.organization_id = p_organization_id
      and (p_event_id is null or scan.event_id = p_event_id)
    group by scan.ticket_id
  ),
  offered as (
    select coalesce(sum(graderia.total_capacity), 0)::bigint as capacity
    from public.event_graderias as link
    join public.graderias as graderia on graderia.id = link.graderia_id
    where link.organization_id = p_organization_id
      and (p_event_id is null or link.event_id = p_event_id)
  ),
  totals as (
    select
      (select coalesce(sum(seats) filter (where sold), 0) from sale)::bigint as seats_sold,
      (select count(*) filter (where sold) from sale) as bookings_sold,
      (select coalesce(sum(seats) filter (where not sold), 0) from sale)::bigint as held_seats,
      (select count(*) filter (where not sold) from sale) as holds,
      (select coalesce(sum(received), 0) from money)::bigint as revenue,
      (select coalesce(sum(refunded), 0) from money)::bigint as refunds,
      (select count(*) filter (where refunded > 0) from money) as refund_count,
      (select count(*) from entry where (p_from is null or entry.day >= p_from) and (p_to is null or entry.day <= p_to)) as check_ins,
      (select capacity from offered) as capacity
  )
  select jsonb_build_object(
    'seats_sold', totals.seats_sold,
    'bookings_sold', totals.bookings_sold,
    'held_seats', totals.held_seats,
    'holds', totals.holds,
    'revenue', totals.revenue,
    'refunds', totals.refunds,
    'refund_count', totals.refund_count,
    'check_ins', totals.check_ins,
    'capacity', totals.capacity,
    'occupancy', case when totals.capacity = 0 then 0
      else round((totals.seats_sold + totals.held_seats)::numeric * 100 / totals.capacity)::integer end,
    'by_channel', (
      select jsonb_object_agg(channel.name, jsonb_build_object(
        'seats_sold', (select coalesce(sum(seats) filter (where sold), 0) from sale where sale.channel = channel.name),
        'revenue', (select coalesce(sum(received), 0) from money where money.channel = channel.name),
        'refunds', (select coalesce(sum(refunded), 0) from money where money.channel = channel.name)
      ))
      from unnest(array['online', 'gate']) as channel (name)
    ),
    'by_method', (
      select jsonb_object_agg(method.name, jsonb_build_object(
        'revenue', (select coalesce(sum(received), 0) from money where money.method = method.name),
        'refunds', (select coalesce(sum(refunded), 0) from money where money.method = method.name)
      ))
      from unnest(array['card', 'cash', 'marked_paid']) as method (name)
    )
  )
  from totals;
$$;

revoke execute on function public.sales_report_figures(uuid, uuid, date, date) from public, anon, authenticated;

create function public.get_sales_report(event_id uuid default null, from_day text default null, to_day text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_report_reader();
  first_day date := public.report_day(get_sales_report.from_day, 'from_day');
  last_day date := public.report_day(get_sales_report.to_day, 'to_day');
begin
  perform public.check_report_scope(caller, get_sales_report.event_id, first_day, last_day);
  return public.sales_report_figures(caller.organization_id, get_sales_report.event_id, first_day, last_day);
end;
$$;

revoke execute on function public.get_sales_report(uuid, text, text) from public;
grant execute on function public.get_sales_report(uuid, text, text) to anon, authenticated;

-- One page of an export's rows, already in the organization and range.
create function public.accounting_export_rows(p_organization_id uuid, p_dataset text, p_event_id uuid, p_from date, p_to date)
returns table (sort_at timestamptz, sort_id uuid, line jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with booking as (
    select
      reservation.*,
      event.name as event_name,
      case when reservation.source = 'manual' then 'gate' else 'online' end as channel,
      (
        select profile.full_name from public.reservation_logs as log
        join public.profiles as profile on profile.id = log.user_id
        where log.reservation_id = reservation.id and log.action = 'created'
        order by log.created_at limit 1
      ) as cashier
    from public.reservations as reservation
    join public.events as event on event.id = reservation.event_id
    where reservation.organization_id = p_organization_id
      and (p_event_id is null or reservation.event_id = p_event_id)
  )
  select booking.created_at, booking.id, jsonb_build_object(
    'id', booking.id,
    'event_name', booking.event_name,
    'created_at', booking.created_at,
    'customer_name', booking.customer_name,
    'document_type', booking.document_type,
    'document_number', booking.document_number,
    'customer_email', booking.customer_email,
    'customer_phone', booking.customer_phone,
    'status', case when booking.status = 'pending' and booking.expires_at <= now() then 'expired' else booking.status end,
    'channel', booking.channel,
    'source', booking.source,
    'seats', (select count(*) from public.reservation_seats as seat where seat.reservation_id = booking.id and seat.active),
    'total_amount', booking.total_amount,
    'cashier', booking.cashier
  )
  from booking
  where p_dataset = 'reservations'
    and (p_from is null or (booking.created_at at time zone 'America/Bogota')::date >= p_from)
    and (p_to is null or (booking.created_at at time zone 'America/Bogota')::date <= p_to)
  union all
  select payment.updated_at, payment.id, jsonb_build_object(
    'id', payment.id,
    'reservation_id', payment.reservation_id,
    'event_name', booking.event_name,
    'customer_name', booking.customer_name,
    'moved_at', payment.updated_at,
    'method', case payment.payment_method when 'mercadopago' then 'card' when 'marked_paid' then 'marked_paid' else 'cash' end,
    'status', payment.status,
    'amount', payment.amount,
    'channel', booking.channel,
    'cashier', booking.cashier
  ) || case when p_dataset = 'refunds' then jsonb_build_object('reason', (
      select log.details ->> 'reason' from public.reservation_logs as log
      where log.reservation_id = payment.reservation_id and log.action = 'refunded'
      order by log.created_at desc limit 1
    )) else '{}'::jsonb end
  from public.payments as payment
  join booking on booking.id = payment.reservation_id
  where payment.organization_id = p_organization_id
    and ((p_dataset = 'payments' and payment.kind = 'charge') or (p_dataset = 'refunds' and payment.kind = 'refund'))
    and (p_from is null or (payment.updated_at at time zone 'America/Bogota')::date >= p_from)
    and (p_to is null or (payment.updated_at at time zone 'America/Bogota')::date <= p_to);
$$;

revoke execute on function public.accounting_export_rows(uuid, text, uuid, date, date) from public, anon, authenticated;

create function public.get_accounting_export(
  dataset text,
  event_id uuid default null,
  from_day text default null,
  to_day text default null,
  page integer default 1
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_report_reader();
  page_size constant integer := 1000;
  first_day date := public.report_day(get_accounting_export.from_day, 'from_day');
  last_day date := public.report_day(get_accounting_export.to_day, 'to_day');
  total bigint;
  lines jsonb;
begin
  if get_accounting_export.dataset is null or get_accounting_export.dataset not in ('reservations', 'payments', 'refunds') then
    perform public.raise_app_error('invalid_report_request', 'dataset debe ser reservations, payments o refunds', 400);
  end if;
  if get_accounting_export.page is null or get_accounting_export.page not between 1 and 10000 then
    perform public.raise_app_error('invalid_report_request', 'page debe ser un número entre 1 y 10000 (1.000 filas por página)', 400);
  end if;
  perform public.check_report_scope(caller, get_accounting_export.event_id, first_day, last_day);
  select count(*) into total
  from public.accounting_export_rows(caller.organization_id, get_accounting_export.dataset, get_accounting_export.event_id, first_day, last_day);
  select coalesce(jsonb_agg(paged.line order by paged.sort_at, paged.sort_id), '[]'::jsonb) into lines
  from (
    select exported.*
    from public.accounting_export_rows(caller.organization_id, get_accounting_export.dataset, get_accounting_export.event_id, first_day, last_day) as exported
    order by exported.sort_at, exported.sort_id
    offset (get_accounting_export.page - 1) * page_size
    limit page_size
  ) as paged;
  return jsonb_build_object(
    'dataset', get_accounting_export.dataset,
    'page', get_accounting_export.page,
    'page_size', page_size,
    'total_rows', total,
    'has_more', total > get_accounting_export.page::bigint * page_size,
    'rows', lines
  );
end;
$$;

revoke execute on function public.get_accounting_export(text, uuid, text, text, integer) from public;
grant execute on function public.get_accounting_export(text, uuid, text, text, integer) to anon, authenticated;

-- ============================================================================
-- The assistant's 'ventas de hoy' is the report for today (assistant_facts recreated whole:
-- only 'sales_today' changes; reservations and seats count the same as before — sold plus
-- holds still running — and refunds are new).
-- ============================================================================

create or replace function public.assistant_facts(event_name text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  wanted text := nullif(btrim(public.assistant_plain_text(assistant_facts.event_name)), '');
  today date := (now() at time zone 'America/Bogota')::date;
  report jsonb := public.sales_report_figures(caller.organization_id, null, today, today);
begin
  return jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'name', listed.name,
          'slug', listed.slug,
          'event_date', listed.event_date,
          'is_active', listed.is_active,
          'seats_total', listed.offered,
          'seats_available', greatest(listed.offered - public.assistant_seats_taken(listed.id), 0)
        )
        order by listed.position
      )
      from (
        select
          event.id, event.name, event.slug, event.event_date, event.is_active,
          public.assistant_seats_offered(event.id) as offered,
          row_number() over (
            order by
              (wanted is not null and (
                strpos(public.assistant_plain_text(event.name), wanted) > 0 or event.slug = wanted
              )) desc,
              event.is_active desc,
              event.event_date,
              event.name
          ) as position
        from public.events as event
        where event.organization_id = caller.organization_id
        order by position
        limit 50
      ) as listed
    ), '[]'::jsonb),
    'pending_reservations', (
      select count(*)
      from public.reservations as reservation
      where reservation.organization_id = caller.organization_id
        and reservation.status = 'pending'
        and reservation.expires_at > now()
    ),
    'sales_today', jsonb_build_object(
      'reservations', (report ->> 'bookings_sold')::bigint + (report ->> 'holds')::bigint,
      'seats', (report ->> 'seats_sold')::bigint + (report ->> 'held_seats')::bigint,
      'revenue', (report ->> 'revenue')::bigint,
      'refunds', (report ->> 'refunds')::bigint
    )
  );
end;
$$;
