import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  parseCalendarDate,
} from './dates';

// Intl output contains no-break and thin spaces; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('parseCalendarDate', () => {
  it('keeps the calendar day whatever the time zone', () => {
    const date = parseCalendarDate('2025-06-13');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 5, 13]);
  });

  it.each(['2025-6-13', '13/06/2025', ''])('rejects %j', (text) => {
    expect(() => parseCalendarDate(text)).toThrow('Fecha inválida');
  });
});

describe('es-CO date formatting', () => {
  it.each([
    ['formatLongDate', () => formatLongDate('2025-06-13'), 'viernes, 13 de junio de 2025'],
    ['formatShortDate', () => formatShortDate('2025-06-30'), '30 de jun de 2025'],
    ['range inside one month', () => formatDateRange('2025-06-13', '2025-06-30'), '13–30 de junio de 2025'],
    ['range across months', () => formatDateRange('2025-06-13', '2025-07-02'), '13 de junio – 2 de julio de 2025'],
    ['range without end', () => formatDateRange('2025-06-13', null), '13 de junio de 2025'],
    ['range ending the same day', () => formatDateRange('2025-06-13', '2025-06-13'), '13 de junio de 2025'],
    ['evening time with seconds', () => formatClockTime('18:00:00'), '6:00 p. m.'],
    ['morning time', () => formatClockTime('09:30'), '9:30 a. m.'],
    // 04:05 UTC on the 14th is 11:05 p. m. of the 13th in Bogotá.
    ['timestamp', () => formatDateTime(new Date('2025-06-14T04:05:00.000Z')), '13/06/2025, 11:05 p. m.'],
  ])('%s', (_name, format, expected) => {
    expect(plain(format())).toBe(expected);
  });

  it('rejects a malformed time', () => {
    expect(() => formatClockTime('6pm')).toThrow('Hora inválida');
  });
});
