// Issue 18: the gate's verdict over an event with 12,500 tickets, offline. A replica in
// fake-indexeddb (Node) holds the largest stand (50 × 50 × 5 seats), every seat sold as a
// ticket and 2,500 of them already scanned in; we time the verdict on signed QR codes, typed
// short codes, used tickets and forged codes, then verdict + recording a check-in (what the
// person at the gate waits for). fake-indexeddb runs in JavaScript and is slower than a
// browser's IndexedDB, so these figures are an upper bound for a tablet of the same speed.
import 'fake-indexeddb/auto';
import { gateVerdict } from '../../src/db/check-in-queries';
import { createCommandRunner } from '../../src/db/commands/command-runner';
import type { SeatRow, TicketCheckInRow } from '../../src/db/rows';
import { ensureSyncState } from '../../src/db/sync-state';
import { TaquillaDatabase } from '../../src/db/taquilla-database';
import { giveTicketKey, putSyncedTickets, ticketIdOf, type FixtureTicket } from '../../src/db/testing/gate-fixture';
import { ORGANIZATION_ID } from '../../src/db/testing/test-replica';
import type { GateSetup } from '../../src/domain/check-in-verdict';
import { rowLetterOf } from '../../src/domain/seat-layout';
import { ticketShortCode } from '../../src/domain/ticket-code';
import { newTicketKeyPair, signTicketCode } from '../../src/domain/ticket-signing';
import { LARGEST_STAND } from './bench-app.ts';
import { ms, msTaken, percentile, printGrid } from './figures.ts';
import type { Benchmark } from './run.ts';
import { putSeats } from '../../src/db/seat-catalog';

const TICKETS = LARGEST_STAND.rows * LARGEST_STAND.columns * LARGEST_STAND.floors;
const ALREADY_IN = 2_500;
const SCANS = 300;
const STAND_ID = 'b0000000-0000-4000-8000-000000000001';
const EVENT_ID = 'b0000000-0000-4000-8000-000000000002';
const STAMP = '2025-06-13T16:00:00.000Z';

const seatIdOf = (n: number) => `5${String(n).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function openGateReplica(): Promise<{ db: TaquillaDatabase; secretKeyHex: string }> {
  const db = new TaquillaDatabase(`check-in-bench-${Date.now()}`);
  await ensureSyncState(db, { newId: () => crypto.randomUUID(), organizationId: ORGANIZATION_ID });
  const { secretKeyHex } = await giveTicketKey(db);
  const { rows, columns, floors } = LARGEST_STAND;
  await db.graderias.put({
    id: STAND_ID, organization_id: ORGANIZATION_ID, name: 'Gran Tribuna', description: null, rows, columns, floors, base_price: 40000,
    total_capacity: TICKETS, location_name: null, location_lat: null, location_lng: null, is_active: true, created_at: STAMP, updated_at: STAMP,
  });
  const seats: SeatRow[] = Array.from({ length: TICKETS }, (_, index) => ({
    id: seatIdOf(index + 1), organization_id: ORGANIZATION_ID, graderia_id: STAND_ID, is_active: true, created_at: STAMP, updated_at: STAMP,
    floor_number: Math.floor(index / (rows * columns)) + 1,
    row_letter: rowLetterOf((Math.floor(index / columns) % rows) + 1),
    seat_number: String((index % columns) + 1),
    column_number: (index % columns) + 1,
    seat_type: 'regular',
    price_multiplier: 1,
  }));
  await putSeats(db, seats);
  const tickets: FixtureTicket[] = seats.map((seat, index) => ({ ticketId: ticketIdOf(index + 1), seatId: seat.id }));
  await putSyncedTickets(db, EVENT_ID, tickets);
  const scans: TicketCheckInRow[] = tickets.slice(0, ALREADY_IN).map(({ ticketId, seatId }) => ({
    id: crypto.randomUUID(), organization_id: ORGANIZATION_ID, event_id: EVENT_ID, ticket_id: ticketId, seat_id: seatId,
    device_id: crypto.randomUUID(), gate: 'Puerta 1', scanned_at: STAMP, created_at: STAMP, updated_at: STAMP,
  }));
  await db.ticket_check_ins.bulkPut(scans);
  return { db, secretKeyHex };
}

const randomTicket = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

async function timed(samples: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) times.push(await msTaken(() => run(index)));
  return times;
}

const row = (label: string, times: number[]) => [label, ms(percentile(times, 50)), ms(percentile(times, 95)), ms(Math.max(...times))];

async function checkInBenchmark(): Promise<void> {
  const setupStarted = performance.now();
  const { db, secretKeyHex } = await openGateReplica();
  console.log(`Réplica: ${TICKETS} entradas, ${ALREADY_IN} ya ingresadas (${ms(performance.now() - setupStarted)} para crearla)`);
  const gate: GateSetup = { eventId: EVENT_ID, standIds: [] };
  const code = (n: number, key = secretKeyHex) => signTicketCode({ ticketId: ticketIdOf(n), eventId: EVENT_ID, seatId: seatIdOf(n) }, key);
  const forger = newTicketKeyPair().secretKeyHex;
  const verdict = (text: string, expected: string) => async () => {
    const result = await gateVerdict(db, text, gate, { now: new Date() });
    if (result.kind !== expected) throw new Error(`esperaba ${expected}, fue ${result.kind}`);
  };
  // Codes are made before timing: signing is the server's work, not the gate's.
  const fresh = Array.from({ length: SCANS }, () => randomTicket(ALREADY_IN + SCANS + 1, TICKETS));
  const validCodes = fresh.map((n) => code(n));
  const usedCodes = Array.from({ length: SCANS }, () => code(randomTicket(1, ALREADY_IN)));
  const forgedCodes = fresh.map((n) => code(n, forger));
  const shortCodes = fresh.map((n) => ticketShortCode(ticketIdOf(n)));

  const valid = await timed(SCANS, (index) => verdict(validCodes[index], 'valid')());
  const short = await timed(SCANS, (index) => verdict(shortCodes[index], 'valid')());
  const used = await timed(SCANS, (index) => verdict(usedCodes[index], 'already_used')());
  const forged = await timed(SCANS, (index) => verdict(forgedCodes[index], 'forged')());

  const runCommand = createCommandRunner({ db, newId: () => crypto.randomUUID(), now: () => new Date() });
  const toRecord = Array.from({ length: SCANS }, (_, index) => code(ALREADY_IN + 1 + index));
  const recorded = await timed(SCANS, async (index) => {
    const result = await gateVerdict(db, toRecord[index], gate, { now: new Date() });
    if (result.kind !== 'valid') throw new Error(`esperaba valid, fue ${result.kind}`);
    await runCommand('check-in', {
      check_in_id: crypto.randomUUID(), ticket_id: result.ticket.ticketId, event_id: EVENT_ID, seat_id: result.ticket.seatId,
      gate: 'Puerta 2', scanned_at: new Date().toISOString(),
    });
  });

  printGrid(`Veredicto en la puerta sin conexión (${SCANS} lecturas por fila, fake-indexeddb)`, {
    header: ['Lectura', 'p50', 'p95', 'máx'],
    rows: [
      row('QR válido', valid),
      row('Código corto válido', short),
      row('QR ya usado', used),
      row('QR falsificado', forged),
      row('QR válido + registrar ingreso', recorded),
    ],
  });
  db.close();
  await db.delete();
}

export const benchmark: Benchmark = { item: 18, run: () => checkInBenchmark() };
