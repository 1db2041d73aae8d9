import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketShortCode } from '../domain/ticket-code';
import { signTicketCode } from '../domain/ticket-signing';
import { doubleEntries, eventEntryCount } from './check-in-report-queries';
import { gateVerdict } from './check-in-queries';
import type { RunCommand } from './commands/command-runner';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from './testing/box-office-fixture';
import { giveTicketKey, putSyncedTickets, ticketIdOf } from './testing/gate-fixture';
import { discardReplica, DEVICE_ID, openTestReplica, ORGANIZATION_ID, testCommandRunner } from './testing/test-replica';
import type { TicketCheckInRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';

const CHECK_IN_ID = '4c3b2a19-0817-4f6e-8d5c-4b3a29180706';
const OP_ID = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';
const OTHER_DEVICE = '1f2e3d4c-5b6a-4987-8f6e-5d4c3b2a1900';
const SCANNED_AT = '2025-06-13T19:02:00.000Z';

let db: TaquillaDatabase;
let office: BoxOffice;
let keys: { secretKeyHex: string; publicKeyHex: string };
let runCommand: RunCommand;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  keys = await giveTicketKey(db);
  const ids = [OP_ID];
  runCommand = testCommandRunner(db, { newId: () => ids.shift() ?? crypto.randomUUID(), now: () => new Date(SCANNED_AT) });
  await putSyncedTickets(db, office.eventId, [
    { ticketId: ticketIdOf(1), seatId: await office.seat('A', 1) },
    { ticketId: ticketIdOf(2), seatId: await office.seat('A', 2), status: 'confirmed' },
    { ticketId: ticketIdOf(3), seatId: await office.seat('A', 3), status: 'cancelled', active: false },
    { ticketId: ticketIdOf(4), seatId: await office.seat('A', 4), status: 'pending' },
  ]);
});

afterEach(async () => {
  await discardReplica(db);
});

const gate = () => ({ eventId: office.eventId, standIds: [] });
const codeOf = async (n: number) => signTicketCode({ ticketId: ticketIdOf(n), eventId: office.eventId, seatId: await office.seat('A', n) }, keys.secretKeyHex);

async function checkIn(n: number, gateName = 'Puerta 1') {
  return runCommand('check-in', {
    check_in_id: CHECK_IN_ID,
    ticket_id: ticketIdOf(n),
    event_id: office.eventId,
    seat_id: await office.seat('A', n),
    gate: gateName,
    scanned_at: SCANNED_AT,
  });
}

function scan(n: number, seatId: string, deviceId: string, scannedAt: string, gateName: string): TicketCheckInRow {
  return {
    id: crypto.randomUUID(),
    organization_id: ORGANIZATION_ID,
    event_id: office.eventId,
    ticket_id: ticketIdOf(n),
    seat_id: seatId,
    device_id: deviceId,
    gate: gateName,
    scanned_at: scannedAt,
    created_at: scannedAt,
    updated_at: scannedAt,
  };
}

describe('gateVerdict over the replica', () => {
  it('lets a paid ticket in, showing its stand and seat', async () => {
    const verdict = await gateVerdict(db, await codeOf(1), gate(), { now: BOX_OFFICE_NOW });
    expect(verdict).toMatchObject({ kind: 'valid', ticket: { seat: { standName: 'Gradería Norte', seatLabel: 'Fila A · Asiento 1' } } });
  });

  it('finds a typed short code by the ticket id’s prefix', async () => {
    expect((await gateVerdict(db, ticketShortCode(ticketIdOf(2)), gate(), { now: BOX_OFFICE_NOW })).kind).toBe('valid');
    expect((await gateVerdict(db, ticketShortCode(ticketIdOf(3)), gate(), { now: BOX_OFFICE_NOW })).kind).toBe('revoked');
    expect((await gateVerdict(db, ticketShortCode(ticketIdOf(4)), gate(), { now: BOX_OFFICE_NOW })).kind).toBe('revoked');
  });

  it('says unknown_key, not forged, before the organization’s key has synced', async () => {
    await db.organizations.update(ORGANIZATION_ID, { ticket_public_key: null });
    expect((await gateVerdict(db, await codeOf(1), gate(), { now: BOX_OFFICE_NOW })).kind).toBe('unknown_key');
  });

  it('refuses a ticket of another event at this gate', async () => {
    const verdict = await gateVerdict(db, await codeOf(1), { eventId: crypto.randomUUID(), standIds: [] }, { now: BOX_OFFICE_NOW });
    expect(verdict.kind).toBe('other_event');
  });

  it('refuses a ticket of a stand the gate does not serve', async () => {
    const verdict = await gateVerdict(db, await codeOf(1), { eventId: office.eventId, standIds: [crypto.randomUUID()] }, { now: BOX_OFFICE_NOW });
    expect(verdict.kind).toBe('wrong_stand');
  });
});

