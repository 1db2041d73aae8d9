-- The assistant's "today's revenue" counted every completed payment, so a cash refund at the
-- gate (a completed payment of kind 'refund', 20261125150000_add_refund_payments.sql) would
-- have added to the day's money instead of taking it out. Now: completed charges minus
-- completed refunds, each on the Bogotá day the money moved — the dashboard's rule
-- (src/domain/dashboard-figures dailyRevenueOf). assistant_facts is recreated whole; only
-- 'revenue' changes.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: assistant_facts re-checks its caller (require_my_profile).

-- ============================================================================
-- Policies
-- ============================================================================

-- None.

-- ============================================================================
-- Functions
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
    'sales_today', (
      select jsonb_build_object(
        'reservations', count(*),
        'seats', coalesce(sum((
          select count(*) from public.reservation_seats as sale where sale.reservation_id = reservation.id and sale.active
        )), 0),
        'revenue', (
          select coalesce(sum(case when payment.kind = 'refund' then -payment.amount else payment.amount end), 0)
          from public.payments as payment
          where payment.organization_id = caller.organization_id
            and payment.status = 'completed'
            and (payment.updated_at at time zone 'America/Bogota')::date = today
        )
      )
      from public.reservations as reservation
      where reservation.organization_id = caller.organization_id
        and (reservation.created_at at time zone 'America/Bogota')::date = today
        and (
          reservation.status in ('paid', 'confirmed')
          or (reservation.status = 'pending' and reservation.expires_at > now())
        )
    )
  );
end;
$$;
