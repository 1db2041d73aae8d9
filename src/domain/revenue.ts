// 'Ingresos' means money received, on every screen: completed charges minus completed
// refunds. A booking confirmed but not yet paid (a card payment the provider has not
// confirmed) is money promised, shown apart as 'Por cobrar', never counted as income.
import { groupBy } from './group-by';

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

/** A seat a booking holds, in its stand, at the price it was sold for. */
export interface StandSale {
  reservation_id: string;
  stand_id: string;
  price: number;
}

/**
 * Money received per stand ('Recaudo' of a stand): each booking's received money, shared
 * among the stands of its seats in proportion to what those seats cost — so a premium seat
 * counts at its own price, and a confirmed booking not yet paid counts nothing. Pass every
 * active seat of the bookings, so that a booking's share is taken over all its seats.
 */
export function moneyReceivedByStand(sales: readonly StandSale[], payments: readonly MoneyMovement[]): Map<string, number> {
  const receivedByBooking = new Map<string, number>();
  for (const payment of payments) {
    receivedByBooking.set(payment.reservation_id, (receivedByBooking.get(payment.reservation_id) ?? 0) + receivedAmountOf(payment));
  }
  const seatsByBooking = groupBy(sales, (sale) => sale.reservation_id);
  const byStand = new Map<string, number>();
  for (const [bookingId, seats] of seatsByBooking) {
    const received = receivedByBooking.get(bookingId) ?? 0;
    if (received === 0) continue;
    const bookingPrice = seats.reduce((sum, seat) => sum + seat.price, 0);
    for (const [standId, standSeats] of groupBy(seats, (seat) => seat.stand_id)) {
      // Free seats only (price 0): shared by seat count instead.
      const share = bookingPrice > 0 ? standSeats.reduce((sum, seat) => sum + seat.price, 0) / bookingPrice : standSeats.length / seats.length;
      byStand.set(standId, (byStand.get(standId) ?? 0) + Math.round(received * share));
    }
  }
  return byStand;
}
