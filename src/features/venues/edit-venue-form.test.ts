import { describe, expect, it } from 'vitest';
import type { GraderiaRow } from '../../db/rows';
import { basePriceError, editVenueErrors, editVenueFormOf, editVenueInput, type EditVenueForm } from './edit-venue-form';

const NORTH = {
  id: 'a0000000-0000-4000-8000-000000000101',
  name: 'Gradería Norte',
  description: null,
  location_name: 'Estadio Guillermo Plazas Alcid, Neiva',
  base_price: 50000,
  is_active: true,
} as GraderiaRow;

describe('the edit venue form', () => {
  const form = editVenueFormOf(NORTH);

  it('starts from the stored venue, valid', () => {
    expect(form).toEqual({ name: 'Gradería Norte', description: '', location_name: NORTH.location_name, base_price: '50000', is_active: true });
    expect(editVenueErrors(form, NORTH.id)).toEqual({});
  });

  it.each<[string, Partial<EditVenueForm>, Record<string, string>]>([
    ['an empty name', { name: ' ' }, { name: 'El nombre es obligatorio' }],
    ['an empty price', { base_price: '' }, { base_price: 'El precio debe ser mayor a 0' }],
    ['a price of 0', { base_price: '0' }, { base_price: 'El precio debe ser mayor a 0' }],
    ['a negative price', { base_price: '-5000' }, { base_price: 'El precio debe ser mayor a 0' }],
    ['a price under the creation minimum', { base_price: '500' }, { base_price: 'Mínimo $1.000' }],
  ])('refuses %s', (_case, change, errors) => {
    expect(editVenueErrors({ ...form, ...change }, NORTH.id)).toEqual(errors);
  });

  it('sends every edited field, an emptied description as cleared', () => {
    expect(editVenueInput({ ...form, base_price: '60000', is_active: false }, NORTH.id)).toEqual({
      id: NORTH.id,
      name: 'Gradería Norte',
      description: '',
      location_name: NORTH.location_name,
      base_price: 60000,
      is_active: false,
    });
  });
});

describe('basePriceError (prices screen)', () => {
  it.each([
    ['', 'El precio base es obligatorio'],
    ['0', 'El precio debe ser mayor a 0'],
    ['999', 'Mínimo $1.000'],
    ['60000', undefined],
  ])('%j → %s', (text, message) => {
    expect(basePriceError(text)).toBe(message);
  });
});
