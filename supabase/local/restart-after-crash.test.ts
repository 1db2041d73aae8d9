// Issue 13, point 8: a server killed with kill -9 starts again at once on the same data folder.
// `npx tsx start.ts` runs the server three processes below the one a person (or a supervisor)
// kills; the lock is a socket the kernel frees with its process, and the server stops with
// its launcher instead of living on as an orphan that holds the folder and the port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonKeyOf, portOf, runStart, START_SCRIPT, stopRun, urlOf, startWorkspaceFor } from './start-process.ts';

const workspace = startWorkspaceFor('taquilla-crash-');

const env = () => ({ TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir });

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
      fs.writeFileSync(path.join(workspace.dataDir, 'pglite.lock'), String(pid));
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

  it('keeps serving when the shell that started it in the background exits (only npm, npx and tsx are followed)', async () => {
    const { DATABASE_URL: _ignored, JWT_SECRET: _alsoIgnored, ...inherited } = process.env;
    const shell = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${START_SCRIPT}" &`], {
      env: { ...inherited, ...env(), PORT: '0', HOST: '127.0.0.1', TAQUILLA_DEMO_DAY: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shell.stdout!.on('data', (chunk) => (output += chunk));
    // The shell is gone at once; the server it left behind prints its banner on the same pipe.
    const deadline = Date.now() + 60_000;
    while (!/Secreto JWT: .*\n/.test(output) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const url = `http://127.0.0.1:${/lista en http:\/\/\S+:(\d+)/.exec(output)?.[1]}`;
    expect(shell.exitCode).toBe(0);
    // Longer than the watch's interval: a server that followed any parent would be gone.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await answersRpc(url)).toBe(200);
    // Its PID, from the refusal a second server gets; then stop it as a service manager would.
    const second = runStart(env());
    expect(await second.exited).toBe(1);
    const pid = Number(/\(proceso (\d+)\)/.exec(second.output())?.[1]);
    expect(pid).toBeGreaterThan(1);
    process.kill(pid, 'SIGTERM');
    await waitUntilGone(pid);
    await restartServes(performance.now(), 0);
  }, 120_000);
});

async function waitUntilGone(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El proceso ${pid} no terminó`);
}
