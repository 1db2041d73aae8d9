// When a recent activity happened, as the organizer says it: 'hace 5 minutos' within the
// day, the es-CO date and time beyond.
import { formatDateTime } from '../../domain/dates';

const relative = new Intl.RelativeTimeFormat('es-CO', { numeric: 'auto' });

export function timeAgo(timestamp: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - Date.parse(timestamp)) / 1000);
  if (seconds < 60) return 'hace un momento';
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  return formatDateTime(timestamp);
}
