// Issue 17, point 4: visitors' event reads are answered from memory, and a write (any other
// RPC, any statement another route runs) empties the cache before its answer is sent: no
// visitor ever sees a stale event after a write was acknowledged. PGlite's priority gate
// lets staff calls go before queued public reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate.ts';
import { PUBLIC_READ_RPCS, PublicReadCache } from './public-read-cache.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from './test-server.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';
const FESTIVAL_ID = 'a0000000-0000-4000-8000-000000001001';

describe('PublicReadCache', () => {
  const counting = () => {
    let reads = 0;
    return { read: async () => `answer ${(reads += 1)}`, reads: () => reads };
  };

  it('answers again from memory until a write starts, then reads again', async () => {
    const cache = new PublicReadCache();
    const source = counting();
    expect(await cache.answer('k', source.read)).toBe('answer 1');
    expect(await cache.answer('k', source.read)).toBe('answer 1');
    cache.writeStarted();
    expect(await cache.answer('k', source.read)).toBe('answer 2');
    cache.writeEnded();
    expect(await cache.answer('k', source.read)).toBe('answer 3');
    expect(source.reads()).toBe(3);
  });

  it('never keeps an answer read while a write started or ended', async () => {
    const cache = new PublicReadCache();
    let finish!: (body: string) => void;
    const slow = cache.answer('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.writeStarted();
    cache.writeEnded();
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.answer('k', async () => 'after the write')).toBe('after the write');
  });

  it('shares one read among concurrent callers, but not with callers that came after a write', async () => {
    const cache = new PublicReadCache();
    let reads = 0;
    let finish!: (body: string) => void;
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = [cache.answer('k', read), cache.answer('k', read), cache.answer('k', read)];
    expect(reads).toBe(1);
    finish('shared');
    expect(await Promise.all(first)).toEqual(['shared', 'shared', 'shared']);
    const before = cache.answer('k2', read);
    const finishBefore = finish;
    cache.writeEnded();
    const after = cache.answer('k2', read);
    expect(reads).toBe(3);
    finish('after');
    finishBefore('before');
    expect([await before, await after]).toEqual(['before', 'after']);
  });

  it('lets an answer age out, since a hold running out changes statuses with no write', async () => {
    let clock = 0;
    const cache = new PublicReadCache(1000, () => clock);
    const source = counting();
    await cache.answer('k', source.read);
    clock = 999;
    expect(await cache.answer('k', source.read)).toBe('answer 1');
    clock = 1000;
    expect(await cache.answer('k', source.read)).toBe('answer 2');
  });

  it('bounds its memory by keys as well as answers: made-up slugs cannot grow it without end', async () => {
    const cache = new PublicReadCache(60_000, () => 0, 1000);
    const source = counting();
    const longKey = (n: number) => `get_event_layout:${'x'.repeat(90)}${n}`;
    for (let n = 0; n < 50; n += 1) await cache.answer(longKey(n), source.read);
    // The first keys were let go to keep under 1,000 bytes; the last one is still in memory.
    await cache.answer(longKey(0), source.read);
    await cache.answer(longKey(49), source.read);
    expect(source.reads()).toBe(51);
  });

  it('keys by function and arguments, whatever order the arguments came in', () => {
    expect(PublicReadCache.keyOf('f', { a: 1, b: 2 })).toBe(PublicReadCache.keyOf('f', { b: 2, a: 1 }));
    expect(PublicReadCache.keyOf('f', { a: 1 })).not.toBe(PublicReadCache.keyOf('f', { a: 2 }));
    expect(PublicReadCache.keyOf('f', { a: 1 })).not.toBe(PublicReadCache.keyOf('g', { a: 1 }));
  });

  it('caches only the listed public reads', () => {
    expect([...PUBLIC_READ_RPCS].sort()).toEqual(['get_event_by_slug', 'get_event_layout', 'get_event_seat_statuses', 'get_event_seat_statuses_since']);
  });
});

