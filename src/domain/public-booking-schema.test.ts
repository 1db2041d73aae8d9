import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { bookingSourceOf, publicBookingSchema } from './public-booking-schema';

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
    ['a name of 121 characters', { customer_name: 'a'.repeat(121) }, { customer_name: 'El campo Nombre completo es demasiado largo' }],
    ['a phone of 31 characters', { customer_phone: '3'.repeat(31) }, { customer_phone: 'El campo Teléfono es demasiado largo' }],
    ['a document of 31 characters', { document_number: '1'.repeat(31) }, { document_number: 'El campo Número de documento es demasiado largo' }],
    ['an email of 255 characters', { customer_email: `${'a'.repeat(245)}@correo.co` }, { customer_email: 'El campo Correo electrónico es demasiado largo' }],
    ['notes of 1001 characters', { notes: 'n'.repeat(1001) }, { notes: 'El campo Notas es demasiado largo' }],
  ])('refuses %s', (_, change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it('accepts every field at its longest', () => {
    expect(
      errorsOf({
        customer_name: 'a'.repeat(120),
        customer_phone: '3'.repeat(30),
        document_number: '1'.repeat(30),
        customer_email: `${'a'.repeat(244)}@correo.co`,
        notes: 'n'.repeat(1000),
      }),
    ).toEqual({});
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
