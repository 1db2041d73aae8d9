-- Refunds are payments that go the other way.
--
-- A refund is a row of `payments` with kind 'refund' (money out of the box office, or back to
-- the card through the provider), beside the original charge, which stays 'completed' as the
-- record of what came in. So a reservation's money is always
--   Σ completed charges − Σ completed refunds
-- and it must equal what its status says: the total when paid, 0 when cancelled or expired.
-- Refunds travel to the devices with the payments they already replicate (no new synced table).
--
-- A card refund waits as 'pending' until the provider confirms it; a cash refund is
-- 'completed' when the cashier hands the money back. At most one refund that has not failed
-- exists per reservation: the database itself refuses the second one, so two gates refunding
-- the same booking offline cannot both pay it out.

-- ============================================================================
-- Tables
-- ============================================================================

alter table public.payments
  add column kind text not null default 'charge' check (kind in ('charge', 'refund'));

create unique index payments_one_refund_per_reservation
  on public.payments (reservation_id)
  where kind = 'refund' and status <> 'failed';

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None.

-- ============================================================================
-- Policies
-- ============================================================================

-- None: payments keeps its policies.

-- ============================================================================
-- Functions
-- ============================================================================

-- None here: the refund functions come with their features.
