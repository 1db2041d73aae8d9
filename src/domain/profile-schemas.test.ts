import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from './field-errors';
import {
  businessInfoSchema,
  MAXIMUM_PHOTO_BYTES,
  passwordChangeSchema,
  personalInfoSchema,
  photoFileProblem,
} from './profile-schemas';
import { expectLimit, plainText, type LimitCase } from './testing/text-limit-cases';

const PERSONAL = { full_name: 'Laura Gómez', document_number: '1075234567', phone: '3001234567', address: 'Calle 5 # 10-20' };
const PASSWORDS = { current_password: 'Bambuco2025!', new_password: 'NuevaClave8', confirm_password: 'NuevaClave8' };

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('personalInfoSchema', () => {
  it.each<[Record<string, string>, Record<string, string>]>([
    [{}, {}],
    [{ full_name: '' }, { full_name: 'El nombre completo es requerido' }],
    [{ full_name: '   ' }, { full_name: 'El nombre completo es requerido' }],
    [{ full_name: ' L ' }, {}],
    [{ document_number: '' }, {}],
    [{ document_number: '12345' }, { document_number: 'La cédula debe tener al menos 6 caracteres' }],
    [{ document_number: '  12345  ' }, { document_number: 'La cédula debe tener al menos 6 caracteres' }],
    [{ document_number: '123456' }, {}],
    [{ phone: '', address: '' }, {}],
    [{ full_name: '', document_number: '1' }, { full_name: 'El nombre completo es requerido', document_number: 'La cédula debe tener al menos 6 caracteres' }],
  ])('%j → %j', (change, errors) => {
    expect(errorsOf(personalInfoSchema, { ...PERSONAL, ...change })).toEqual(errors);
  });

  it('trims every field and keeps an emptied field as "" so the server clears it', () => {
    expect(personalInfoSchema.parse({ full_name: '  Laura  ', document_number: ' 1075234567 ', phone: ' ', address: '' })).toEqual({
      full_name: 'Laura',
      document_number: '1075234567',
      phone: '',
      address: '',
    });
  });
});

describe('businessInfoSchema', () => {
  it.each([
    [{ company_name: '', rnt: '', business_description: '' }],
    [{ company_name: 'Eventos del Huila', rnt: '12345', business_description: 'Palcos\ny graderías' }],
  ])('accepts %j: business information has no rules', (form) => {
    expect(businessInfoSchema.safeParse(form).success).toBe(true);
  });

  it('trims and keeps line breaks inside the description', () => {
    expect(businessInfoSchema.parse({ company_name: ' Huila ', rnt: ' 9 ', business_description: ' Línea 1\nLínea 2 ' })).toEqual({
      company_name: 'Huila',
      rnt: '9',
      business_description: 'Línea 1\nLínea 2',
    });
  });
});

describe('photoFileProblem', () => {
  it.each<[string, number, string | null]>([
    ['image/png', 1024, null],
    ['image/jpeg', MAXIMUM_PHOTO_BYTES, null],
    ['image/gif', 10, null],
    ['image/webp', 10, 'Solo se permiten archivos JPG, PNG y GIF'],
    ['application/pdf', 10, 'Solo se permiten archivos JPG, PNG y GIF'],
    ['', 10, 'Solo se permiten archivos JPG, PNG y GIF'],
    ['image/png', MAXIMUM_PHOTO_BYTES + 1, 'La imagen debe ser menor a 5MB'],
    ['image/svg+xml', MAXIMUM_PHOTO_BYTES + 1, 'Solo se permiten archivos JPG, PNG y GIF'],
  ])('%s of %i bytes → %s', (type, size, problem) => {
    expect(photoFileProblem({ type, size })).toBe(problem);
  });
});

describe('passwordChangeSchema', () => {
  it.each<[Record<string, string>, Record<string, string>]>([
    [{}, {}],
    [{ current_password: '' }, { current_password: 'Ingresa tu contraseña actual' }],
    [{ new_password: 'Corta1', confirm_password: 'Corta1' }, { new_password: 'La contraseña debe tener al menos 8 caracteres' }],
    [{ new_password: '12345678', confirm_password: '12345678' }, {}],
    [{ confirm_password: 'OtraClave8' }, { confirm_password: 'Las contraseñas no coinciden' }],
    [{ confirm_password: '' }, { confirm_password: 'Las contraseñas no coinciden' }],
    [
      { current_password: '', confirm_password: 'OtraClave8' },
      { current_password: 'Ingresa tu contraseña actual', confirm_password: 'Las contraseñas no coinciden' },
    ],
  ])('%j → %j', (change, errors) => {
    expect(errorsOf(passwordChangeSchema, { ...PASSWORDS, ...change })).toEqual(errors);
  });
});

describe('profile text limits', () => {
  const BUSINESS = { company_name: 'Eventos del Huila', rnt: '12345', business_description: 'Eventos culturales' };

  it.each<LimitCase>([
    ['full_name', 120, 'Nombre completo', plainText],
    ['document_number', 30, 'Número de documento', plainText],
    ['phone', 30, 'Teléfono', plainText],
    ['address', 300, 'Dirección', plainText],
  ])('personal %s takes %i characters', (...limit) => {
    expectLimit((change) => errorsOf(personalInfoSchema, { ...PERSONAL, ...change }), limit);
  });

  it.each<LimitCase>([
    ['company_name', 160, 'Nombre de la empresa', plainText],
    ['rnt', 30, 'RNT', plainText],
    ['business_description', 2000, 'Descripción del negocio', plainText],
  ])('business %s takes %i characters', (...limit) => {
    expectLimit((change) => errorsOf(businessInfoSchema, { ...BUSINESS, ...change }), limit);
  });
});
