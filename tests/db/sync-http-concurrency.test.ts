// 50 gates selling overlapping seats of the demo festival at once, through the embedded
// server's HTTP API as the app reaches it: real supabase-js clients signed in as the demo
// organizer and the demo cashier, each POSTing one sale to /rest/v1/rpc/sync_push. Checks
// what the SQL-level sync-concurrency test cannot: the server's connection pool,
// per-request transactions and error mapping under load still sell each seat once.
//
// Postgres 15 only: PGlite runs one transaction at a time, so there these calls would queue
// one behind the other and prove nothing about concurrency.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../supabase/local/engine.ts';
import { randomJwtSecret, signApiKey } from '../../supabase/local/jwt.ts';
import { createServer } from '../../supabase/local/server.ts';
import { RELAXED_RATE_LIMITS } from '../../supabase/local/test-server.ts';
import { enginesUnderTest } from './engines.ts';
import { seatIdOf } from './seat-id.ts';
import { op, type OpResult } from './sync-calls.ts';

// Fixed ids and logins of supabase/seed.sql.
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';
const FESTIVAL = 'a0000000-0000-4000-8000-000000001001';
const DEMO_LOGINS = [
  { email: 'demo@taquilla.co', password: 'Bambuco2025!' },
  { email: 'taquilla@taquilla.co', password: 'Bambuco2025!' },
];
const GATES = 50;
/** Gradería Norte has 20 columns a row. */
const COLUMNS = 20;

const seatOf = (rowLetter: string, column: number) => seatIdOf(GRADERIA_NORTE, 1, rowLetter, column);

