-- A stand of several floors has a seat 'A-1' on each floor, so messages that named seats by
-- row and number alone read 'A-1, A-1' for two different seats. Seats of such a stand are
-- now named with their floor ('P2-A-1'); a one-floor stand keeps the spec's 'A-1'. The app
-- names seats by the same rule (src/domain/seat-label.ts).

-- ============================================================================
-- Functions
-- ============================================================================

-- 'A-1, P2-A-1': how the cashier names seats (floor when the stand has several, row, number).
create or replace function public.seat_labels(p_seat_ids uuid[])
returns text
language sql
stable
set search_path = ''
as $$
  select string_agg(
    case when graderia.floors > 1 then 'P' || seat.floor_number || '-' else '' end
      || seat.row_letter || '-' || seat.seat_number,
    ', '
    order by seat.graderia_id, seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
  )
  from public.seats as seat
  join public.graderias as graderia on graderia.id = seat.graderia_id
  where seat.id = any (p_seat_ids)
$$;

-- What the sandbox page shows about a payment, as before, with each seat named by the rule above.
create or replace function public.sandbox_payment_answer(p_payment_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'payment_id', payment.id,
    'status', payment.status,
    'amount', payment.amount,
    'reservation_id', reservation.id,
    'reservation_status', case
      when reservation.status = 'pending' and reservation.expires_at <= now() then 'expired'
      else reservation.status
    end,
    'expires_at', case when reservation.status = 'pending' then reservation.expires_at end,
    'seconds_left', case when reservation.status = 'pending'
      then greatest(0, floor(extract(epoch from reservation.expires_at - now())))::integer
    end,
    'customer_name', reservation.customer_name,
    'event_name', event.name,
    'event_slug', event.slug,
    'seats', coalesce((
      select jsonb_agg(
        case when graderia.floors > 1 then 'P' || seat.floor_number || '-' else '' end
          || seat.row_letter || '-' || seat.seat_number
        order by seat.graderia_id, seat.floor_number, char_length(seat.row_letter), seat.row_letter, seat.column_number
      )
      from public.reservation_seats as sale
      join public.seats as seat on seat.id = sale.seat_id
      join public.graderias as graderia on graderia.id = seat.graderia_id
      where sale.reservation_id = reservation.id
    ), '[]'::jsonb)
  )
  from public.payments as payment
  join public.reservations as reservation on reservation.id = payment.reservation_id
  join public.events as event on event.id = reservation.event_id
  where payment.id = p_payment_id
$$;
