// What 'Reportes' reads from the replica (so it works offline): the organization's rows in
// the shape domain/sales-report and domain/accounting-export add up. A report covers the
// whole history, so it reads whole tables; only the seats sold are joined to their stand.
import type { ExportRows } from '../domain/accounting-export';
import type { TaquillaDatabase } from './taquilla-database';
import { paymentBuckets, reservationBuckets, reservationLogBuckets, reservationSeatBuckets } from './row-buckets';
import { seatsByIds } from './seat-catalog';

export async function readReportRows(db: TaquillaDatabase): Promise<ExportRows> {
  const [events, stands, eventStands, reservations, sales, payments, logs, people, checkIns] = await Promise.all([
    db.events.toArray(),
    db.graderias.toArray(),
    db.event_graderias.toArray(),
    reservationBuckets.all(db),
    reservationSeatBuckets.all(db),
    paymentBuckets.all(db),
    reservationLogBuckets.all(db),
    db.profiles.toArray(),
    db.ticket_check_ins.toArray(),
  ]);
  const seatIds = [...new Set(sales.map((sale) => sale.seat_id))];
  const seats = await seatsByIds(db, seatIds);
  const standOfSeat = new Map(seats.flatMap((seat) => (seat ? [[seat.id, seat.graderia_id] as const] : [])));
  return {
    events,
    stands,
    eventStands,
    reservations,
    // A seat not downloaded yet (a sync half done) has no stand to count it in: left out until it arrives.
    seats: sales.flatMap((sale) => {
      const standId = standOfSeat.get(sale.seat_id);
      return standId ? [{ id: sale.id, reservation_id: sale.reservation_id, stand_id: standId, price: sale.price, active: sale.active }] : [];
    }),
    payments,
    logs,
    people,
    checkIns,
  };
}
