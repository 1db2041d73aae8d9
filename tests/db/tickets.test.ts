// Issue 18 on every engine: who reads a reservation's tickets, the signing keys only the
// server reaches, and the check-in op — first scan wins while every scan is kept, revoked
// tickets refused, another organization's ticket refused, replays answered as before, bad
// input refused in Spanish with nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, becomeActor, becomeOwner, failureOf, openTransactionAs, user, type Actor } from './as-role.ts';
import { databaseUrlOf, describeEachEngine } from './engines.ts';
import { becomeServiceRole } from './public-booking-calls.ts';
import { manualSale, op, pull, push, pushApplied, type Row } from './sync-calls.ts';
import { createTwoOrganizations, organizationA, organizationB } from './two-organizations.ts';

const organizerA = user(organizationA.organizerId);
const staffA = user(organizationA.staffId!);
const organizerB = user(organizationB.organizerId);
const gateNorth = 'dddddddd-0000-4000-8000-0000000000a1';
const gateSouth = 'dddddddd-0000-4000-8000-0000000000a2';

interface TicketsAnswer {
  organization_id: string;
  reservation_status: string;
  pending_reason: string | null;
  closed_reason: string | null;
  tickets: Row[];
}

const ticketsCall = 'select public.get_reservation_tickets(reservation_id => $1, payment_id => $2) as answer';

async function ticketsOf(sql: Sql, reservationId: string, paymentId: string | null): Promise<TicketsAnswer> {
  return (await sql.query<{ answer: TicketsAnswer }>(ticketsCall, [reservationId, paymentId])).rows[0].answer;
}

/** A paid manual sale of seat A2 by A's organizer, committed: its reservation, ticket and payment ids. */
async function paidSale(engine: Engine): Promise<{ reservationId: string; ticketId: string; paymentId: string; total: number }> {
  return engine.transaction(async (sql) => {
    await becomeActor(sql, organizerA);
    const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { payment_method: 'marked_paid' })));
    await becomeOwner(sql);
    return {
      reservationId: rows.reservations[0].id as string,
      ticketId: rows.reservation_seats[0].id as string,
      paymentId: rows.payments[0].id as string,
      total: rows.reservations[0].total_amount as number,
    };
  });
}

const checkIn = (ticketId: string, overrides: Record<string, unknown> = {}) =>
  op('check-in', { check_in_id: randomUUID(), ticket_id: ticketId, gate: 'Puerta Norte', scanned_at: new Date().toISOString(), ...overrides });

async function checkInsOf(engine: Engine, ticketId: string): Promise<Row[]> {
  return engine.transaction(async (sql) => {
    const { rows } = await sql.query('select * from public.ticket_check_ins where ticket_id = $1 order by scanned_at', [ticketId]);
    return rows;
  });
}

async function pushAs(engine: Engine, actor: Actor, ops: unknown[], device = gateNorth) {
  return engine.transaction(async (sql) => {
    await becomeActor(sql, actor);
    return push(sql, ops, device);
  });
}

