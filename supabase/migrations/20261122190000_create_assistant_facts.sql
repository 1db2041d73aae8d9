-- What the 'Asistente IA' may tell a member of an organization about their own business:
-- seats left per event, reservations waiting for payment and today's sales. One call, so
-- the Edge Function (with the caller's JWT, through PostgREST) and the embedded server
-- (through the same SQL as the caller) read the same figures under the same permission
-- check. Read-only: the assistant never changes anything.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here: everything is read from the existing tables.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: require_my_profile() decides who the caller is.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: the function is security definer and reads only the caller's organization.

-- ============================================================================
-- Functions
-- ============================================================================

-- Lower case without Spanish accents, so 'Folclórico' and 'folclorico' name the same event.
-- PGlite has no unaccent extension; these are the letters Spanish names use.
create function public.assistant_plain_text(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(lower(p_text), 'áéíóúüñàèìòù', 'aeiouunaeiou')
$$;

-- Seats on sale for an event, as the public page offers them: active seats of the active
-- stands the event sells. Counted from the stands' capacity minus their inactive seats
-- (both small reads) instead of reading up to 12,500 seats per stand.
create function public.assistant_seats_offered(p_event_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(
    venue.total_capacity
    - (select count(*) from public.seats as seat where seat.graderia_id = venue.id and not seat.is_active)
  ), 0)::integer
  from public.event_graderias as link
  join public.graderias as venue on venue.id = link.graderia_id
  where link.event_id = p_event_id and venue.is_active
$$;

-- Seats of those that are taken: paid, confirmed, or held by a pending reservation that is
-- not yet overdue (an overdue hold is as good as expired, as seat_status_for_event says).
create function public.assistant_seats_taken(p_event_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
  from public.reservation_seats as sale
  join public.reservations as reservation on reservation.id = sale.reservation_id
  join public.seats as seat on seat.id = sale.seat_id
  join public.graderias as venue on venue.id = seat.graderia_id
  join public.event_graderias as link on link.event_id = sale.event_id and link.graderia_id = venue.id
  where sale.event_id = p_event_id
    and sale.active
    and seat.is_active
    and venue.is_active
    and (
      reservation.status in ('paid', 'confirmed')
      or (reservation.status = 'pending' and reservation.expires_at > now())
    )
$$;

-- {events: [{name, slug, event_date, is_active, seats_total, seats_available}],
--  pending_reservations, sales_today: {reservations, seats, revenue}} for the caller's
-- organization. Events: active ones first, then by date, at most 50; an event whose name
-- or slug contains event_name (accents and case aside) comes before all others, so the
-- page the caller is on wins. Days are Bogotá's, like the dashboard's: today's revenue is
-- the money of payments completed today, today's reservations those made today that still
-- hold their seats.
create function public.assistant_facts(event_name text default null)
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
          select coalesce(sum(payment.amount), 0)
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

-- Internal pieces are not part of the API: they read any organization's rows.
revoke execute on function
  public.assistant_plain_text(text),
  public.assistant_seats_offered(uuid),
  public.assistant_seats_taken(uuid)
from public, anon, authenticated;
