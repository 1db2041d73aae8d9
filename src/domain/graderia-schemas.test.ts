import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { createGraderiaSchema, updateGraderiaSchema } from './graderia-schemas';
import { expectLimit, plainText, type LimitCase } from './testing/text-limit-cases';

const ID = '6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a';
const VALID = { id: ID, name: 'Gradería Norte', rows: 10, columns: 15, floors: 1, base_price: 50000 };

function createErrors(input: Record<string, unknown>) {
  const result = createGraderiaSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

function updateErrors(input: Record<string, unknown>) {
  const result = updateGraderiaSchema.safeParse({ id: ID, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createGraderiaSchema', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ name: '   ' }, { name: 'El nombre es requerido' }],
    [{ name: undefined }, { name: 'El nombre es requerido' }],
    [{ rows: 0 }, { rows: 'Mínimo 1 fila' }],
    [{ rows: undefined }, { rows: 'Mínimo 1 fila' }],
    [{ rows: 51 }, { rows: 'Máximo 50 filas' }],
    [{ columns: 0 }, { columns: 'Mínimo 1 columna' }],
    [{ columns: 51 }, { columns: 'Máximo 50 columnas' }],
    [{ floors: 0 }, { floors: 'Mínimo 1 piso' }],
    [{ floors: 6 }, { floors: 'Máximo 5 pisos' }],
    [{ base_price: 999 }, { base_price: 'Mínimo $1.000' }],
    [{ base_price: Number.NaN }, { base_price: 'Mínimo $1.000' }],
    [{ rows: 50, columns: 50, floors: 5, base_price: 1000 }, {}],
    [{ location_lat: 2.93 }, { location_lat: 'La ubicación no es válida' }],
    [{ location_lat: 2.93, location_lng: -75.28 }, {}],
  ])('%j → %j', (change, errors) => {
    expect(createErrors({ ...VALID, ...change })).toEqual(errors);
  });

  it('trims texts and turns empty ones into null', () => {
    const payload = createGraderiaSchema.parse({ ...VALID, name: '  Palco VIP ', description: ' ', location_name: 'Parque' });
    expect(payload).toMatchObject({ name: 'Palco VIP', description: null, location_name: 'Parque', location_lat: null });
  });
});

describe('updateGraderiaSchema', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ name: 'Nuevo nombre' }, {}],
    [{ name: '' }, { name: 'El nombre es obligatorio' }],
    [{ base_price: 0 }, { base_price: 'El precio debe ser mayor a 0' }],
    [{ base_price: -5 }, { base_price: 'El precio debe ser mayor a 0' }],
    [{ base_price: null }, { base_price: 'El precio base es obligatorio' }],
    [{ base_price: 500 }, { base_price: 'Mínimo $1.000' }],
    [{ base_price: 60000, is_active: false }, {}],
  ])('%j → %j', (change, errors) => {
    expect(updateErrors(change)).toEqual(errors);
  });

  it('keeps absent fields absent and clears emptied ones', () => {
    expect(updateGraderiaSchema.parse({ id: ID, description: '' })).toEqual({ id: ID, description: null });
  });
});

describe('venue text limits', () => {
  const LIMITS: LimitCase[] = [
    ['name', 120, 'Nombre', plainText],
    ['description', 2000, 'Descripción', plainText],
    ['location_name', 200, 'Ubicación', plainText],
  ];

  it.each(LIMITS)('new venue: %s takes %i characters', (...limit) => {
    expectLimit((change) => createErrors({ ...VALID, ...change }), limit);
  });

  it.each(LIMITS)('edited venue: %s takes %i characters', (...limit) => {
    expectLimit(updateErrors, limit);
  });
});
