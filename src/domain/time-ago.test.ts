import { describe, expect, it } from 'vitest';
import { formatDateTime, timeAgo } from './dates';

const NOW = new Date('2025-06-14T15:00:00.000Z');

describe('timeAgo', () => {
  it.each([
    { at: '2025-06-14T14:59:30.000Z', expected: 'hace un momento' },
    // A clock a little ahead on another device must not say 'dentro de'.
    { at: '2025-06-14T15:00:20.000Z', expected: 'hace un momento' },
    { at: '2025-06-14T14:59:00.000Z', expected: 'hace 1 minuto' },
    { at: '2025-06-14T14:15:00.000Z', expected: 'hace 45 minutos' },
    { at: '2025-06-14T13:00:00.000Z', expected: 'hace 2 horas' },
    { at: '2025-06-13T15:00:01.000Z', expected: 'hace 23 horas' },
  ])('$at is “$expected”', ({ at, expected }) => {
    expect(timeAgo(at, NOW).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('gives the es-CO date and time from a day on', () => {
    expect(timeAgo('2025-06-12T20:00:00.000Z', NOW)).toBe(formatDateTime('2025-06-12T20:00:00.000Z'));
  });
});
