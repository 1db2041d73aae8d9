// Issue 13, point 8: a server killed with kill -9 starts again at once on the same data folder.
// `npx tsx start.ts` runs the server three processes below the one a person (or a supervisor)
// kills; the lock is a socket the kernel frees with its process, and the server stops with
// its launcher instead of living on as an orphan that holds the folder and the port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKeyOf, killStarted, portOf, runStart, stopRun, urlOf } from './start-process.ts';

let workDir: string;
let dataDir: string;
let staticDir: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-crash-'));
  dataDir = path.join(workDir, 'data');
  staticDir = path.join(workDir, 'dist');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterAll(() => {
  killStarted();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const env = () => ({ TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: staticDir });

async function answersRpc(url: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/rpc/get_event_by_slug`, {
    method: 'POST',
    headers: { apikey: await anonKeyOf(url), 'content-type': 'application/json' },
    body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
  });
  return response.status;
}

/** Milliseconds from `since` until a new start on the folder serves, failing on any refusal. */
async function restartServes(since: number, port: number): Promise<number> {
  const again = runStart({ ...env(), PORT: String(port) });
  const url = await urlOf(again);
  const measured = performance.now() - since;
  expect(again.output()).not.toContain('ya está en uso');
  expect(again.output()).not.toContain('El puerto');
  expect(await answersRpc(url)).toBe(200);
  expect(await stopRun(again)).toBe(0);
  return measured;
}

describe('restart after a crash', () => {
  it('starts again on the same folder (and port) right after kill -9 of `npx tsx start.ts`', async () => {
    // The first start creates the database; the crash happens to a warm server.
    const first = runStart(env(), { launcher: 'npx' });
    const port = await portOf(first);
    expect(await answersRpc(`http://127.0.0.1:${port}`)).toBe(200);

    first.child.kill('SIGKILL');
    const killedAt = performance.now();
    await first.exited;
    const measured = await restartServes(killedAt, port);
    console.log(`kill -9 de npx → el nuevo servidor atiende en ${Math.round(measured)} ms`);
    // The issue asks for 2 s (a warm start on a quiet machine takes about 1.5 s); on a loaded CI
    // machine a start alone can take 10 s, so this bound only catches a start that waited on the old one.
    expect(measured).toBeLessThan(30_000);
  }, 120_000);

  it('starts again right after kill -9 of the server process itself', async () => {
    const first = runStart(env());
    const port = await portOf(first);
    first.child.kill('SIGKILL');
    const killedAt = performance.now();
    await first.exited;
    const measured = await restartServes(killedAt, port);
    console.log(`kill -9 del servidor → el nuevo servidor atiende en ${Math.round(measured)} ms`);
    expect(measured).toBeLessThan(30_000);
  }, 120_000);

  it('is never blocked by a lock file whose PID belongs to another live program', async () => {
    for (const pid of [1, process.pid]) {
      fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(pid));
      const run = runStart(env());
      await urlOf(run);
      expect(run.output()).not.toContain('ya está en uso');
      expect(await stopRun(run)).toBe(0);
    }
  }, 120_000);

  it('still refuses a second live server on the folder, in Spanish', async () => {
    const first = runStart(env(), { launcher: 'npx' });
    await portOf(first);
    const second = runStart(env());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('ya está en uso por otro servidor de Taquilla');
    expect(second.output()).not.toMatch(/\n\s+at /);
    // Stopped through its launcher, as a person's Ctrl-C or a supervisor would.
    first.child.kill('SIGKILL');
    await first.exited;
    await restartServes(performance.now(), 0);
  }, 120_000);
});
