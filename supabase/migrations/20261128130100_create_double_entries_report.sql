-- 'Entradas usadas dos veces' for reports on hosted Supabase (issue 18): the tickets of the
-- caller's organization let in by two or more devices, with every scan. Devices compute the
-- same from their replica (offline); this is the server's answer, for tools that read the API.
--
-- get_double_entries(event_id uuid default null) → jsonb   (organizer or staff)
--   [{ticket_id, event_id, seat_id, seat_label, graderia_name,
--     scans: [{check_in_id, device_id, gate, scanned_at}, …] (earliest first: the entry)}, …]
--   ordered by each ticket's first scan. event_id null: every event of the organization.
--   Errors: as require_my_profile (401, 403); an event not of the caller's organization →
--   404 event_not_found 'Evento no encontrado'.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: require_my_profile().

-- ============================================================================
-- Policies
-- ============================================================================

-- None: the function filters by the caller's organization.

-- ============================================================================
-- Functions
-- ============================================================================

create function public.get_double_entries(event_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
begin
  if get_double_entries.event_id is not null and not exists (
    select 1 from public.events as event
    where event.id = get_double_entries.event_id and event.organization_id = caller.organization_id
  ) then
    perform public.raise_app_error('event_not_found', 'Evento no encontrado', 404);
  end if;
  return coalesce((
    select jsonb_agg(entry.answer order by entry.first_scan)
    from (
      select
        min(scan.scanned_at) as first_scan,
        jsonb_build_object(
          'ticket_id', scan.ticket_id,
          'event_id', min(scan.event_id::text)::uuid,
          'seat_id', min(scan.seat_id::text)::uuid,
          'seat_label', min(case when graderia.floors > 1 then 'P' || seat.floor_number || '-' else '' end
            || seat.row_letter || '-' || seat.seat_number),
          'graderia_name', min(graderia.name),
          'scans', jsonb_agg(
            jsonb_build_object('check_in_id', scan.id, 'device_id', scan.device_id, 'gate', scan.gate, 'scanned_at', scan.scanned_at)
            order by scan.scanned_at, scan.id
          )
        ) as answer
      from public.ticket_check_ins as scan
      join public.seats as seat on seat.id = scan.seat_id
      join public.graderias as graderia on graderia.id = seat.graderia_id
      where scan.organization_id = caller.organization_id
        and (get_double_entries.event_id is null or scan.event_id = get_double_entries.event_id)
      group by scan.ticket_id
      having count(distinct scan.device_id) > 1
    ) as entry
  ), '[]'::jsonb);
end;
$$;

revoke execute on function public.get_double_entries(uuid) from public;
grant execute on function public.get_double_entries(uuid) to anon, authenticated;
