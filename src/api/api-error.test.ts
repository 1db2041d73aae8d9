import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromPostgrest } from './api-error';

describe('apiErrorFromPostgrest', () => {
  it.each([
    [
      { code: 'PT404', message: 'Evento no encontrado', details: 'event_not_found' },
      404,
      { message: 'Evento no encontrado', code: 'event_not_found' },
    ],
    [
      { code: '28000', message: 'Usuario no autenticado', details: 'not_authenticated' },
      401,
      { message: 'Usuario no autenticado', code: 'not_authenticated' },
    ],
    [{ code: '42883', message: 'function does not exist', details: null }, 404, { message: 'function does not exist', code: '42883' }],
    [{ message: '' }, 500, { message: 'Error inesperado del servidor. Intenta nuevamente.', code: 'unknown_error' }],
    [
      { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', code: '' },
      0,
      { message: 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.', code: 'network_error' },
    ],
  ])('%j with status %d', (body, status, expected) => {
    const error = apiErrorFromPostgrest(body, status);
    expect(error).toBeInstanceOf(ApiError);
    expect({ message: error.message, code: error.code }).toEqual(expected);
  });
});

describe('ApiError hint', () => {
  it('keeps the hint of a seats_unavailable answer so the page can drop those seats', () => {
    const hint = JSON.stringify({ unavailable_seat_ids: ['s1'] });
    const error = apiErrorFromPostgrest(
      { code: 'PT409', message: 'Los siguientes asientos ya no están disponibles: A-1', details: 'seats_unavailable', hint },
      409,
    );
    expect(error.hint).toBe(hint);
    expect(apiErrorFromPostgrest({ message: 'x' }, 400).hint).toBeNull();
  });
});
