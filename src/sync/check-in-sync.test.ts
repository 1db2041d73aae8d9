// How the gate's scans travel: pulled from the server like any replicated table (with the
// organization's public key), and pushed as 'check-in' ops whose answer replaces or takes back
// the optimistic scan.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateVerdict } from '../db/check-in-queries';
import { doubleEntries } from '../db/check-in-report-queries';
import type { TicketCheckInRow } from '../db/rows';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../db/testing/box-office-fixture';
import { putSyncedTickets, ticketIdOf } from '../db/testing/gate-fixture';
import { discardReplica, DEVICE_ID, openTestReplica, ORGANIZATION_ID, testCommandRunner } from '../db/testing/test-replica';
import { ticketShortCode } from '../domain/ticket-code';
import { newTicketKeyPair, signTicketCode } from '../domain/ticket-signing';
import { applyPullAnswer } from './apply-pull-answer';
import { applyPushAnswer } from './apply-push-answer';
import { describeAttempt } from './conflict-descriptions';

const OTHER_DEVICE = '1f2e3d4c-5b6a-4987-8f6e-5d4c3b2a1900';
const CHECK_IN_ID = '4c3b2a19-0817-4f6e-8d5c-4b3a29180706';
const SCANNED_AT = '2025-06-13T19:02:00.000Z';
const KEYS = newTicketKeyPair();

let db: TaquillaDatabase;
let office: BoxOffice;

beforeEach(async () => {
  db = await openTestReplica();
  office = await openBoxOffice(db);
  await putSyncedTickets(db, office.eventId, [{ ticketId: ticketIdOf(1), seatId: await office.seat('A', 1) }]);
});

afterEach(async () => {
  await discardReplica(db);
});

function serverScan(deviceId: string, scannedAt: string, seatId: string, id = crypto.randomUUID()): TicketCheckInRow {
  return {
    id,
    organization_id: ORGANIZATION_ID,
    event_id: office.eventId,
    ticket_id: ticketIdOf(1),
    seat_id: seatId,
    device_id: deviceId,
    gate: 'Puerta 2',
    scanned_at: scannedAt,
    created_at: '2025-06-13T19:06:00.000Z',
    updated_at: '2025-06-13T19:06:00.000Z',
  };
}

async function scanHere() {
  const runCommand = testCommandRunner(db, { now: () => new Date(SCANNED_AT) });
  await runCommand('check-in', {
    check_in_id: CHECK_IN_ID,
    ticket_id: ticketIdOf(1),
    event_id: office.eventId,
    seat_id: await office.seat('A', 1),
    gate: 'Puerta 1',
    scanned_at: SCANNED_AT,
  });
  return db.outbox.toArray();
}

describe('ticket scans through the sync', () => {
  it('a pull brings the organization’s key and another gate’s scans: the ticket is then used here too', async () => {
    const code = signTicketCode({ ticketId: ticketIdOf(1), eventId: office.eventId, seatId: await office.seat('A', 1) }, KEYS.secretKeyHex);
    const gate = { eventId: office.eventId, standIds: [] };
    expect((await gateVerdict(db, code, gate, { now: BOX_OFFICE_NOW })).kind).toBe('unknown_key');

    const organization = { id: ORGANIZATION_ID, name: 'Festival de Neiva', ticket_public_key: KEYS.publicKeyHex, created_at: SCANNED_AT, updated_at: SCANNED_AT };
    await applyPullAnswer(db, { cursor: '5', rows: { organizations: [organization] }, deleted: {} }, { fullSnapshot: false, now: BOX_OFFICE_NOW });
    expect((await gateVerdict(db, code, gate, { now: BOX_OFFICE_NOW })).kind).toBe('valid');

    const other = serverScan(OTHER_DEVICE, '2025-06-13T18:55:00.000Z', await office.seat('A', 1));
    await applyPullAnswer(db, { cursor: '6', rows: { ticket_check_ins: [{ ...other }] }, deleted: {} }, { fullSnapshot: false, now: BOX_OFFICE_NOW });
    expect(await gateVerdict(db, code, gate, { now: BOX_OFFICE_NOW })).toMatchObject({ kind: 'already_used', firstScan: { gate: 'Puerta 2', deviceId: OTHER_DEVICE } });
  });

  it('an applied check-in leaves the outbox and the server’s row takes its place; both offline scans then show as a double entry', async () => {
    const sent = await scanHere();
    const mine = { ...serverScan(DEVICE_ID, SCANNED_AT, await office.seat('A', 1), CHECK_IN_ID), gate: 'Puerta 1' };
    await applyPushAnswer(db, sent, { results: [{ op_id: sent[0].op_id, status: 'applied', rows: { ticket_check_ins: [{ ...mine }] } }] }, BOX_OFFICE_NOW);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.ticket_check_ins.get(CHECK_IN_ID)).toEqual(mine);

    const theirs = serverScan(OTHER_DEVICE, '2025-06-13T19:04:00.000Z', await office.seat('A', 1));
    await applyPullAnswer(db, { cursor: '9', rows: { ticket_check_ins: [{ ...mine }, { ...theirs }] }, deleted: {} }, { fullSnapshot: false, now: BOX_OFFICE_NOW });
    const [entry] = await doubleEntries(db);
    expect(entry.scans.map((scan) => scan.deviceId)).toEqual([DEVICE_ID, OTHER_DEVICE]);
  });

  it('a refused check-in takes the optimistic scan back and becomes a conflict with the server’s message', async () => {
    const sent = await scanHere();
    const refusal = { op_id: sent[0].op_id, status: 'rejected' as const, code: 'ticket_revoked', message: 'La entrada está anulada' };
    await applyPushAnswer(db, sent, { results: [refusal] }, BOX_OFFICE_NOW);
    expect(await db.ticket_check_ins.count()).toBe(0);
    const conflict = await db.conflicts.get(sent[0].op_id);
    expect(conflict).toMatchObject({ code: 'ticket_revoked', message: 'La entrada está anulada' });
    expect(await describeAttempt(db, conflict!)).toBe(`Ingreso de la entrada ${ticketShortCode(ticketIdOf(1))} por Puerta 1`);
  });

  it('a queued scan survives a full snapshot that does not have it yet (the op is replayed on top)', async () => {
    await scanHere();
    const [event, graderia] = [await db.events.toArray(), await db.graderias.toArray()];
    const rows = { events: event.map((row) => ({ ...row })), graderias: graderia.map((row) => ({ ...row })) };
    await applyPullAnswer(db, { cursor: '12', rows, deleted: {} }, { fullSnapshot: true, now: BOX_OFFICE_NOW });
    expect(await db.ticket_check_ins.get(CHECK_IN_ID)).toMatchObject({ ticket_id: ticketIdOf(1), device_id: DEVICE_ID, gate: 'Puerta 1' });
    expect(await db.outbox.count()).toBe(1);
  });
});
