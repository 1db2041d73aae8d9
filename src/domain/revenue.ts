// 'Ingresos' means money received, on every screen: completed charges minus completed
// refunds. A booking confirmed but not yet paid (a card payment the provider has not
// confirmed) is money promised, shown apart as 'Por cobrar', never counted as income.

export interface MoneyMovement {
  reservation_id: string;
  /** 'refund': money handed back (absent on rows stored before refunds existed: a charge). */
  kind?: 'charge' | 'refund';
  amount: number;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
}

export interface CommittedBooking {
  id: string;
  status: string;
  total_amount: number;
}

/** What this payment row moved into the box office: + a completed charge, − a completed refund, 0 otherwise. */
export function receivedAmountOf(payment: Pick<MoneyMovement, 'kind' | 'amount' | 'status'>): number {
  if (payment.status !== 'completed') return 0;
  return payment.kind === 'refund' ? -payment.amount : payment.amount;
}

export function moneyReceived(payments: readonly Pick<MoneyMovement, 'kind' | 'amount' | 'status'>[]): number {
  return payments.reduce((sum, payment) => sum + receivedAmountOf(payment), 0);
}

/** Confirmed bookings' totals not yet received: promised, not income. */
export function moneyAwaited(bookings: readonly CommittedBooking[], payments: readonly MoneyMovement[]): number {
  const received = new Map<string, number>();
  for (const payment of payments) received.set(payment.reservation_id, (received.get(payment.reservation_id) ?? 0) + receivedAmountOf(payment));
  return bookings
    .filter((booking) => booking.status === 'confirmed')
    .reduce((sum, booking) => sum + Math.max(0, booking.total_amount - (received.get(booking.id) ?? 0)), 0);
}
