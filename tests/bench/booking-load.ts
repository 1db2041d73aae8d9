// The load of benchmarks 1 and 2: N visitors booking 2 seats each, back to back, for a fixed
// time. Only how a call is made differs (SQL as PostgREST would, or supabase-js over HTTP),
// so both share this loop, the seat choice and what is counted.
import { performance } from 'node:perf_hooks';

export const CLIENT_COUNTS = [1, 8, 32] as const;
export const SEATS_PER_BOOKING = 2;

/**
 * Visitors pick seats their map shows as free (the run's answers keep one shared map up to
 * date, as the page's polling does), so a refusal means another visitor got there first.
 * random: 2 free seats anywhere in the stand. hotSpot: HOT_SHARE of the bookings pick both
 * seats among the HOT_BLOCK_SIZE best seats still free (the front of the plan), so
 * concurrent visitors collide on the same seats.
 */
export type SeatChoice = 'random' | 'hotSpot';
export const SEAT_CHOICES: readonly SeatChoice[] = ['random', 'hotSpot'];
export const HOT_BLOCK_SIZE = 100;
export const HOT_SHARE = 0.8;

export const seatChoiceLabel = (choice: SeatChoice) =>
  choice === 'random' ? 'aleatoria' : `zona caliente (${HOT_SHARE * 100} % entre los ${HOT_BLOCK_SIZE} mejores libres)`;

export type BookingOutcome =
  | { kind: 'booked'; seatIds: string[] }
  /** seats_unavailable: another visitor got one of the seats first. */
  | { kind: 'refused'; takenSeatIds: string[] }
  /** Anything else (should not happen): its code, to be printed. */
  | { kind: 'error'; code: string };

/** One visitor's booking call; `client` is the visitor's index, for callers that hold one connection each. */
export type BookSeats = (client: number, seatIds: string[]) => Promise<BookingOutcome>;

export interface LoadOptions {
  clients: number;
  durationMs: number;
  choice: SeatChoice;
  /** The stand's seat ids in plan order: the first ones are the front block. */
  stand: readonly string[];
}

/** Plain data, so a child process can send it back as it is. */
export interface LoadResult {
  clients: number;
  choice: SeatChoice;
  elapsedMs: number;
  bookings: number;
  refusals: number;
  errors: Record<string, number>;
  /** Every call's latency in ms, refusals included. */
  latencies: number[];
  /** Seats that came back in more than one successful answer: a double sale seen by visitors. */
  doublyAnsweredSeats: number;
}

/** The seats the visitors know are sold, shared by all of them during one run. */
export class SeatMap {
  readonly #stand: readonly string[];
  readonly #taken = new Set<string>();
  /** Every seat before it is taken: where the best free seats start. */
  #front = 0;

  constructor(stand: readonly string[]) {
    this.#stand = stand;
  }

  markTaken(seatIds: readonly string[]): void {
    for (const seatId of seatIds) this.#taken.add(seatId);
    while (this.#front < this.#stand.length && this.#taken.has(this.#stand[this.#front])) this.#front += 1;
  }

  pick(choice: SeatChoice): string[] {
    const hot = choice === 'hotSpot' && Math.random() < HOT_SHARE;
    const candidates = hot ? this.#bestFree() : this.#stand;
    const picked = new Set<string>();
    // Random tries: the benchmark sells well under half the stand, so a free seat comes quickly.
    for (let tries = 0; picked.size < SEATS_PER_BOOKING && tries < 10_000; tries += 1) {
      const seatId = candidates[Math.floor(Math.random() * candidates.length)];
      if (!this.#taken.has(seatId)) picked.add(seatId);
    }
    return [...picked];
  }

  #bestFree(): string[] {
    const best: string[] = [];
    for (let index = this.#front; index < this.#stand.length && best.length < HOT_BLOCK_SIZE; index += 1) {
      if (!this.#taken.has(this.#stand[index])) best.push(this.#stand[index]);
    }
    return best;
  }
}

export async function runLoad(options: LoadOptions, book: BookSeats): Promise<LoadResult> {
  const result: LoadResult = {
    clients: options.clients,
    choice: options.choice,
    elapsedMs: 0,
    bookings: 0,
    refusals: 0,
    errors: {},
    latencies: [],
    doublyAnsweredSeats: 0,
  };
  const answeredSeats = new Set<string>();
  const map = new SeatMap(options.stand);
  const start = performance.now();
  const deadline = start + options.durationMs;
  const visitor = async (client: number) => {
    while (performance.now() < deadline) {
      const callStart = performance.now();
      const outcome = await book(client, map.pick(options.choice));
      result.latencies.push(performance.now() - callStart);
      if (outcome.kind === 'booked') {
        result.bookings += 1;
        for (const seatId of outcome.seatIds) {
          if (answeredSeats.has(seatId)) result.doublyAnsweredSeats += 1;
          answeredSeats.add(seatId);
        }
        map.markTaken(outcome.seatIds);
      } else if (outcome.kind === 'refused') {
        result.refusals += 1;
        map.markTaken(outcome.takenSeatIds);
      } else {
        result.errors[outcome.code] = (result.errors[outcome.code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, client) => visitor(client)));
  result.elapsedMs = performance.now() - start;
  return result;
}

/** The seat ids of a seats_unavailable refusal's hint ({unavailable_seat_ids}). */
export function unavailableSeatIds(hint: string | null | undefined): string[] {
  if (!hint) return [];
  const ids = (JSON.parse(hint) as { unavailable_seat_ids?: unknown }).unavailable_seat_ids;
  return Array.isArray(ids) ? ids.map(String) : [];
}

let visitorsSoFar = 0;

/**
 * book_seats' arguments as the public page sends them, for a card booking of `seatIds`, each
 * by another person: one person may hold at most 12 unpaid seats of an event (issue 15).
 */
export function bookingArguments(eventSlug: string, seatIds: string[]): Record<string, unknown> {
  visitorsSoFar += 1;
  const person = `${process.pid % 1000}${String(visitorsSoFar).padStart(6, '0')}`;
  return {
    event_slug: eventSlug,
    seat_ids: seatIds,
    customer_name: 'Visitante de prueba de carga',
    customer_phone: `3${person.padStart(9, '0').slice(-9)}`,
    document_type: 'CC',
    document_number: `1${person}`,
    customer_email: `carga${person}@correo.co`,
    notes: null,
    payment_method: 'mercadopago',
    source: 'public_web',
  };
}
