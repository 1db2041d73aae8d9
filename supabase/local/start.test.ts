// `start.ts` as a user runs it: a real process on a data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const startScript = fileURLToPath(new URL('./start.ts', import.meta.url));
let workDir: string;
let dataDir: string;
let staticDir: string;
const started: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runStart(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', startScript], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** The address, once the whole banner is out: its lines may arrive in separate chunks. */
async function addressOf(run: Run): Promise<string> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const match = /http:\/\/127\.0\.0\.1:\d+/.exec(run.output());
    if (match && /Secreto JWT: .*\n/.test(run.output())) return match[0];
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El servidor no arrancó:\n${run.output()}`);
}

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-start-'));
  dataDir = path.join(workDir, 'data');
  staticDir = path.join(workDir, 'dist');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('npm start backend', () => {
  it('serves app and API, refuses a second server on the same data folder, and keeps the data', async () => {
    const first = runStart({ TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: staticDir });
    const url = await addressOf(first);
    expect(first.output()).toContain('demo@taquilla.co / Bambuco2025!');
    expect(first.output()).toContain('taquilla@taquilla.co / Bambuco2025!');
    expect(first.output()).toContain('datos de demostración creados');
    expect(await (await fetch(`${url}/dashboard`)).text()).toContain('<div id="root">');
    const { anonKey } = await (await fetch(`${url}/app-config.json`)).json();
    const rpc = await fetch(`${url}/rest/v1/rpc/get_event_by_slug`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
    });
    expect(rpc.status).toBe(200);

    const second = runStart({ TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: staticDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('ya está en uso por otro servidor de Taquilla');
    expect(second.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const third = runStart({ TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: staticDir });
    await addressOf(third);
    expect(third.output()).not.toContain('datos de demostración creados');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);

  it('explains in Spanish when the app was not built', async () => {
    const run = runStart({ TAQUILLA_DATA_DIR: path.join(workDir, 'otro'), TAQUILLA_STATIC_DIR: path.join(workDir, 'falta') });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('No se encontró la aplicación compilada');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });
});
