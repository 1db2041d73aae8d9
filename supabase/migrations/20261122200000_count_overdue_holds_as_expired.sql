-- get_reservation_stats stops counting an overdue cash hold as pending.
--
-- A pending reservation past its expires_at is expired in everything else the server and
-- the app show: seat_status_for_event and get_event_seat_statuses offer its seats, the
-- assistant leaves it out, and the tablet's stat cards (reservationStats) count it as
-- expired. Its row only becomes 'expired' when something runs
-- expire_overdue_reservations (a sale, a push, a pull), and this function is stable, so
-- it cannot run it; until then it counted the hold as pending, 24 h after it ended.
-- Now pending_count counts holds not yet overdue; the overdue ones stay in total_count
-- only, as expired reservations always did. Same signature, answer shape and grants.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: require_my_profile() decides who the caller is.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: the function is security definer and checks the organization itself.

-- ============================================================================
-- Functions
-- ============================================================================

create or replace function public.get_reservation_stats(org_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
begin
  if org_id is distinct from caller.organization_id then
    perform public.raise_app_error('forbidden', 'No tienes permisos para ver las reservas de esta organización', 403);
  end if;
  return (
    select jsonb_build_object(
      'total_count', count(*),
      'confirmed_count', count(*) filter (where status = 'confirmed'),
      'pending_count', count(*) filter (where status = 'pending' and expires_at > now()),
      'paid_count', count(*) filter (where status = 'paid'),
      'cancelled_count', count(*) filter (where status = 'cancelled')
    )
    from public.reservations
    where organization_id = org_id
  );
end;
$$;
