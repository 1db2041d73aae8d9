// "Money adds up" (issue 14, point 6): for every reservation, the money it holds —
// Σ completed charges − Σ refunds — must be what its status says. Used only by tests: run
// after every reliability scenario and in the refund tests, with its own test showing it
// catches a wrong row (money-check.test.ts).
//
// The rule, as the functions record money today (checked against them, not the spec):
//   - paid → the total. A cash sale at the box office ('Procesar Pago', or a manual sale
//     'marked_paid', which is stored as a completed *cash* charge) and a card payment the
//     provider confirmed each write one completed charge of the reservation's total.
//   - pending, confirmed, expired → 0. A public cash booking and a card checkout carry a
//     *pending* charge, which is no money yet; a failed one never is.
//   - cancelled → 0. A hold cancelled before payment holds nothing; a paid booking can only
//     be cancelled by refunding it, and its refund (a kind 'refund' row) takes back the
//     whole charge. Only a *completed* refund is money out (the shared model of issue 14):
//     a card refund waiting on the provider ('pending') leaves the booking paid with its
//     money in, and the provider's notification completes the refund and cancels the
//     booking in one transaction (confirm_provider_payment).
import type { Sql } from '../../supabase/local/engine.ts';

export interface MoneyMismatch {
  reservation_id: string;
  status: string;
  total_amount: number;
  /** What the status says it should hold. */
  expected: number;
  /** Σ completed charges − Σ completed refunds. */
  held: number;
}

export const MONEY_CHECK_SQL = `
  with money as (
    select reservation.id, reservation.status, reservation.total_amount,
      coalesce(sum(payment.amount) filter (where payment.kind = 'charge' and payment.status = 'completed'), 0)
        - coalesce(sum(payment.amount) filter (where payment.kind = 'refund' and payment.status = 'completed'), 0) as held
    from public.reservations as reservation
    left join public.payments as payment on payment.reservation_id = reservation.id
    group by reservation.id
  )
  select id as reservation_id, status, total_amount,
    case when status = 'paid' then total_amount else 0 end as expected, held::int as held
  from money
  where held <> case when status = 'paid' then total_amount else 0 end
  order by id`;

/** Every reservation whose money does not match its status; empty when all adds up. */
export async function moneyMismatches(sql: Sql): Promise<MoneyMismatch[]> {
  const { rows } = await sql.query<MoneyMismatch>(MONEY_CHECK_SQL);
  return rows;
}

/** Throws, naming the reservations, when any reservation's money does not add up. */
export async function assertMoneyAddsUp(sql: Sql): Promise<void> {
  const mismatches = await moneyMismatches(sql);
  if (mismatches.length > 0) {
    throw new Error(`El dinero no cuadra en ${mismatches.length} reserva(s): ${JSON.stringify(mismatches)}`);
  }
}
