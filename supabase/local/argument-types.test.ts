import { describe, expect, it } from 'vitest';
import { typeMismatch } from './argument-types.ts';

describe('typeMismatch', () => {
  it.each([
    ['integer', 12],
    ['integer', '12'],
    ['integer', -2147483647],
    ['bigint', '9007199254740993'],
    ['numeric', 1.5],
    ['numeric', '1e3'],
    ['double precision', -0.25],
    ['text', ''],
    ['uuid', 'A0000000-0000-4000-8000-000000000001'],
    ['boolean', false],
    ['jsonb', { a: [1] }],
    ['json', 'texto'],
    ['date', '2024-02-29'],
    ['time without time zone', '23:59:59.5'],
    ['timestamp with time zone', '2025-06-13T18:00:00-05:00'],
    ['timestamp with time zone', '2025-06-13'],
    ['uuid[]', []],
    ['integer[]', [1, 2]],
    ['integer', null],
    ['some_enum', 'cualquiera'],
  ])('%s accepts %j', (sqlType, value) => {
    expect(typeMismatch(value, sqlType)).toBeNull();
  });

  it.each([
    ['integer', 1.5, 'un número entero'],
    ['integer', 2 ** 31, 'un número entero'],
    ['integer', true, 'un número entero'],
    ['bigint', '12.0', 'un número entero'],
    ['numeric', 'doce', 'un número'],
    ['numeric', Number.NaN, 'un número'],
    ['text', 5, 'un texto'],
    ['uuid', 'a0000000-0000-4000-8000-00000000000', 'un identificador UUID válido'],
    ['boolean', 'true', 'verdadero o falso'],
    ['date', '2025-02-29', 'una fecha con formato AAAA-MM-DD'],
    ['date', '13/06/2025', 'una fecha con formato AAAA-MM-DD'],
    ['time without time zone', '24:00', 'una hora con formato HH:MM'],
    ['timestamp with time zone', 'ayer', 'una fecha y hora ISO 8601'],
    ['uuid[]', 'a0000000-0000-4000-8000-000000000001', 'una lista'],
    ['integer[]', [1, 'dos'], 'una lista de elementos que sean un número entero'],
  ])('%s refuses %j, expecting %s', (sqlType, value, expected) => {
    expect(typeMismatch(value, sqlType)).toBe(expected);
  });
});
