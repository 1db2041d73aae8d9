import { describe, expect, it } from 'vitest';
import { MANUAL_RESERVATION_DEFAULTS, manualReservationErrors, toggleSeat, type ManualReservationForm } from './manual-reservation-form';

const EVENT_ID = 'a0000000-0000-4000-8000-000000001001';
const SEAT_ID = 'a0000000-0000-4000-8000-000000000201';

const COMPLETE: ManualReservationForm = {
  ...MANUAL_RESERVATION_DEFAULTS,
  event_id: EVENT_ID,
  seat_ids: [SEAT_ID],
  customer_name: 'Andrés Gómez',
  customer_email: 'andres@correo.co',
  document_number: '1075234567',
  customer_phone: '3001234567',
};

describe('manualReservationErrors', () => {
  it('has nothing to say about a complete form', () => {
    expect(manualReservationErrors(COMPLETE)).toEqual({});
  });

  it('gives every required field its spec §5 message', () => {
    expect(manualReservationErrors(MANUAL_RESERVATION_DEFAULTS)).toEqual({
      event_id: 'Debes seleccionar un evento',
      seat_ids: 'Debe seleccionar al menos un asiento',
      customer_name: 'El nombre es requerido',
      customer_email: 'El correo es requerido',
      document_number: 'El documento es requerido',
      customer_phone: 'El teléfono es requerido',
    });
  });

  it.each([
    { field: 'customer_email', value: 'andres@', message: 'Correo electrónico inválido' },
    { field: 'customer_name', value: '   ', message: 'El nombre es requerido' },
    { field: 'customer_phone', value: ' ', message: 'El teléfono es requerido' },
  ])('$field = "$value" → $message', ({ field, value, message }) => {
    expect(manualReservationErrors({ ...COMPLETE, [field]: value })).toEqual({ [field]: message });
  });
});

describe('toggleSeat', () => {
  const seat = { id: SEAT_ID, floor_number: 2, row_letter: 'A', seat_number: '1', stand_floors: 1 };

  it('adds a free seat and takes it out on the second click', () => {
    const added = toggleSeat([], seat, true);
    expect(added).toEqual({ seat_ids: [SEAT_ID], error: null });
    expect(toggleSeat(added.seat_ids, seat, true)).toEqual({ seat_ids: [], error: null });
  });

  it('refuses a seat that is not free with its row and number', () => {
    expect(toggleSeat([], seat, false)).toEqual({ seat_ids: [], error: 'El asiento A-1 no está disponible' });
  });

  it('names the floor too when the stand has several', () => {
    expect(toggleSeat([], { ...seat, stand_floors: 2 }, false).error).toBe('El asiento P2-A-1 no está disponible');
  });
});
