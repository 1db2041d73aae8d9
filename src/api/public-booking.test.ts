import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unavailableSeatIdsOf } from './public-booking';

const MESSAGE = 'Los siguientes asientos ya no están disponibles: A-1, A-2';

describe('unavailableSeatIdsOf', () => {
  it.each<[string, unknown, string[]]>([
    ['the ids a refusal names', new ApiError(MESSAGE, 'seats_unavailable', '{"unavailable_seat_ids":["s1","s2"]}'), ['s1', 's2']],
    ['only the string ids', new ApiError(MESSAGE, 'seats_unavailable', '{"unavailable_seat_ids":["s1",7,null]}'), ['s1']],
    ['nothing without a hint', new ApiError(MESSAGE, 'seats_unavailable'), []],
    ['nothing from a hint that is not JSON', new ApiError(MESSAGE, 'seats_unavailable', 'A-1, A-2'), []],
    ['nothing from a hint without the list', new ApiError(MESSAGE, 'seats_unavailable', '{"unavailable_seat_ids":"s1"}'), []],
    ['nothing from another refusal', new ApiError('Evento no encontrado', 'event_not_found', '{"unavailable_seat_ids":["s1"]}'), []],
    ['nothing from a plain error', new Error(MESSAGE), []],
  ])('gives %s', (_, error, ids) => {
    expect(unavailableSeatIdsOf(error)).toEqual(ids);
  });
});