describe('the check-in command', () => {
  it('shows the scan at once under this device’s id and queues the op with the contract’s payload', async () => {
    const receipt = await checkIn(1);
    expect(receipt).toEqual({ opId: OP_ID, entityId: CHECK_IN_ID });
    expect(await db.ticket_check_ins.get(CHECK_IN_ID)).toEqual({
      id: CHECK_IN_ID,
      organization_id: ORGANIZATION_ID,
      event_id: office.eventId,
      ticket_id: ticketIdOf(1),
      seat_id: await office.seat('A', 1),
      device_id: DEVICE_ID,
      gate: 'Puerta 1',
      scanned_at: SCANNED_AT,
      created_at: SCANNED_AT,
      updated_at: SCANNED_AT,
    });
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ op_id: OP_ID, device_id: DEVICE_ID, kind: 'check-in', touches: [{ table: 'ticket_check_ins', key: CHECK_IN_ID }] });
    expect(op.payload).toMatchObject({ check_in_id: CHECK_IN_ID, ticket_id: ticketIdOf(1), gate: 'Puerta 1', scanned_at: SCANNED_AT });
  });

  it('makes the next scan of the same ticket on this device already used, offline', async () => {
    await checkIn(1, 'Puerta Norte');
    const verdict = await gateVerdict(db, await codeOf(1), gate(), { now: BOX_OFFICE_NOW });
    expect(verdict).toMatchObject({ kind: 'already_used', firstScan: { gate: 'Puerta Norte', deviceId: DEVICE_ID, scannedAt: SCANNED_AT } });
  });

  it('refuses a blank gate name or a malformed ticket id, writing nothing', async () => {
    await expect(
      runCommand('check-in', { check_in_id: CHECK_IN_ID, ticket_id: 'nope', event_id: office.eventId, seat_id: await office.seat('A', 1), gate: ' ', scanned_at: SCANNED_AT }),
    ).rejects.toMatchObject({ fieldErrors: { ticket_id: 'Identificador inválido', gate: 'Escribe el nombre de la puerta' } });
    expect(await db.ticket_check_ins.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('entry counts', () => {
  it('counts tickets (paid or confirmed, still held) and those scanned in, per stand', async () => {
    expect(await eventEntryCount(db, office.eventId)).toMatchObject({
      sold: 2,
      checkedIn: 0,
      byStand: [{ standId: office.venueId, standName: 'Gradería Norte', sold: 2, checkedIn: 0 }],
    });
    await checkIn(1);
    // A second device's scan of the same ticket is still one person in.
    await db.ticket_check_ins.put(scan(1, await office.seat('A', 1), OTHER_DEVICE, SCANNED_AT, 'Puerta 2'));
    expect(await eventEntryCount(db, office.eventId)).toMatchObject({
      sold: 2,
      checkedIn: 1,
      byStand: [{ sold: 2, checkedIn: 1 }],
    });
  });
});

describe("'Entradas usadas dos veces'", () => {
  it('lists a ticket scanned in by two devices, with both devices and times, the entry first', async () => {
    const seat1 = await office.seat('A', 1);
    await db.ticket_check_ins.bulkPut([
      scan(1, seat1, OTHER_DEVICE, '2025-06-13T19:05:00.000Z', 'Puerta 2'),
      scan(1, seat1, DEVICE_ID, '2025-06-13T19:01:00.000Z', 'Puerta 1'),
      // One device reading a ticket twice is not a second person.
      scan(2, await office.seat('A', 2), DEVICE_ID, '2025-06-13T19:03:00.000Z', 'Puerta 1'),
      scan(2, await office.seat('A', 2), DEVICE_ID, '2025-06-13T19:04:00.000Z', 'Puerta 1'),
    ]);
    const report = await doubleEntries(db);
    expect(report).toEqual([
      {
        ticketId: ticketIdOf(1),
        shortCode: ticketShortCode(ticketIdOf(1)),
        eventId: office.eventId,
        eventName: 'Festival Folclórico del Bambuco 2025',
        seatName: 'Gradería Norte · A-1',
        scans: [
          { deviceId: DEVICE_ID, gate: 'Puerta 1', scannedAt: '2025-06-13T19:01:00.000Z' },
          { deviceId: OTHER_DEVICE, gate: 'Puerta 2', scannedAt: '2025-06-13T19:05:00.000Z' },
        ],
      },
    ]);
    expect(await doubleEntries(db, crypto.randomUUID())).toEqual([]);
  });
});
