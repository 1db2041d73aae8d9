// The device's zone must not move what the organizer reads: this file runs as a laptop set to
// Tokyo (UTC+9) would, and still sees Bogotá's times and the festival's own dates.
import { beforeAll, describe, expect, it } from 'vitest';

process.env.TZ = 'Asia/Tokyo';
let dates: typeof import('./dates');
/** Intl puts narrow no-break spaces in times; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  dates = await import('./dates');
});

describe('dates on a device in Tokyo', () => {
  it('really runs in Tokyo', () => {
    expect(new Date('2025-06-13T08:00:00.000Z').getTimezoneOffset()).toBe(-540);
    expect(new Date('2025-06-13T08:00:00.000Z').getHours()).toBe(17);
  });

  it("shows a timestamp at Bogotá's time: 08:00 UTC is 3:00 a. m. there", () => {
    expect(plain(dates.formatDateTime('2025-06-13T08:00:00.000Z'))).toBe('13/06/2025, 3:00 a. m.');
  });

  it("shows a timestamp late in Bogotá's evening on Bogotá's day, not Tokyo's next one", () => {
    expect(plain(dates.formatDateTime('2025-06-14T03:30:00.000Z'))).toBe('13/06/2025, 10:30 p. m.');
  });

  it('shows event dates and times as written', () => {
    expect(dates.formatLongDate('2025-06-13')).toBe('viernes, 13 de junio de 2025');
    expect(plain(dates.formatShortDate('2025-06-30'))).toBe('30 de jun de 2025');
    expect(plain(dates.formatDateRange('2025-06-13', '2025-06-30'))).toBe('13–30 de junio de 2025');
    expect(plain(dates.formatClockTime('18:00'))).toBe('6:00 p. m.');
  });

  it('says how long ago in the same zone beyond a day', () => {
    expect(plain(dates.timeAgo('2025-06-13T08:00:00.000Z', new Date('2025-06-15T08:00:00.000Z')))).toBe('13/06/2025, 3:00 a. m.');
  });
});
