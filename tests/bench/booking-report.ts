// Printing the booking runs: one row per configuration, in columns.
import { ms, percentile } from './figures.ts';
import { seatChoiceLabel, type LoadResult } from './booking-load.ts';

export const LOAD_HEADER = ['Clientes', 'Elección de asientos', 'Reservas/s', 'Rechazos/s', 'p50', 'p95', 'p99', 'Dobles ventas (BD/respuestas)'];

export const perSecond = (count: number, elapsedMs: number) => (count / (elapsedMs / 1000)).toFixed(1);

/** A run's row; `doubleBookingsInDatabase` is counted after the run by booking-stand.ts. */
export function loadRow(result: LoadResult, doubleBookingsInDatabase: number): string[] {
  return [
    String(result.clients),
    seatChoiceLabel(result.choice),
    perSecond(result.bookings, result.elapsedMs),
    perSecond(result.refusals, result.elapsedMs),
    ms(percentile(result.latencies, 50)),
    ms(percentile(result.latencies, 95)),
    ms(percentile(result.latencies, 99)),
    `${doubleBookingsInDatabase}/${result.doublyAnsweredSeats}`,
  ];
}

/** Calls that neither booked nor were refused for taken seats: printed, since there should be none. */
export function reportErrors(label: string, result: LoadResult): void {
  const errors = Object.entries(result.errors);
  if (errors.length === 0) return;
  console.log(`  ¡Errores inesperados en ${label}! ${errors.map(([code, count]) => `${code}: ${count}`).join(', ')}`);
}
