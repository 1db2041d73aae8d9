// Spanish counts: '1 asiento regular', '3 asientos regulares', '1.200 asientos'. One helper
// for every count the app writes, so no screen says '1 asientos regulares'.
import { formatCount } from './money';

/** The word for this many: the singular only for exactly one. */
export function pluralOf(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** '1 asiento', '2 asientos', '1.200 asientos' (es-CO thousands). */
export function counted(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${pluralOf(count, singular, plural)}`;
}

/** 'En 1 evento activo', 'Sumado en 3 eventos activos' (a stand's figures add up over its events), 'Sin eventos activos'. */
export function activeEventsNote(count: number): string {
  if (count === 0) return 'Sin eventos activos';
  return `${count > 1 ? 'Sumado en' : 'En'} ${counted(count, 'evento activo', 'eventos activos')}`;
}
