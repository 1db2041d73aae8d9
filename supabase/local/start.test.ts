// `start.ts` as a user runs it: a real process on a data folder.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JwtKeys } from './jwt.ts';
import { anonKeyOf, runStart, stopRun, urlOf, startWorkspaceFor } from './start-process.ts';

const workspace = startWorkspaceFor('taquilla-start-');

async function eventBySlug(url: string, anonKey: string): Promise<number> {
  const rpc = await fetch(`${url}/rest/v1/rpc/get_event_by_slug`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
  });
  return rpc.status;
}

describe('npm start backend', () => {
  it('serves app and API, refuses a second server on the same data folder, and keeps the data', async () => {
    const first = runStart({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir });
    const url = await urlOf(first);
    expect(first.output()).toContain('demo@taquilla.co / Bambuco2025!');
    expect(first.output()).toContain('taquilla@taquilla.co / Bambuco2025!');
    expect(first.output()).toContain('datos de demostración creados');
    expect(await (await fetch(`${url}/dashboard`)).text()).toContain('<div id="root">');
    const anonKey = await anonKeyOf(url);
    expect(await eventBySlug(url, anonKey)).toBe(200);

    const second = runStart({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('ya está en uso por otro servidor de Taquilla');
    expect(second.output()).toContain(`(proceso ${first.child.pid})`);
    expect(second.output()).not.toMatch(/\n\s+at /);

    expect(await stopRun(first)).toBe(0);

    const third = runStart({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir });
    const thirdUrl = await urlOf(third);
    expect(third.output()).not.toContain('datos de demostración creados');
    // Same installation, same secret: the key the app kept still works.
    expect(await anonKeyOf(thirdUrl)).toBe(anonKey);
    expect(await stopRun(third)).toBe(0);
  }, 90_000);

  it('keeps a random secret of its own in the data folder, readable only by its owner', async () => {
    const secretsFile = path.join(workspace.dataDir, 'secrets.json');
    const stored = JSON.parse(fs.readFileSync(secretsFile, 'utf8'));
    const secret: string = stored.jwt_secret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    if (process.platform !== 'win32') expect(fs.statSync(secretsFile).mode & 0o777).toBe(0o600);

    const run = runStart({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir });
    const url = await urlOf(run);
    expect(run.output()).toContain(`Secreto JWT: ${secretsFile}`);
    expect(await new JwtKeys(secret).verify(await anonKeyOf(url))).toMatchObject({ ok: true, claims: { role: 'anon' } });
    // The keys are kept beside the secret for the person's scripts, and are the ones served.
    expect(stored.anon_key).toBe(await anonKeyOf(url));
    expect(await new JwtKeys(secret).verify(stored.service_role_key)).toMatchObject({ ok: true, claims: { role: 'service_role' } });
    expect(await stopRun(run)).toBe(0);

    // Another installation draws another secret.
    const other = runStart({ TAQUILLA_DATA_DIR: path.join(workspace.dir, 'otra'), TAQUILLA_STATIC_DIR: workspace.staticDir, TAQUILLA_DEMO: '0' });
    await urlOf(other);
    expect(JSON.parse(fs.readFileSync(path.join(workspace.dir, 'otra', 'secrets.json'), 'utf8')).jwt_secret).not.toBe(secret);
    expect(await stopRun(other)).toBe(0);
  }, 90_000);

  it('signs with JWT_SECRET when it is set, and the app gets the new key with no rebuild', async () => {
    const envSecret = 'un-secreto-elegido-por-quien-instala-2026-xyz';
    const run = runStart({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir, JWT_SECRET: envSecret });
    const url = await urlOf(run);
    expect(run.output()).toContain('Secreto JWT: JWT_SECRET');
    const anonKey = await anonKeyOf(url);
    expect(await new JwtKeys(envSecret).verify(anonKey)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(await eventBySlug(url, anonKey)).toBe(200);
    expect(await stopRun(run)).toBe(0);
  }, 90_000);

  it('refuses to start with the published demo secret or a short one, in Spanish', async () => {
    const demo = runStart({
      TAQUILLA_DATA_DIR: workspace.dataDir,
      TAQUILLA_STATIC_DIR: workspace.staticDir,
      JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters-long',
    });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('secreto de demostración publicado por Supabase');
    const short = runStart({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir, JWT_SECRET: 'corto' });
    expect(await short.exited).toBe(1);
    expect(short.output()).toContain('demasiado corto');
    expect(demo.output() + short.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('explains in Spanish when the app was not built', async () => {
    const run = runStart({ TAQUILLA_DATA_DIR: path.join(workspace.dir, 'otro'), TAQUILLA_STATIC_DIR: path.join(workspace.dir, 'falta') });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('No se encontró la aplicación compilada');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });
});