describe('PriorityGate', () => {
  it('runs one at a time, and every queued staff call before the queued public ones', async () => {
    const gate = new PriorityGate();
    const order: string[] = [];
    let release!: () => void;
    const running = gate.run('public', () => new Promise<void>((resolve) => (release = resolve)).then(() => void order.push('p0')));
    const queued = [
      gate.run('public', async () => void order.push('p1')),
      gate.run('staff', async () => void order.push('s1')),
      gate.run('public', async () => void order.push('p2')),
      gate.run('staff', async () => void order.push('s2')),
    ];
    expect(gate.queued()).toEqual({ staff: 2, public: 2 });
    release();
    await Promise.all([running, ...queued]);
    expect(order).toEqual(['p0', 's1', 's2', 'p1', 'p2']);
  });

  it('passes on a failure to its caller and keeps serving', async () => {
    const gate = new PriorityGate();
    await expect(gate.run('staff', async () => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    expect(await gate.run('public', async () => 'sigue')).toBe('sigue');
  });
});

describe('Visitors’ reads through the server', () => {
  let server: RunningServer;
  let seatIds: string[];
  beforeAll(async () => {
    server = await startTestServer();
    const { rows } = await server.engine.query<{ id: string }>(
      "select id from public.seats where graderia_id = $1 and row_letter = 'C' order by column_number limit 12",
      [GRADERIA_NORTE],
    );
    seatIds = rows.map((row) => row.id);
  });
  afterAll(() => server?.stop());

  const reservedInNorte = async (): Promise<string[]> => {
    const { data, error } = await server.client().rpc('get_event_seat_statuses', { event_slug: SLUG });
    expect(error).toBeNull();
    return (data as { venues: { id: string; reserved: string[] }[] }).venues.find((venue) => venue.id === GRADERIA_NORTE)!.reserved.sort();
  };
  const book = async (seatId: string, n: number) => {
    const { error } = await server.client().rpc('book_seats', {
      event_slug: SLUG, seat_ids: [seatId], customer_name: `Visitante ${n}`, customer_phone: `31200000${n}`.slice(0, 10),
      document_type: 'CC', document_number: `9900${n}`, customer_email: null, notes: null, payment_method: 'cash', source: 'public_web',
    });
    expect(error).toBeNull();
  };

  it('serves the same answer from memory while nothing is written through the server', async () => {
    const before = await reservedInNorte();
    // Written behind the server's back (as psql would): not seen until the answer ages out.
    await server.engine.query(
      `with booked as (
         insert into public.reservations (organization_id, event_id, customer_name, status, total_amount, expires_at)
         values ('a0000000-0000-4000-8000-000000000010', $1, 'Por fuera', 'pending', 1, now() + interval '1 day') returning id)
       insert into public.reservation_seats (organization_id, reservation_id, event_id, seat_id, price)
       select 'a0000000-0000-4000-8000-000000000010', booked.id, $1, $2, 1 from booked`,
      [FESTIVAL_ID, seatIds[11]],
    );
    expect(await reservedInNorte()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await reservedInNorte()).toContain(seatIds[11]);
  });

  it('never answers from before a booking, a staff sale or a sign-in that came back already', async () => {
    const staff = server.client();
    const signIn = await staff.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(signIn.error).toBeNull();
    for (let n = 0; n < 4; n += 1) {
      // Visitors keep polling while each write happens.
      const polls = Array.from({ length: 5 }, () => reservedInNorte());
      await book(seatIds[n], n);
      expect(await reservedInNorte()).toContain(seatIds[n]);
      await Promise.all(polls);
    }
    const saleId = crypto.randomUUID();
    const polls = Array.from({ length: 5 }, () => reservedInNorte());
    const { data, error } = await staff.rpc('sync_push', {
      device_id: crypto.randomUUID(),
      ops: [{
        op_id: crypto.randomUUID(), kind: 'reservations-create-manual', created_at: new Date().toISOString(),
        payload: {
          id: saleId, event_id: FESTIVAL_ID, seat_ids: [seatIds[5]], customer_name: 'Venta en taquilla', customer_email: 'taquilla@correo.co',
          customer_phone: '3101234567', document_type: 'CC', document_number: '1075123456', payment_method: 'cash',
        },
      }],
    });
    expect(error).toBeNull();
    expect((data as { results: { status: string }[] }).results[0].status).toBe('applied');
    expect(await reservedInNorte()).toContain(seatIds[5]);
    await Promise.all(polls);
    // The staff cancels it in the database through another RPC: the seat is free on the next poll.
    const cancel = await staff.rpc('sync_push', {
      device_id: crypto.randomUUID(),
      ops: [{ op_id: crypto.randomUUID(), kind: 'reservations-cancel', created_at: new Date().toISOString(), payload: { reservation_id: saleId } }],
    });
    expect((cancel.data as { results: { status: string }[] }).results[0].status).toBe('applied');
    expect(await reservedInNorte()).not.toContain(seatIds[5]);
  });

  it('sends a cached answer compressed once with gzip when asked, and plain otherwise', async () => {
    const call = (encoding: string) =>
      fetch(`${server.url}/rest/v1/rpc/get_event_by_slug`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: server.anonKey, 'Accept-Encoding': encoding },
        body: JSON.stringify({ event_slug: SLUG }),
      });
    const zipped = await call('gzip, deflate');
    const plain = await call('identity');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await zipped.json()).toEqual(await plain.json());
  });

  it('answers refusals of a listed read as the uncached path does', async () => {
    const unknown = await server.client().rpc('get_event_by_slug', { event_slug: 'no-existe' });
    const wrongArgument = await server.client().rpc('get_event_seat_statuses', { slug: SLUG });
    expect(unknown.status === 200 || unknown.status === 404).toBe(true);
    expect(wrongArgument.status).toBe(404);
    expect(wrongArgument.error?.code).toBe('PGRST202');
  });
});