/** Node 20 has no WebSocket and the server serves no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('El servidor local no ofrece realtime');
  }
}

interface Sale {
  id: string;
  seatIds: string[];
  httpStatus: number;
  result: OpResult;
}

for (const engineUnderTest of enginesUnderTest().filter((candidate) => candidate.name === 'postgres15')) {
  describe('50 gates selling through the HTTP API at once [postgres15]', () => {
    let engine: Engine;
    let httpServer: http.Server;
    let storageDir: string;
    let gates: SupabaseClient[];

    beforeAll(async () => {
      engine = await engineUnderTest.open({ seed: true });
      storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-http-concurrency-'));
      const jwtSecret = randomJwtSecret();
      const anonKey = await signApiKey(jwtSecret, 'anon');
      // 50 gates sign in at once from 127.0.0.1: more than the per-address and per-account limits allow one person.
      const app = createServer({ engine, jwtSecret, anonKey, storageDir, rateLimits: RELAXED_RATE_LIMITS });
      httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
      await new Promise((resolve) => httpServer.once('listening', resolve));
      const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
      gates = await Promise.all(
        Array.from({ length: GATES }, async (_, gate) => {
          const client = createClient(url, anonKey, {
            auth: { persistSession: false, autoRefreshToken: false },
            realtime: { transport: NoRealtime as never },
          });
          const { error } = await client.auth.signInWithPassword(DEMO_LOGINS[gate % DEMO_LOGINS.length]);
          if (error) throw error;
          return client;
        }),
      );
    });

    afterAll(async () => {
      if (httpServer) {
        httpServer.closeAllConnections();
        await new Promise((resolve) => httpServer.close(resolve));
      }
      await engine?.close();
      if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
    });

    /** Every gate pushes one cash sale of its seats, as its own device, all requests in flight together. */
    function sellAtOnce(seatsOfGate: (gate: number) => string[]): Promise<Sale[]> {
      return Promise.all(
        gates.map(async (client, gate) => {
          const sale = { id: randomUUID(), seatIds: seatsOfGate(gate) };
          const { data, error, status } = await client.rpc('sync_push', {
            device_id: randomUUID(),
            ops: [op('reservations-create-manual', cashSale(sale.id, sale.seatIds))],
          });
          if (error) throw new Error(`sync_push respondió ${status}: ${JSON.stringify(error)}`);
          return { ...sale, httpStatus: status, result: (data as { results: OpResult[] }).results[0] };
        }),
      );
    }

    /** The active sales of `seatIds` for the festival: seat id → the reservations selling it. */
    async function activeSalesOf(seatIds: string[]): Promise<Map<string, string[]>> {
      const { rows } = await engine.query<{ seat_id: string; reservation_id: string }>(
        'select seat_id::text, reservation_id::text from public.reservation_seats where event_id = $1 and active and seat_id = any($2::uuid[])',
        [FESTIVAL, seatIds],
      );
      const sales = new Map<string, string[]>();
      for (const { seat_id, reservation_id } of rows) sales.set(seat_id, [...(sales.get(seat_id) ?? []), reservation_id]);
      return sales;
    }

    /** Each created reservation with the seats it holds, of the given reservation ids. */
    async function reservationsOf(reservationIds: string[]): Promise<Map<string, string[]>> {
      const { rows } = await engine.query<{ id: string; seat_ids: string[] }>(
        `select reservation.id::text,
                coalesce(array_agg(sale.seat_id::text order by sale.seat_id) filter (where sale.id is not null), '{}') as seat_ids
         from public.reservations as reservation
         left join public.reservation_seats as sale on sale.reservation_id = reservation.id and sale.active
         where reservation.id = any($1::uuid[])
         group by reservation.id`,
        [reservationIds],
      );
      return new Map(rows.map((row) => [row.id, row.seat_ids]));
    }

    /** What must hold after any round of concurrent sales, whoever won. */
    async function expectEverySeatSoldOnceAndNoPartialSale(sales: Sale[]): Promise<Sale[]> {
      expect(sales.map((sale) => sale.httpStatus)).toEqual(sales.map(() => 200));
      const applied = sales.filter((sale) => sale.result.status === 'applied');
      const rejected = sales.filter((sale) => sale.result.status !== 'applied');
      for (const sale of rejected) expect(sale.result).toMatchObject({ status: 'rejected', code: 'seats_unavailable' });

      const reservations = await reservationsOf(sales.map((sale) => sale.id));
      expect(reservations.size).toBe(applied.length);
      for (const sale of applied) expect(reservations.get(sale.id)).toEqual([...sale.seatIds].sort());
      for (const sale of rejected) expect(reservations.has(sale.id)).toBe(false);

      const wanted = [...new Set(sales.flatMap((sale) => sale.seatIds))];
      const soldBy = await activeSalesOf(wanted);
      const soldSeatIds = applied.flatMap((sale) => sale.seatIds);
      expect([...soldBy.keys()].sort()).toEqual([...soldSeatIds].sort());
      for (const sale of applied) {
        for (const seatId of sale.seatIds) expect(soldBy.get(seatId)).toEqual([sale.id]);
      }
      // A rejection names only seats someone else really sold.
      for (const sale of rejected) {
        const unavailable = (sale.result as { unavailable_seat_ids: string[] }).unavailable_seat_ids;
        expect(unavailable.length).toBeGreaterThan(0);
        expect(unavailable.every((seatId) => soldBy.has(seatId) && sale.seatIds.includes(seatId))).toBe(true);
      }
      return applied;
    }

    it('sells the seat every gate wants exactly once, and none of the losers’ own seats', async () => {
      const contested = seatOf('A', 1);
      // Gate g's own seat: B-1…B-20, then C-…, then D-….
      const ownSeat = (gate: number) => seatOf('BCD'[Math.floor(gate / COLUMNS)], (gate % COLUMNS) + 1);
      const sales = await sellAtOnce((gate) => [contested, ownSeat(gate)]);
      const applied = await expectEverySeatSoldOnceAndNoPartialSale(sales);
      expect(applied).toHaveLength(1);
    });

    it('sells a ring of overlapping pairs without deadlocks or partial sales', async () => {
      // Gate g wants E-(g mod 20 + 1) and the seat after it, wrapping: each pair is also
      // wanted whole by one or two other gates and half by four to six more.
      const sales = await sellAtOnce((gate) => [seatOf('E', (gate % COLUMNS) + 1), seatOf('E', ((gate + 1) % COLUMNS) + 1)]);
      const applied = await expectEverySeatSoldOnceAndNoPartialSale(sales);
      expect(applied.length).toBeGreaterThan(0);
    });
  });
}

/** A manual cash sale of `seatIds` at the demo festival, as the sale dialog queues it. */
function cashSale(id: string, seatIds: string[]): Record<string, unknown> {
  return {
    id,
    event_id: FESTIVAL,
    seat_ids: seatIds,
    customer_name: 'María Fernanda Rojas',
    customer_email: 'maria.rojas@correo.co',
    customer_phone: '3101234567',
    document_type: 'CC',
    document_number: '1075123456',
    payment_method: 'cash',
  };
}
