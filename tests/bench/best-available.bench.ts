// Issue 21: 'Mejores N asientos juntos' over the largest stand (50 × 50 × 5 = 12,500 seats),
// the shared rule in src/domain/best-available-seats.ts, as the manual sale and the public
// page run it in the browser's main thread. Three situations: an empty stand, a stand 60 %
// sold at random (runs are short, the orphan rule matters), and offline with a lease of 200
// seats (the `allowed` test on every seat); plus one lease block of 200 seats one by one.
// Target: ≤ 20 ms.
import { bestAvailableSeats, type BestAvailableOptions } from '../../src/domain/best-available-seats';
import type { SeatWithStatus } from '../../src/domain/reservation-seat-suggestion';
import { rowLetterOf } from '../../src/domain/seat-layout';
import { LARGEST_STAND } from './bench-app.ts';
import { ms, percentile, printGrid } from './figures.ts';
import type { Benchmark } from './run.ts';

const SAMPLES = 200;

function stand(soldShare: number): SeatWithStatus[] {
  const { rows, columns, floors } = LARGEST_STAND;
  let seed = 21;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: rows * columns * floors }, (_, index) => ({
    id: `seat-${index}`,
    graderia_id: 'gran-tribuna',
    floor_number: Math.floor(index / (rows * columns)) + 1,
    row_letter: rowLetterOf((Math.floor(index / columns) % rows) + 1),
    column_number: (index % columns) + 1,
    price_multiplier: 1,
    status: random() < soldShare ? 'paid' : 'available',
  }));
}

function timed(seats: SeatWithStatus[], count: number, options?: BestAvailableOptions): { times: number[]; found: boolean } {
  const times: number[] = [];
  let found = false;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    found = bestAvailableSeats(seats, count, options) !== null;
    times.push(performance.now() - started);
  }
  return { times, found };
}

async function bestAvailableBenchmark(): Promise<void> {
  const empty = stand(0);
  const busy = stand(0.6);
  const leased = new Set(busy.filter((seat) => seat.status === 'available').slice(4_000, 4_200).map((seat) => seat.id));
  const cases: [string, ReturnType<typeof timed>][] = [
    ['Vacía, 4 juntos', timed(empty, 4)],
    ['60 % vendida, 4 juntos', timed(busy, 4)],
    ['60 % vendida, 8 juntos', timed(busy, 8)],
    ['Sin conexión, 3 juntos entre 200 asignados', timed(busy, 3, { allowed: (seat) => leased.has(seat.id) })],
    ['Bloque de asignación: 200 mejores uno a uno', timed(busy, 200, { together: false })],
  ];
  printGrid(`bestAvailableSeats sobre ${empty.length} asientos (${SAMPLES} llamadas por fila)`, {
    header: ['Caso', 'p50', 'p95', 'máx', 'encontró'],
    rows: cases.map(([label, { times, found }]) => [label, ms(percentile(times, 50)), ms(percentile(times, 95)), ms(Math.max(...times)), found ? 'sí' : 'no']),
  });
}

export const benchmark: Benchmark = { item: 21, run: () => bestAvailableBenchmark() };
