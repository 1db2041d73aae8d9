import { describe, expect, it } from 'vitest';
import { NEW_VENUE_DEFAULTS, newVenueErrors, newVenueInput, previewDimension, type NewVenueForm } from './new-venue-form';

const ID = '5c4b3a29-1807-4f6e-9d5c-4b3a29180706';

describe('the Nueva Gradería form', () => {
  it('starts valid with the spec defaults', () => {
    expect(newVenueErrors(NEW_VENUE_DEFAULTS, ID)).toEqual({});
    expect(newVenueInput(NEW_VENUE_DEFAULTS, ID)).toMatchObject({ rows: 10, columns: 15, floors: 1, base_price: 50000 });
  });

  it.each<[string, Partial<NewVenueForm>, Record<string, string>]>([
    ['an empty name', { name: '  ' }, { name: 'El nombre es requerido' }],
    ['no rows', { rows: '' }, { rows: 'Mínimo 1 fila' }],
    ['0 rows', { rows: '0' }, { rows: 'Mínimo 1 fila' }],
    ['51 rows', { rows: '51' }, { rows: 'Máximo 50 filas' }],
    ['0 columns', { columns: '0' }, { columns: 'Mínimo 1 columna' }],
    ['51 columns', { columns: '51' }, { columns: 'Máximo 50 columnas' }],
    ['0 floors', { floors: '0' }, { floors: 'Mínimo 1 piso' }],
    ['6 floors', { floors: '6' }, { floors: 'Máximo 5 pisos' }],
    ['no price', { base_price: '' }, { base_price: 'Mínimo $1.000' }],
    ['a price under 1000', { base_price: '999' }, { base_price: 'Mínimo $1.000' }],
    ['a latitude without longitude', { location_lat: '2.93' }, { location_lat: 'La ubicación no es válida' }],
  ])('refuses %s with the spec message', (_case, change, errors) => {
    expect(newVenueErrors({ ...NEW_VENUE_DEFAULTS, ...change }, ID)).toEqual(errors);
  });

  it('sends empty texts and coordinates as missing', () => {
    const input = newVenueInput({ ...NEW_VENUE_DEFAULTS, location_lat: '2.9371', location_lng: '-75.2895' }, ID);
    expect(input).toMatchObject({ description: '', location_lat: 2.9371, location_lng: -75.2895 });
    expect(newVenueInput(NEW_VENUE_DEFAULTS, ID)).toMatchObject({ location_lat: null, location_lng: null });
  });
});

describe('previewDimension', () => {
  it.each([
    ['10', 50, 10],
    ['', 50, undefined],
    ['51', 50, undefined],
    ['2.5', 5, undefined],
  ])('%s (max %i) → %s', (text, max, expected) => {
    expect(previewDimension(text, max)).toBe(expected);
  });
});
