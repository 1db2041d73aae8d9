import { describe, expect, it } from 'vitest';
import { recentActivityOf, type ActivityEntry } from './dashboard-activity';

function entry(id: string, action: string, created_at: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    log: { id, action, details: {}, created_at },
    customerName: 'Ana Trujillo',
    seats: [{ venue_name: 'Gradería Norte' }, { venue_name: 'Gradería Norte' }],
    ...overrides,
  };
}

describe('recent activity', () => {
  it.each([
    { action: 'payment_processed', details: { method: 'cash', amount: 100000 }, expected: { kind: 'payment', title: 'Pago recibido', badge: 'Completado', amount: 100000 } },
    { action: 'created', details: { total_amount: 150000 }, expected: { kind: 'reservation', title: 'Nueva reserva', badge: 'Nuevo', amount: 150000 } },
    { action: 'cancelled', details: { reason: 'Cancelled by organizer' }, expected: { kind: 'cancellation', title: 'Reserva cancelada', badge: 'Atención', amount: null } },
    { action: 'refunded', details: { amount: 75000, method: 'cash', reason: 'Evento aplazado' }, expected: { kind: 'refund', title: 'Reembolso entregado', badge: 'Reembolso', amount: 75000 } },
  ])('shows $action as $expected.title ($expected.badge)', ({ action, details, expected }) => {
    const [item] = recentActivityOf([{ ...entry('1', action, '2025-06-14T14:00:00.000Z'), log: { id: '1', action, details, created_at: '2025-06-14T14:00:00.000Z' } }]);
    expect(item).toEqual({ ...expected, id: '1', customerName: 'Ana Trujillo', seatsSummary: '2 asientos · Gradería Norte', at: '2025-06-14T14:00:00.000Z' });
  });

  it.each(['expired', 'updated', 'seats_changed'])('ignores the %s action', (action) => {
    expect(recentActivityOf([entry('1', action, '2025-06-14T14:00:00.000Z')])).toEqual([]);
  });

  it('lists the newest 10, newest first', () => {
    const entries = Array.from({ length: 12 }, (_, hour) => entry(`log-${hour}`, 'created', `2025-06-14T${String(hour).padStart(2, '0')}:00:00.000Z`));
    const items = recentActivityOf(entries);
    expect(items.map((item) => item.id)).toEqual(['log-11', 'log-10', 'log-9', 'log-8', 'log-7', 'log-6', 'log-5', 'log-4', 'log-3', 'log-2']);
  });

  it.each([
    { seats: [], summary: 'Sin asientos' },
    { seats: [{ venue_name: 'Palco VIP' }], summary: '1 asiento · Palco VIP' },
    { seats: [{ venue_name: 'Palco VIP' }, { venue_name: 'Gradería Norte' }, { venue_name: 'Palco VIP' }], summary: '3 asientos · Palco VIP, Gradería Norte' },
    // A seat whose stand has not arrived yet still counts.
    { seats: [{ venue_name: '' }, { venue_name: '' }], summary: '2 asientos' },
  ])('sums up seats as “$summary”', ({ seats, summary }) => {
    expect(recentActivityOf([entry('1', 'created', '2025-06-14T14:00:00.000Z', { seats })])[0].seatsSummary).toBe(summary);
  });

  it('names a customer it does not know yet', () => {
    expect(recentActivityOf([entry('1', 'created', '2025-06-14T14:00:00.000Z', { customerName: null })])[0].customerName).toBe('Cliente sin nombre');
  });
});
