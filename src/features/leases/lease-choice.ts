// Which seats a new lease or a top-up takes (issue 21): 'los siguientes N mejores asientos'
// (the shared best-available rule, one by one), whole rows of a stand, or the seats drawn on
// the map. Only free seats no open lease holds can be leased; the server checks again.
import type { VenueForSale } from '../../db/reservation-sale-queries';
import { bestAvailableSeats } from '../../domain/best-available-seats';
import { counted } from '../../domain/plural';
import type { LeaseMark } from '../../domain/seat-leases';

export type LeaseMode = 'best' | 'rows' | 'map';

export interface LeaseChoice {
  mode: LeaseMode;
  count: number;
  standId: string;
  /** 'A, B' or 'A-C'. */
  rows: string;
  drawn: string[];
}

/** 'A, C-E' → ['A', 'C', 'D', 'E']; single letters only in ranges. */
export function rowLettersOf(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[,;\s]+/)
    .filter(Boolean)
    .flatMap((part) => {
      const range = /^([A-Z])-([A-Z])$/.exec(part);
      if (!range) return [part];
      const [from, to] = [range[1].charCodeAt(0), range[2].charCodeAt(0)].sort((a, b) => a - b);
      return Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
    });
}

/** The seat ids to lease, or a Spanish message saying why there are none. */
export function seatsToLease(venues: readonly VenueForSale[], marks: ReadonlyMap<string, LeaseMark>, choice: LeaseChoice): string[] | string {
  const seats = venues.flatMap((venue) => venue.seats);
  const free = (seat: { id: string; status: string }) => seat.status === 'available' && !marks.has(seat.id);
  if (choice.mode === 'best') {
    const best = bestAvailableSeats(seats, choice.count, { together: false, allowed: free });
    return best ? best.map((seat) => seat.id) : `No quedan ${counted(choice.count, 'asiento libre', 'asientos libres')} sin asignar`;
  }
  if (choice.mode === 'rows') {
    const rows = new Set(rowLettersOf(choice.rows));
    if (!choice.standId || rows.size === 0) return 'Elige la gradería y escribe las filas (por ejemplo: A, B o A-C)';
    const inRows = seats.filter((seat) => seat.graderia_id === choice.standId && rows.has(seat.row_letter) && free(seat));
    return inRows.length > 0 ? inRows.map((seat) => seat.id) : 'Esas filas no tienen asientos libres sin asignar';
  }
  const drawn = choice.drawn.filter((id) => seats.some((seat) => seat.id === id && free(seat)));
  return drawn.length > 0 ? drawn : 'Marca en el mapa los asientos que quieres asignar';
}
