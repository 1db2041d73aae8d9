// How a seat is named. A stand of several floors has a seat 'A-1' on each floor, so the floor
// is part of the name wherever the stand has more than one ('Piso 2 · Fila A · Asiento 1',
// 'P2-A-1'); a one-floor stand keeps the spec's 'Fila A · Asiento 1' and 'A-1'. The server's
// seat_labels() and sandbox_payment_answer() name seats by the same rule.

export interface NamedSeat {
  floor_number: number;
  row_letter: string;
  seat_number: string;
}

/** A seat and how many floors its stand has: all a name needs. */
export interface SeatInStand extends NamedSeat {
  stand_floors: number;
}

/** 'Piso 2 · Fila A · Asiento 1', or 'Fila A · Asiento 1' in a one-floor stand. */
export function seatLongLabel(seat: NamedSeat, standFloors: number): string {
  const place = `Fila ${seat.row_letter} · Asiento ${seat.seat_number}`;
  return standFloors > 1 ? `Piso ${seat.floor_number} · ${place}` : place;
}

/** 'P2-A-1', or 'A-1' in a one-floor stand. */
export function seatShortLabel(seat: NamedSeat, standFloors: number): string {
  const place = `${seat.row_letter}-${seat.seat_number}`;
  return standFloors > 1 ? `P${seat.floor_number}-${place}` : place;
}

/** A stand's floor count read from its seats (the public plan lists every seat, floor by floor). */
export function standFloorsOf(seats: readonly { floor_number: number }[]): number {
  return seats.reduce((floors, seat) => Math.max(floors, seat.floor_number), 1);
}

/** 'P1-A-1, P2-A-1': the short names of seats already in the order to show. */
export function seatShortLabels(seats: readonly SeatInStand[]): string {
  return seats.map((seat) => seatShortLabel(seat, seat.stand_floors)).join(', ');
}
