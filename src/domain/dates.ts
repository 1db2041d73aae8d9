// Event dates arrive as 'YYYY-MM-DD' and times as 'HH:MM[:SS]', both wall-clock values of
// the festival: they are formatted as written, in UTC, so no device zone can move them to
// the previous day. Timestamps (a sale, a payment, a sync) are shown in the organization's
// zone, America/Bogota, whatever the device's: a cashier's laptop set to UTC must read the
// same '3:00 p. m.' as the one in Neiva, and the same day 'Ingresos de hoy' counts.

import { builtOnFirstUse } from './built-on-first-use';

const LOCALE = 'es-CO';
export const ORGANIZATION_TIME_ZONE = 'America/Bogota';
const AS_WRITTEN = 'UTC';

const dateFormat = (options: Intl.DateTimeFormatOptions) => builtOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, options));
const longDate = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: AS_WRITTEN });
const dayMonthYear = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: AS_WRITTEN });
const shortDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: AS_WRITTEN });
const clockTime = dateFormat({ hour: 'numeric', minute: '2-digit', timeZone: AS_WRITTEN });
const dateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: ORGANIZATION_TIME_ZONE });

/** '2025-06-13' → a Date at local midnight of that calendar day. */
export function parseCalendarDate(isoDate: string): Date {
  const [year, month, day] = calendarPartsOf(isoDate);
  return new Date(year, month - 1, day);
}

function calendarPartsOf(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Fecha inválida: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The calendar day as written, at UTC midnight: formatted in UTC it is that day everywhere. */
function asWritten(isoDate: string): Date {
  const [year, month, day] = calendarPartsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day));
}

/** '2025-06-13' → 'viernes, 13 de junio de 2025' */
export function formatLongDate(isoDate: string): string {
  return longDate().format(asWritten(isoDate));
}

/** '2025-06-13' → '13 de jun de 2025' */
export function formatShortDate(isoDate: string): string {
  return shortDate().format(asWritten(isoDate));
}

/** ('2025-06-13', '2025-06-30') → '13–30 de junio de 2025'; a missing or equal end gives one day. */
export function formatDateRange(startIsoDate: string, endIsoDate?: string | null): string {
  const start = asWritten(startIsoDate);
  if (!endIsoDate || endIsoDate === startIsoDate) return dayMonthYear().format(start);
  return dayMonthYear().formatRange(start, asWritten(endIsoDate));
}

/** '18:00' or '18:00:00' → '6:00 p. m.' */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) throw new RangeError(`Hora inválida: ${time}`);
  return clockTime().format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** A timestamp (ISO string with zone, or Date) → '13 jun 2025, 6:00 p. m.' in Bogotá, whatever the device's zone. */
export function formatDateTime(timestamp: string | Date): string {
  return dateTime().format(typeof timestamp === 'string' ? new Date(timestamp) : timestamp);
}

// When a recent activity happened, as the organizer says it: 'hace 5 minutos' within the
// day, the es-CO date and time beyond.
const relativeTime = builtOnFirstUse(() => new Intl.RelativeTimeFormat('es-CO', { numeric: 'auto' }));

export function timeAgo(timestamp: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - Date.parse(timestamp)) / 1000);
  if (seconds < 60) return 'hace un momento';
  if (seconds < 3600) return relativeTime().format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relativeTime().format(-Math.floor(seconds / 3600), 'hour');
  return formatDateTime(timestamp);
}