describeEachEngine(
  'Tickets and check-ins',
  (engineUnderTest) => {
    let engine: Engine;
    let sale: Awaited<ReturnType<typeof paidSale>>;

    beforeAll(async () => {
      engine = await engineUnderTest.open();
      await createTwoOrganizations(engine);
      sale = await paidSale(engine);
    });
    afterAll(() => engine?.close());

    it('a visitor holding the payment id, and members of the organization, read the tickets; nobody else', async () => {
      const asVisitor = await asActor(engine, anonymous, (sql) => ticketsOf(sql, sale.reservationId, sale.paymentId));
      expect(asVisitor).toMatchObject({ organization_id: organizationA.id, reservation_status: 'paid', pending_reason: null });
      expect(asVisitor.tickets).toEqual([
        expect.objectContaining({ ticket_id: sale.ticketId, seat_id: organizationA.seatA2Id, seat_label: 'A-2', status: 'valida', event_id: organizationA.eventId }),
      ]);
      const asStaff = await asActor(engine, staffA, (sql) => ticketsOf(sql, sale.reservationId, null));
      expect(asStaff.tickets.map((ticket) => ticket.ticket_id)).toEqual([sale.ticketId]);

      const refusals = [
        [anonymous, null],
        [anonymous, organizationB.paymentId],
        [anonymous, randomUUID()],
        [organizerB, null],
        [organizerB, organizationB.paymentId],
      ] as const;
      for (const [actor, paymentId] of refusals) {
        const failure = await asActor(engine, actor, async (sql) => failureOf(await attempt(sql, ticketsCall, [sale.reservationId, paymentId])));
        expect(failure).toMatchObject({ code: 'PT404', detail: 'reservation_not_found', message: 'Reserva no encontrada' });
      }
    });

    it('a pending cash hold has no tickets yet and says when they come', async () => {
      const answer = await asActor(engine, anonymous, (sql) => ticketsOf(sql, organizationA.reservationId, organizationA.paymentId));
      expect(answer).toMatchObject({ reservation_status: 'pending', pending_reason: 'Tus entradas llegan cuando pagues en taquilla', tickets: [] });
    });

    it('only the service role reads tickets for the signature check and the signing keys; the first key stored wins', async () => {
      for (const actor of [anonymous, organizerA]) {
        for (const [text, params] of [
          ['select public.read_ticket(ticket_id => $1)', [sale.ticketId]],
          ['select public.ticket_signing_key(organization_id => $1)', [organizationA.id]],
          ["select public.store_ticket_signing_key(organization_id => $1, secret_key_hex => repeat('a', 64), public_key_hex => repeat('b', 64))", [organizationA.id]],
        ] as const) {
          const failure = await asActor(engine, actor, async (sql) => failureOf(await attempt(sql, text, [...params])));
          expect(failure.code).toBe('42501');
        }
      }
      await engine.transaction(async (sql) => {
        await becomeServiceRole(sql);
        const none = await sql.query<{ key: unknown }>('select public.ticket_signing_key(organization_id => $1) as key', [organizationA.id]);
        expect(none.rows[0].key).toBeNull();
        const store = "select public.store_ticket_signing_key(organization_id => $1, secret_key_hex => $2, public_key_hex => $3) as key";
        const first = await sql.query<{ key: Row }>(store, [organizationA.id, '1'.repeat(64), '2'.repeat(64)]);
        const second = await sql.query<{ key: Row }>(store, [organizationA.id, '3'.repeat(64), '4'.repeat(64)]);
        expect(second.rows[0].key).toEqual(first.rows[0].key);
        expect(first.rows[0].key).toEqual({ secret_key_hex: '1'.repeat(64), public_key_hex: '2'.repeat(64) });
        const read = await sql.query<{ answer: Row }>('select public.read_ticket(ticket_id => $1) as answer', [sale.ticketId]);
        expect(read.rows[0].answer).toMatchObject({ organization_id: organizationA.id, ticket_public_key: '2'.repeat(64), ticket: { status: 'valida' } });
        const bad = failureOf(await attempt(sql, store, [organizationB.id, 'no-hex', '2'.repeat(64)]));
        expect(bad).toMatchObject({ detail: 'invalid_key', message: 'La clave de firma no es válida' });
        throw new Error('rollback');
      }).catch((error: Error) => expect(error.message).toBe('rollback'));
    });

    it('a check-in is recorded with the pushing device, synced to the organization, and a replayed op answers as before', async () => {
      const scan = checkIn(sale.ticketId, { scanned_at: '2025-06-13T19:00:00.000Z' });
      const [first] = await pushAs(engine, staffA, [scan], gateNorth);
      expect(first.status).toBe('applied');
      const recorded = first.status === 'applied' ? first.rows.ticket_check_ins : [];
      expect(recorded).toEqual([
        expect.objectContaining({
          id: (scan.payload as Row).check_in_id, ticket_id: sale.ticketId, seat_id: organizationA.seatA2Id, event_id: organizationA.eventId,
          device_id: gateNorth, gate: 'Puerta Norte', organization_id: organizationA.id,
        }),
      ]);
      const [replayed] = await pushAs(engine, staffA, [scan], gateSouth);
      expect(replayed).toEqual(first);
      expect(await checkInsOf(engine, sale.ticketId)).toHaveLength(1);

      const [again] = await pushAs(engine, staffA, [{ ...scan, op_id: randomUUID() }], gateSouth);
      expect(again).toMatchObject({ status: 'rejected', code: 'duplicate_check_in', message: 'Este ingreso ya fue registrado' });
      expect(await checkInsOf(engine, sale.ticketId)).toHaveLength(1);

      const pulled = await asActor(engine, organizerA, (sql) => pull(sql));
      const pulledScans = pulled.rows.ticket_check_ins;
      expect(pulledScans.filter((scan) => scan.ticket_id === sale.ticketId)).toEqual([expect.objectContaining({ device_id: gateNorth })]);
      expect(pulledScans.map((scan) => scan.id).sort()).toEqual([organizationA.ticketCheckInId, (scan.payload as Row).check_in_id].sort());
      expect(pulled.rows.organizations[0]).toHaveProperty('ticket_public_key');
      const pulledByB = await asActor(engine, organizerB, (sql) => pull(sql));
      expect(pulledByB.rows.ticket_check_ins.map((scan) => scan.id)).toEqual([organizationB.ticketCheckInId]);
      const paged = await asActor(engine, organizerA, async (sql) =>
        (await sql.query<{ page: { rows: Record<string, { columns: string[]; values: unknown[][] }> } }>('select public.sync_pull_page() as page')).rows[0].page,
      );
      expect(paged.rows.ticket_check_ins.values).toHaveLength(2);
      expect(paged.rows.ticket_check_ins.columns).toContain('device_id');
    });

    it("the kind is 'check-in'; 'check_in' is unknown like every underscore spelling", async () => {
      const [underscored] = await pushAs(engine, staffA, [{ ...checkIn(sale.ticketId), kind: 'check_in' }]);
      expect(underscored).toMatchObject({ status: 'rejected', code: 'invalid_payload', message: 'Tipo de operación desconocido: check_in' });
      const [hyphenated] = await pushAs(engine, staffA, [checkIn(sale.ticketId, { scanned_at: '2025-06-13T18:00:00.000Z' })]);
      expect(hyphenated.status).toBe('applied');
    });

    it("another organization's ticket, an unknown ticket and bad input are refused in Spanish, nothing written", async () => {
      const before = await checkInsOf(engine, sale.ticketId);
      const cases: [Actor, ReturnType<typeof checkIn>, string, string][] = [
        [organizerB, checkIn(sale.ticketId), 'ticket_not_found', 'Entrada no encontrada en esta organización'],
        [staffA, checkIn(randomUUID()), 'ticket_not_found', 'Entrada no encontrada en esta organización'],
        [staffA, checkIn(sale.ticketId, { ticket_id: 'no-es-un-id' }), 'invalid_payload', 'El campo ticket_id debe ser un identificador UUID válido'],
        [staffA, checkIn(sale.ticketId, { check_in_id: undefined }), 'invalid_payload', 'Falta el campo check_in_id'],
        [staffA, checkIn(sale.ticketId, { scanned_at: undefined }), 'invalid_payload', 'Falta el campo scanned_at'],
        [staffA, checkIn(sale.ticketId, { scanned_at: 'ayer' }), 'invalid_payload', 'El campo scanned_at debe ser una fecha y hora ISO 8601'],
        [staffA, checkIn(sale.ticketId, { scanned_at: 1749855600000 }), 'invalid_payload', 'El campo scanned_at debe ser un texto'],
        [staffA, checkIn(sale.ticketId, { scanned_at: null }), 'invalid_payload', 'Falta el campo scanned_at'],
        [staffA, checkIn(sale.ticketId, { scanned_at: new Date(Date.now() + 3_600_000).toISOString() }), 'scanned_in_future', 'La hora del escaneo está en el futuro: revisa la hora del dispositivo'],
        [staffA, checkIn(sale.ticketId, { gate: 'x'.repeat(61) }), 'field_too_long', 'El nombre de la puerta admite como máximo 60 caracteres'],
        [staffA, checkIn(sale.ticketId, { gate: 7 }), 'invalid_payload', 'El campo gate debe ser un texto'],
      ];
      for (const [actor, scan, code, message] of cases) {
        const [answer] = await pushAs(engine, actor, [scan]);
        expect(answer, code).toMatchObject({ status: 'rejected', code, message });
      }
      expect(await checkInsOf(engine, sale.ticketId)).toEqual(before);
      await engine.transaction(async (sql) => {
        const { rows } = await sql.query('select id from public.ticket_check_ins where organization_id = $1', [organizationB.id]);
        expect(rows).toEqual([{ id: organizationB.ticketCheckInId }]);
      });
    });

    it('no API role writes check-ins directly; members read only their own organization', async () => {
      const insert = `insert into public.ticket_check_ins (id, organization_id, event_id, ticket_id, seat_id, device_id, scanned_at)
        values (gen_random_uuid(), $1, $2, $3, $4, $5, now())`;
      for (const actor of [anonymous, organizerA, staffA]) {
        const failure = await asActor(engine, actor, async (sql) =>
          failureOf(await attempt(sql, insert, [organizationA.id, organizationA.eventId, sale.ticketId, organizationA.seatA2Id, gateNorth])),
        );
        expect(failure.code).toBe('42501');
      }
      const seenByB = await asActor(engine, organizerB, async (sql) => (await sql.query('select id from public.ticket_check_ins')).rows);
      expect(seenByB).toEqual([{ id: organizationB.ticketCheckInId }]);
      const seenByA = await asActor(engine, staffA, async (sql) => (await sql.query('select id from public.ticket_check_ins')).rows);
      expect(seenByA.length).toBeGreaterThan(0);
      const keysSeen = await asActor(engine, organizerA, async (sql) => attempt(sql, 'select * from ticket_signing.organization_keys'));
      expect(failureOf(keysSeen).code).toBe('42501');
    });

    it('two offline gates scanning the same ticket: both scans kept, the entry is the earliest', async () => {
      const southScan = checkIn(sale.ticketId, { gate: 'Puerta Sur', scanned_at: '2025-06-13T20:00:00.000Z' });
      const northScan = checkIn(sale.ticketId, { gate: 'Puerta Norte', scanned_at: '2025-06-13T20:00:05.000Z' });
      if (engineUnderTest.name === 'pglite') {
        // One transaction at a time here: the later scan arrives first, as after an offline gate syncs late.
        expect((await pushAs(engine, staffA, [northScan], gateNorth))[0].status).toBe('applied');
        expect((await pushAs(engine, organizerA, [southScan], gateSouth))[0].status).toBe('applied');
      } else {
        const url = databaseUrlOf(engine);
        const north = await openTransactionAs(url, staffA);
        const south = await openTransactionAs(url, organizerA);
        try {
          // Both open at once: neither waits for the other, and neither push sees the other's scan.
          const [northAnswer, southAnswer] = await Promise.all([push(north.sql, [northScan], gateNorth), push(south.sql, [southScan], gateSouth)]);
          expect([northAnswer[0].status, southAnswer[0].status]).toEqual(['applied', 'applied']);
          await Promise.all([north.client.query('commit'), south.client.query('commit')]);
        } finally {
          await north.client.end();
          await south.client.end();
        }
      }
      const scans = (await checkInsOf(engine, sale.ticketId)).filter((scan) => String((scan.scanned_at as Date).toISOString()).startsWith('2025-06-13T20'));
      expect(scans.map((scan) => [scan.device_id, scan.gate])).toEqual([[gateSouth, 'Puerta Sur'], [gateNorth, 'Puerta Norte']]);
      // The answer to a later push of the same ticket lists every scan, earliest first: the entry.
      const [later] = await pushAs(engine, staffA, [checkIn(sale.ticketId, { scanned_at: '2025-06-13T21:00:00.000Z' })], gateNorth);
      const listed = later.status === 'applied' ? later.rows.ticket_check_ins : [];
      // The earliest of this ticket's scans: the hyphenated kind's test scanned it at 18:00.
      expect(listed[0]).toMatchObject({ scanned_at: expect.stringMatching(/^2025-06-13T18:00:00/) });
      expect(listed.map((scan) => scan.scanned_at)).toEqual([...listed.map((scan) => scan.scanned_at)].sort());
      expect(new Set(listed.map((scan) => scan.device_id))).toEqual(new Set([gateNorth, gateSouth]));
    });

    it("get_double_entries lists the ticket two devices let in, with every scan, to the organization's members only", async () => {
      const report = await asActor(engine, staffA, async (sql) =>
        (await sql.query<{ report: Row[] }>('select public.get_double_entries(event_id => $1) as report', [organizationA.eventId])).rows[0].report,
      );
      expect(report).toHaveLength(1);
      expect(report[0]).toMatchObject({ ticket_id: sale.ticketId, seat_label: 'A-2', event_id: organizationA.eventId });
      const scans = report[0].scans as Row[];
      expect(new Set(scans.map((scan) => scan.device_id))).toEqual(new Set([gateNorth, gateSouth]));
      expect(scans.map((scan) => scan.scanned_at)).toEqual([...scans.map((scan) => scan.scanned_at)].sort());
      const ofB = await asActor(engine, organizerB, async (sql) => (await sql.query<{ report: Row[] }>('select public.get_double_entries() as report')).rows[0].report);
      expect(ofB).toEqual([]);
      const refused = await asActor(engine, organizerB, async (sql) =>
        failureOf(await attempt(sql, 'select public.get_double_entries(event_id => $1)', [organizationA.eventId])),
      );
      expect(refused).toMatchObject({ code: 'PT404', detail: 'event_not_found', message: 'Evento no encontrado' });
      const anonymousCall = await asActor(engine, anonymous, async (sql) => failureOf(await attempt(sql, 'select public.get_double_entries()')));
      expect(anonymousCall).toMatchObject({ code: '28000', detail: 'not_authenticated' });
    });

    it('a refund revokes the ticket: its check-in is refused, it has no tickets any more, and reads as anulada', async () => {
      const [refund] = await pushAs(engine, organizerA, [
        op('reservations-refund', { reservation_id: sale.reservationId, amount: sale.total, reason: 'Evento aplazado', method: 'cash' }),
      ]);
      expect(refund.status).toBe('applied');
      const before = await checkInsOf(engine, sale.ticketId);
      const [refused] = await pushAs(engine, staffA, [checkIn(sale.ticketId)]);
      expect(refused).toMatchObject({ status: 'rejected', code: 'ticket_revoked', message: 'Entrada anulada: la reserva fue cancelada o reembolsada' });
      expect(await checkInsOf(engine, sale.ticketId)).toEqual(before);

      const answer = await asActor(engine, anonymous, (sql) => ticketsOf(sql, sale.reservationId, sale.paymentId));
      expect(answer).toMatchObject({ reservation_status: 'cancelled', tickets: [], closed_reason: 'La reserva fue cancelada: no tiene entradas válidas' });
      const read = await engine.transaction(async (sql) => {
        await becomeServiceRole(sql);
        return (await sql.query<{ answer: { ticket: Row } }>('select public.read_ticket(ticket_id => $1) as answer', [sale.ticketId])).rows[0].answer;
      });
      expect(read.ticket.status).toBe('anulada');
    });

    it('a cancelled hold revokes its ticket too', async () => {
      // A manual card sale is 'confirmed' (a ticket) until cancelled.
      const held = await engine.transaction(async (sql) => {
        await becomeActor(sql, organizerA);
        const rows = await pushApplied(sql, op('reservations-create-manual', manualSale(organizationA, { payment_method: 'mercadopago' })));
        return { reservationId: rows.reservations[0].id as string, ticketId: rows.reservation_seats[0].id as string, status: rows.reservations[0].status };
      });
      expect(held.status).toBe('confirmed');
      const valid = await asActor(engine, staffA, (sql) => ticketsOf(sql, held.reservationId, null));
      expect(valid.tickets.map((ticket) => ticket.status)).toEqual(['valida']);
      const [cancel] = await pushAs(engine, organizerA, [op('reservations-cancel', { reservation_id: held.reservationId })]);
      expect(cancel.status).toBe('applied');
      const [refused] = await pushAs(engine, staffA, [checkIn(held.ticketId)]);
      expect(refused).toMatchObject({ status: 'rejected', code: 'ticket_revoked' });
      expect(await checkInsOf(engine, held.ticketId)).toEqual([]);
    });
  },
  { hosted: true },
);
