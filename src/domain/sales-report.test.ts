import { describe, expect, it } from 'vitest';
import { salesReportOf, type ReportFilter, type ReportRows } from './sales-report';

// Bogotá is UTC−5: 04:00Z on the 26th is still the 25th there.
const NOW = new Date('2026-11-26T20:00:00Z');
const ALL: ReportFilter = { eventId: null, from: null, to: null };

function festivalRows(): ReportRows {
  return {
    events: [
      { id: 'ev1', name: 'Festival' },
      { id: 'ev2', name: 'Concierto' },
    ],
    stands: [
      { id: 'norte', name: 'Gradería Norte', total_capacity: 10 },
      { id: 'palco', name: 'Palco', total_capacity: 4 },
    ],
    eventStands: [
      { event_id: 'ev1', graderia_id: 'norte' },
      { event_id: 'ev1', graderia_id: 'palco' },
      { event_id: 'ev2', graderia_id: 'norte' },
    ],
    reservations: [
      // A gate sale in cash by Ana on the 25th (Bogotá), two seats: one in each stand.
      { id: 'r1', event_id: 'ev1', status: 'paid', expires_at: null, source: 'manual', created_at: '2026-11-26T04:00:00Z' },
      // An online card sale on the 26th, one seat, refunded the same day (cancelled: seat released).
      { id: 'r2', event_id: 'ev1', status: 'cancelled', expires_at: null, source: 'public_web', created_at: '2026-11-26T15:00:00Z' },
      // A live cash hold at the gate by Beto, and an overdue one (not a hold any more).
      { id: 'r3', event_id: 'ev1', status: 'pending', expires_at: '2026-11-27T15:00:00Z', source: 'manual', created_at: '2026-11-26T15:00:00Z' },
      { id: 'r4', event_id: 'ev1', status: 'pending', expires_at: '2026-11-26T10:00:00Z', source: 'manual', created_at: '2026-11-25T10:00:00Z' },
      // Another event's online sale, confirmed (card not yet confirmed: no money).
      { id: 'r5', event_id: 'ev2', status: 'confirmed', expires_at: null, source: 'instagram', created_at: '2026-11-26T16:00:00Z' },
    ],
    seats: [
      { id: 't1', reservation_id: 'r1', stand_id: 'norte', price: 20_000, active: true },
      { id: 't2', reservation_id: 'r1', stand_id: 'palco', price: 60_000, active: true },
      { id: 't3', reservation_id: 'r2', stand_id: 'palco', price: 60_000, active: false },
      { id: 't4', reservation_id: 'r3', stand_id: 'norte', price: 20_000, active: true },
      { id: 't5', reservation_id: 'r4', stand_id: 'norte', price: 20_000, active: true },
      { id: 't6', reservation_id: 'r5', stand_id: 'norte', price: 20_000, active: true },
    ],
    payments: [
      { reservation_id: 'r1', kind: 'charge', amount: 80_000, status: 'completed', payment_method: 'cash', updated_at: '2026-11-26T04:00:00Z' },
      { reservation_id: 'r2', kind: 'charge', amount: 60_000, status: 'completed', payment_method: 'mercadopago', updated_at: '2026-11-26T15:05:00Z' },
      { reservation_id: 'r2', kind: 'refund', amount: 60_000, status: 'completed', payment_method: 'mercadopago', updated_at: '2026-11-26T18:00:00Z' },
      { reservation_id: 'r5', kind: 'charge', amount: 20_000, status: 'pending', payment_method: 'mercadopago', updated_at: '2026-11-26T16:00:00Z' },
    ],
    logs: [
      { reservation_id: 'r1', user_id: 'ana', action: 'created', created_at: '2026-11-26T04:00:00Z' },
      { reservation_id: 'r1', user_id: 'beto', action: 'payment_processed', created_at: '2026-11-26T04:01:00Z' },
      { reservation_id: 'r2', user_id: null, action: 'created', created_at: '2026-11-26T15:00:00Z' },
      { reservation_id: 'r3', user_id: 'beto', action: 'created', created_at: '2026-11-26T15:00:00Z' },
      { reservation_id: 'r5', user_id: null, action: 'created', created_at: '2026-11-26T16:00:00Z' },
    ],
    people: [
      { id: 'ana', full_name: 'Ana Taquillera' },
      { id: 'beto', full_name: 'Beto Cajero' },
    ],
    checkIns: [
      // t1 scanned twice (two gates): one entry, on the day of its first scan.
      { ticket_id: 't1', event_id: 'ev1', scanned_at: '2026-11-26T19:00:00Z' },
      { ticket_id: 't1', event_id: 'ev1', scanned_at: '2026-11-26T19:30:00Z' },
      { ticket_id: 't6', event_id: 'ev2', scanned_at: '2026-11-26T19:10:00Z' },
    ],
  };
}

