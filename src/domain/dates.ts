// Event dates arrive as 'YYYY-MM-DD' and times as 'HH:MM[:SS]', both wall-clock values of
// the festival. Parsing them with `new Date('2025-06-13')` would read UTC midnight and
// show the previous day in Colombia (UTC-5), so they are built from their parts instead.

const LOCALE = 'es-CO';

const longDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayMonthYear = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const clockTime = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** '2025-06-13' → a Date at local midnight of that calendar day. */
export function parseCalendarDate(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Fecha inválida: ${isoDate}`);
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

/** '2025-06-13' → 'viernes, 13 de junio de 2025' */
export function formatLongDate(isoDate: string): string {
  return longDate.format(parseCalendarDate(isoDate));
}

/** '2025-06-13' → '13 de jun de 2025' */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(parseCalendarDate(isoDate));
}

/** ('2025-06-13', '2025-06-30') → '13–30 de junio de 2025'; a missing or equal end gives one day. */
export function formatDateRange(startIsoDate: string, endIsoDate?: string | null): string {
  const start = parseCalendarDate(startIsoDate);
  if (!endIsoDate || endIsoDate === startIsoDate) return dayMonthYear.format(start);
  return dayMonthYear.formatRange(start, parseCalendarDate(endIsoDate));
}

/** '18:00' or '18:00:00' → '6:00 p. m.' */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) throw new RangeError(`Hora inválida: ${time}`);
  return clockTime.format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** A timestamp (ISO string with zone, or Date) → '13/06/2025, 6:00 p. m.' in the viewer's zone. */
export function formatDateTime(timestamp: string | Date): string {
  return dateTime.format(typeof timestamp === 'string' ? new Date(timestamp) : timestamp);
}

// When a recent activity happened, as the organizer says it: 'hace 5 minutos' within the
// day, the es-CO date and time beyond.
const relativeTime = new Intl.RelativeTimeFormat('es-CO', { numeric: 'auto' });

export function timeAgo(timestamp: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - Date.parse(timestamp)) / 1000);
  if (seconds < 60) return 'hace un momento';
  if (seconds < 3600) return relativeTime.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relativeTime.format(-Math.floor(seconds / 3600), 'hour');
  return formatDateTime(timestamp);
}
