// A cashier works offline longer than the access token lives. When the connection returns,
// the outbox flushes anyway: supabase-js refreshes the expired session before the push.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDevice, type TestDevice } from './test-device.ts';
import { startTestServer, type RunningServer } from './test-server.ts';

const TOKEN_LIFETIME_SECONDS = 2;

let server: RunningServer;
let cashier: TestDevice | undefined;

beforeAll(async () => {
  server = await startTestServer({ accessTokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS });
});

afterAll(async () => {
  await cashier?.discard();
  await server.stop();
});

describe('a session that expired while offline', () => {
  it('is refreshed when the connection returns, and the outbox then flushes', async () => {
    cashier = await signedInDevice(server, { online: false });
    const expiredToken = (await cashier.client.auth.getSession()).data.session!.access_token;
    await cashier.runCommand('graderias-create', { name: 'Gradería Nocturna', rows: 2, columns: 5, floors: 1, base_price: 20000 });
    await cashier.engine.start();
    expect(cashier.engine.getStatus().state).toBe('offline');

    await new Promise((resolve) => setTimeout(resolve, (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    const withExpiredToken = await fetch(`${server.url}/rest/v1/rpc/get_my_profile`, {
      method: 'POST',
      headers: { apikey: expiredToken, authorization: `Bearer ${expiredToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withExpiredToken.status).toBe(401);

    cashier.connectivity.set(true);
    await cashier.engine.settled();

    expect(cashier.engine.getStatus()).toMatchObject({ state: 'idle', lastError: null });
    expect(await cashier.db.outbox.count()).toBe(0);
    expect((await cashier.client.auth.getSession()).data.session!.access_token).not.toBe(expiredToken);
    const stored = await server.engine.query<{ count: number }>(
      "select count(*)::int as count from public.graderias where name = 'Gradería Nocturna'",
    );
    expect(stored.rows[0].count).toBe(1);
  });
});