const pick = (line: { key: string; seatsSold: number; revenue: number; refunds: number; heldSeats: number; checkIns: number } | undefined) =>
  line && { seatsSold: line.seatsSold, revenue: line.revenue, refunds: line.refunds, heldSeats: line.heldSeats, checkIns: line.checkIns };

describe('salesReportOf', () => {
  it('adds up seats sold, money received, refunds, holds, entries and occupancy over every event', () => {
    const { totals } = salesReportOf(festivalRows(), ALL, NOW);
    expect(totals).toEqual({
      seatsSold: 3, // r1's two and r5's one; r2 was refunded, r4's hold ran out
      bookingsSold: 2,
      revenue: 80_000, // 80,000 cash + 60,000 card − 60,000 refunded; r5's card payment is not in yet
      refunds: 60_000,
      refundCount: 1,
      heldSeats: 1,
      holds: 1,
      checkIns: 2,
      capacity: 24, // ev1: 10 + 4, ev2: 10
      occupancy: 17, // (3 + 1) / 24
    });
  });

  it('breaks the figures down per event, Bogotá day, stand, channel, method and cashier', () => {
    const report = salesReportOf(festivalRows(), ALL, NOW);
    const line = (lines: typeof report.byDay, key: string) => pick(lines.find((candidate) => candidate.key === key));
    expect(report.byEvent.map((event) => [event.label, event.seatsSold, event.revenue, event.occupancy])).toEqual([
      ['Concierto', 1, 0, 10],
      ['Festival', 2, 80_000, 21], // (2 + 1) / 14
    ]);
    expect(report.byDay.map((day) => day.key)).toEqual(['2026-11-25', '2026-11-26']);
    expect(line(report.byDay, '2026-11-25')).toEqual({ seatsSold: 2, revenue: 80_000, refunds: 0, heldSeats: 0, checkIns: 0 });
    expect(line(report.byDay, '2026-11-26')).toEqual({ seatsSold: 1, revenue: 0, refunds: 60_000, heldSeats: 1, checkIns: 2 });
    // r1's 80,000 shared by price: 20,000 to Norte, 60,000 to the Palco; r2's card money and its refund to the Palco.
    expect(line(report.byStand, 'norte')).toEqual({ seatsSold: 2, revenue: 20_000, refunds: 0, heldSeats: 1, checkIns: 2 });
    expect(line(report.byStand, 'palco')).toEqual({ seatsSold: 1, revenue: 60_000, refunds: 60_000, heldSeats: 0, checkIns: 0 });
    expect(report.byStand.find((stand) => stand.key === 'norte')?.occupancy).toBe(15); // 3 of 20 (two events)
    expect(line(report.byChannel, 'gate')).toEqual({ seatsSold: 2, revenue: 80_000, refunds: 0, heldSeats: 1, checkIns: 1 });
    expect(line(report.byChannel, 'online')).toEqual({ seatsSold: 1, revenue: 0, refunds: 60_000, heldSeats: 0, checkIns: 1 });
    expect(report.byMethod.map((method) => [method.label, method.revenue, method.refunds])).toEqual([
      ['Efectivo', 80_000, 0],
      ['Tarjeta', 0, 60_000],
    ]);
    // The cashier is who recorded the sale (Ana), not who took a later payment.
    expect(report.byCashier.map((cashier) => [cashier.label, cashier.seatsSold, cashier.revenue, cashier.heldSeats])).toEqual([
      ['Ana Taquillera', 2, 80_000, 0],
      ['Beto Cajero', 0, 0, 1],
      ['Venta en línea', 1, 0, 0],
    ]);
    expect(report.byDay[0].occupancy).toBeNull();
  });

  it('keeps to one event and a range of Bogotá days', () => {
    const report = salesReportOf(festivalRows(), { eventId: 'ev1', from: '2026-11-26', to: '2026-11-26' }, NOW);
    expect(pick({ key: 'total', ...report.totals })).toEqual({ seatsSold: 0, revenue: 0, refunds: 60_000, heldSeats: 1, checkIns: 1 });
    expect(report.byEvent.map((event) => event.key)).toEqual(['ev1']);
    // The 04:00Z sale is the 25th in Bogotá: outside the range.
    expect(salesReportOf(festivalRows(), { eventId: 'ev1', from: '2026-11-25', to: '2026-11-25' }, NOW).totals).toMatchObject({ seatsSold: 2, revenue: 80_000 });
  });

  it('counts money the way the dashboard does: a failed or pending charge and a failed refund move nothing', () => {
    const rows = festivalRows();
    rows.payments.push(
      { reservation_id: 'r1', kind: 'refund', amount: 80_000, status: 'failed', payment_method: 'cash', updated_at: '2026-11-26T19:00:00Z' },
      { reservation_id: 'r3', kind: 'charge', amount: 20_000, status: 'failed', payment_method: 'cash', updated_at: '2026-11-26T19:00:00Z' },
    );
    expect(salesReportOf(rows, ALL, NOW).totals).toMatchObject({ revenue: 80_000, refunds: 60_000, refundCount: 1 });
  });
});
