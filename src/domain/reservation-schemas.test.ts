import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { cancelReservationSchema, createManualReservationSchema, manualSaleCommandSchema, processPaymentSchema } from './reservation-schemas';
import { emailOfLength, expectLimit, plainText, type LimitCase } from './testing/text-limit-cases';

const ID = '5f0c2a1b-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
const EVENT = 'a0000000-0000-4000-8000-000000001001';
const SEAT = '0b9e7c1a-4d2f-8e8b-9c3a-5f6e7d8c9b0a';
const VALID = {
  id: ID,
  event_id: EVENT,
  seat_ids: [SEAT],
  customer_name: ' Andrés Gómez ',
  customer_email: 'andres@correo.co',
  document_number: '1075234567',
  customer_phone: '3001234567',
  payment_method: 'cash',
};

function errorsOf(change: Record<string, unknown>) {
  const result = createManualReservationSchema.safeParse({ ...VALID, ...change });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createManualReservationSchema', () => {
  it('trims the customer, defaults to CC and no extras, and upper-cases the code', () => {
    expect(createManualReservationSchema.parse({ ...VALID, seat_ids: [SEAT, SEAT], discount_code: ' bambuco10 ', notes: '  ' })).toEqual({
      ...VALID,
      seat_ids: [SEAT],
      customer_name: 'Andrés Gómez',
      document_type: 'CC',
      discount_code: 'BAMBUCO10',
      notes: null,
      includes_children: false,
      share_venue: false,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no event', { event_id: undefined }, { event_id: 'Debes seleccionar un evento' }],
    ['a blank event', { event_id: '' }, { event_id: 'Debes seleccionar un evento' }],
    ['no seats', { seat_ids: [] }, { seat_ids: 'Debe seleccionar al menos un asiento' }],
    ['no seat list', { seat_ids: undefined }, { seat_ids: 'Debe seleccionar al menos un asiento' }],
    ['no name', { customer_name: '   ' }, { customer_name: 'El nombre es requerido' }],
    ['no email', { customer_email: '' }, { customer_email: 'El correo es requerido' }],
    ['an email without domain', { customer_email: 'andres@correo' }, { customer_email: 'Correo electrónico inválido' }],
    ['an email with spaces', { customer_email: 'andres gomez@correo.co' }, { customer_email: 'Correo electrónico inválido' }],
    ['no document', { document_number: undefined }, { document_number: 'El documento es requerido' }],
    ['no phone', { customer_phone: ' ' }, { customer_phone: 'El teléfono es requerido' }],
    ['an unknown document type', { document_type: 'NIT' }, { document_type: 'Tipo de documento inválido' }],
    ['no payment method', { payment_method: undefined }, { payment_method: 'Método de pago inválido' }],
    ['an unknown payment method', { payment_method: 'bitcoin' }, { payment_method: 'Método de pago inválido' }],
  ])('refuses %s', (_case, change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it('reports every missing field of an empty dialog at once', () => {
    expect(errorsOf({ event_id: '', seat_ids: [], customer_name: '', customer_email: '', document_number: '', customer_phone: '' })).toEqual({
      event_id: 'Debes seleccionar un evento',
      seat_ids: 'Debe seleccionar al menos un asiento',
      customer_name: 'El nombre es requerido',
      customer_email: 'El correo es requerido',
      document_number: 'El documento es requerido',
      customer_phone: 'El teléfono es requerido',
    });
  });

  it.each(['CC', 'CE', 'TI', 'Otro'])('accepts document type %s', (documentType) => {
    expect(errorsOf({ document_type: documentType })).toEqual({});
  });

  it.each(['cash', 'marked_paid', 'mercadopago'])('accepts payment method %s', (method) => {
    expect(errorsOf({ payment_method: method })).toEqual({});
  });
});

describe('reservation actions', () => {
  it('payment needs the reservation id', () => {
    expect(processPaymentSchema.parse({ reservation_id: ID })).toEqual({ reservation_id: ID });
    expect(processPaymentSchema.safeParse({ reservation_id: 'A-1' }).success).toBe(false);
  });

  it('cancellation keeps a typed reason, and no reason as null', () => {
    expect(cancelReservationSchema.parse({ reservation_id: ID, reason: ' Cliente no llegó ' })).toEqual({ reservation_id: ID, reason: 'Cliente no llegó' });
    expect(cancelReservationSchema.parse({ reservation_id: ID })).toEqual({ reservation_id: ID, reason: null });
  });
});

describe('manual sale text limits', () => {
  it.each<LimitCase>([
    ['customer_name', 120, 'Nombre completo', plainText],
    ['customer_email', 254, 'Correo electrónico', emailOfLength],
    ['document_number', 30, 'Número de documento', plainText],
    ['customer_phone', 30, 'Teléfono', plainText],
    ['notes', 1000, 'Notas', plainText],
    ['discount_code', 40, 'Código de descuento', plainText],
  ])('%s takes %i characters', (...limit) => {
    expectLimit(errorsOf, limit);
  });
});

describe('manualSaleCommandSchema: the dialog or a walk-in cash sale', () => {
  const WALK_IN = { id: ID, event_id: EVENT, seat_ids: [SEAT, SEAT], payment_method: 'cash', walk_in: true, device_name: ' Puerta Norte ' };
  const walkInErrors = (change: Record<string, unknown>) => {
    const result = manualSaleCommandSchema.safeParse({ ...WALK_IN, ...change });
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it('takes a walk-in without customer data, named Venta en taquilla', () => {
    expect(manualSaleCommandSchema.parse(WALK_IN)).toMatchObject({
      seat_ids: [SEAT],
      customer_name: 'Venta en taquilla',
      customer_email: null,
      customer_phone: null,
      document_number: null,
      document_type: 'CC',
      walk_in: true,
      device_name: 'Puerta Norte',
    });
  });

  it('still needs every field of the dialog without the flag', () => {
    const result = manualSaleCommandSchema.safeParse({ ...VALID, customer_name: '', customer_email: '' });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toMatchObject({ customer_name: 'El nombre es requerido', customer_email: 'El correo es requerido' });
    expect(manualSaleCommandSchema.parse(VALID)).toMatchObject({ customer_name: 'Andrés Gómez' });
  });

  it.each([
    [{ payment_method: 'mercadopago' }, { payment_method: 'La venta en taquilla sin datos del cliente solo se cobra en efectivo' }],
    [{ payment_method: 'marked_paid' }, { payment_method: 'La venta en taquilla sin datos del cliente solo se cobra en efectivo' }],
    [{ customer_email: 'ana@correo' }, { customer_email: 'Correo electrónico inválido' }],
    [{ seat_ids: Array.from({ length: 13 }, (_, index) => `0b9e7c1a-4d2f-8e8b-9c3a-5f6e7d8c9b${String(index).padStart(2, '0')}`) }, { seat_ids: 'Una venta rápida es de máximo 12 asientos' }],
    [{ seat_ids: [] }, { seat_ids: 'Debe seleccionar al menos un asiento' }],
    [{ walk_in: 'sí' }, { walk_in: 'Tipo de venta inválido' }],
  ])('refuses a walk-in with %j', (change, errors) => {
    expect(walkInErrors(change)).toMatchObject(errors);
  });
});
