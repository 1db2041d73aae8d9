import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { bookingSourceOf, publicBookingSchema } from './public-booking-schema';
import { emailOfLength, expectLimit, plainText, type LimitCase } from './testing/text-limit-cases';

const VALID = {
  customer_name: ' Luisa Fernanda Díaz ',
  customer_phone: ' 3101234567 ',
  document_number: ' 1075000111 ',
};

function errorsOf(change: Record<string, unknown>) {
  const result = publicBookingSchema.safeParse({ ...VALID, ...change });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('publicBookingSchema', () => {
  it('trims the fields and defaults to CC, card payment and no email or notes', () => {
    expect(publicBookingSchema.parse({ ...VALID, customer_email: '  ', notes: '' })).toEqual({
      customer_name: 'Luisa Fernanda Díaz',
      customer_phone: '3101234567',
      document_type: 'CC',
      document_number: '1075000111',
      customer_email: null,
      notes: null,
      payment_method: 'mercadopago',
    });
  });

  it('keeps a given email, notes, document type and cash payment', () => {
    expect(
      publicBookingSchema.parse({
        ...VALID,
        customer_email: ' luisa@correo.co ',
        notes: ' Silla de ruedas ',
        document_type: 'CE',
        payment_method: 'cash',
      }),
    ).toMatchObject({ customer_email: 'luisa@correo.co', notes: 'Silla de ruedas', document_type: 'CE', payment_method: 'cash' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a blank name', { customer_name: '   ' }, { customer_name: 'El nombre es requerido' }],
    ['no phone', { customer_phone: undefined }, { customer_phone: 'El teléfono es requerido' }],
    ['a blank document', { document_number: '' }, { document_number: 'El documento es requerido' }],
    [
      'everything blank',
      { customer_name: '', customer_phone: '', document_number: '' },
      { customer_name: 'El nombre es requerido', customer_phone: 'El teléfono es requerido', document_number: 'El documento es requerido' },
    ],
    ['a malformed email', { customer_email: 'luisa@correo' }, { customer_email: 'Correo electrónico inválido' }],
    ['an unknown document type', { document_type: 'NIT' }, { document_type: 'Tipo de documento inválido' }],
    ['an unknown payment method', { payment_method: 'marked_paid' }, { payment_method: 'Método de pago inválido' }],
  ])('refuses %s', (_, change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it.each<LimitCase>([
    ['customer_name', 120, 'Nombre completo', plainText],
    ['customer_phone', 30, 'Teléfono', plainText],
    ['document_number', 30, 'Número de documento', plainText],
    ['customer_email', 254, 'Correo electrónico', emailOfLength],
    ['notes', 1000, 'Notas', plainText],
  ])('%s takes %i characters', (...limit) => {
    expectLimit(errorsOf, limit);
  });
});

describe('bookingSourceOf', () => {
  it.each<[string | null, string]>([
    [null, 'public_web'],
    ['', 'public_web'],
    ['instagram', 'instagram'],
    ['Radio_Huila-2025', 'Radio_Huila-2025'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), 'public_web'],
    ['con espacio', 'public_web'],
    ["'; drop table", 'public_web'],
  ])('%j → %s', (param, source) => {
    expect(bookingSourceOf(param)).toBe(source);
  });
});
