// Issue 13, point 2: the demo accounts' password is printed in the README. A server that
// listens beyond loopback (HOST=0.0.0.0 for the gate tablets) refuses to start while any
// account still has it; loopback keeps the one-command demo. The servers here bind 0.0.0.0
// but the tests talk to them only through 127.0.0.1.
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../supabase/local/demo-accounts.ts';
import { anonKeyOf, runStart, stopRun, urlOf, startWorkspaceFor } from '../../supabase/local/start-process.ts';

const PUBLISHED_PASSWORD = 'Bambuco2025!';
const NEW_PASSWORD = 'Guadua-Tiple-Neiva-2026';

const workspace = startWorkspaceFor('taquilla-demo-');

/** Node 20 has no WebSocket and this server serves no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('sin realtime');
  }
}

async function changePassword(url: string, email: string): Promise<void> {
  const client = createClient(url, await anonKeyOf(url), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
  const signIn = await client.auth.signInWithPassword({ email, password: PUBLISHED_PASSWORD });
  expect(signIn.error).toBeNull();
  const { error } = await client.auth.updateUser({ password: NEW_PASSWORD });
  expect(error).toBeNull();
}

async function signInStatus(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: await anonKeyOf(url), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('demo accounts are local-only', () => {
  it('knows which addresses only this machine can reach', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'taquilla.local', 'fe80::1']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('refuses HOST=0.0.0.0 while the demo password works, and starts once both passwords are changed', async () => {
    const dataDir = path.join(workspace.dir, 'con-demo');
    const env = { TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir };

    const exposed = runStart({ ...env, HOST: '0.0.0.0' });
    expect(await exposed.exited).toBe(1);
    const refusal = exposed.output();
    expect(refusal).toContain('Taquilla no arranca con HOST=0.0.0.0');
    expect(refusal).toContain('demo@taquilla.co, taquilla@taquilla.co');
    expect(refusal).toContain('Perfil → Seguridad → Cambiar contraseña');
    expect(refusal).toContain('TAQUILLA_DEMO=0');
    expect(refusal).not.toMatch(/\n\s+at /);

    // Loopback: the one-command demo, with its logins printed.
    const local = runStart(env);
    const url = await urlOf(local);
    expect(local.output()).toContain(`demo@taquilla.co / ${PUBLISHED_PASSWORD}`);
    await changePassword(url, 'demo@taquilla.co');
    expect(await stopRun(local)).toBe(0);

    // One account left with the published password is enough to refuse.
    const stillOne = runStart({ ...env, HOST: '0.0.0.0' });
    expect(await stillOne.exited).toBe(1);
    expect(stillOne.output()).toContain('(Bambuco2025!): taquilla@taquilla.co.');

    const localAgain = runStart(env);
    const urlAgain = await urlOf(localAgain);
    expect(localAgain.output()).not.toContain(`demo@taquilla.co / ${PUBLISHED_PASSWORD}`);
    await changePassword(urlAgain, 'taquilla@taquilla.co');
    expect(await stopRun(localAgain)).toBe(0);

    const open = runStart({ ...env, HOST: '0.0.0.0' });
    const openUrl = await urlOf(open);
    expect(open.output()).toContain('lista en http://0.0.0.0:');
    expect(await signInStatus(openUrl, 'demo@taquilla.co', PUBLISHED_PASSWORD)).toBe(400);
    expect(await signInStatus(openUrl, 'demo@taquilla.co', NEW_PASSWORD)).toBe(200);
    expect(await stopRun(open)).toBe(0);
  }, 240_000);

  it('starts on HOST=0.0.0.0 from an empty folder with TAQUILLA_DEMO=0, without the demo accounts', async () => {
    const run = runStart({ TAQUILLA_DATA_DIR: path.join(workspace.dir, 'sin-demo'), TAQUILLA_STATIC_DIR: workspace.staticDir, HOST: '0.0.0.0', TAQUILLA_DEMO: '0' });
    const url = await urlOf(run);
    expect(run.output()).not.toContain('datos de demostración creados');
    expect(run.output()).not.toContain(PUBLISHED_PASSWORD);
    expect(await signInStatus(url, 'demo@taquilla.co', PUBLISHED_PASSWORD)).toBe(400);
    const event = await fetch(`${url}/rest/v1/rpc/get_event_by_slug`, {
      method: 'POST',
      headers: { apikey: await anonKeyOf(url), 'content-type': 'application/json' },
      body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
    });
    expect(event.status).toBeGreaterThanOrEqual(400);
    expect(await stopRun(run)).toBe(0);
  }, 120_000);
});
