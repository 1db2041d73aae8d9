// A cashier works offline longer than the access token lives. When the connection returns,
// the outbox flushes anyway: supabase-js refreshes the expired session before the push.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandRunner } from '../../src/db/commands/command-runner';
import { ensureSyncState } from '../../src/db/sync-state';
import { TaquillaDatabase } from '../../src/db/taquilla-database';
import { SyncEngine, type SyncClock } from '../../src/sync/sync-engine';
import { supabaseSyncTransport } from '../../src/sync/supabase-transport';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from './test-server.ts';

const TOKEN_LIFETIME_SECONDS = 2;

const realClock: SyncClock = {
  now: () => new Date(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

let server: RunningServer;
let db: TaquillaDatabase;

beforeAll(async () => {
  server = await startTestServer({ accessTokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS });
});

afterAll(async () => {
  db?.close();
  await db?.delete();
  await server.stop();
});

describe('a session that expired while offline', () => {
  it('is refreshed when the connection returns, and the outbox then flushes', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    const expiredToken = data.session!.access_token;

    db = new TaquillaDatabase(`refresh-${randomUUID()}`);
    await ensureSyncState(db, { newId: randomUUID, organizationId: null });
    let online = false;
    let announce: (online: boolean) => void = () => {};
    const engine = new SyncEngine({
      db,
      transport: supabaseSyncTransport(client),
      clock: realClock,
      connectivity: { isOnline: () => online, subscribe: (listener) => ((announce = listener), () => {}) },
    });
    const runCommand = createCommandRunner({ db, newId: randomUUID, now: () => new Date() });
    await runCommand('graderias-create', { name: 'Gradería Nocturna', rows: 2, columns: 5, floors: 1, base_price: 20000 });
    await engine.start();
    expect(engine.getStatus().state).toBe('offline');

    await new Promise((resolve) => setTimeout(resolve, (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    const withExpiredToken = await fetch(`${server.url}/rest/v1/rpc/get_my_profile`, {
      method: 'POST',
      headers: { apikey: expiredToken, authorization: `Bearer ${expiredToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withExpiredToken.status).toBe(401);

    online = true;
    announce(true);
    await engine.settled();
    engine.stop();

    expect(engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
    expect(await db.outbox.count()).toBe(0);
    expect((await client.auth.getSession()).data.session!.access_token).not.toBe(expiredToken);
    const stored = await server.engine.query<{ count: number }>(
      "select count(*)::int as count from public.graderias where name = 'Gradería Nocturna'",
    );
    expect(stored.rows[0].count).toBe(1);
  });
});
