// `start.ts` as a person runs it, a real process on a data folder, for the tests that start,
// kill and restart it. Test helper; not part of the server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

export const START_SCRIPT = fileURLToPath(new URL('./start.ts', import.meta.url));
/** What `npm start` runs after building the app: start.ts compiled once to JavaScript. */
export const LAUNCH_SCRIPT = fileURLToPath(new URL('./launch.mjs', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface StartRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

export interface StartOptions {
  /** `node --import tsx` (one process, the default), `npx tsx` (npm → sh → tsx → node) or `node launch.mjs` (compiled, as `npm start`). */
  launcher?: 'node' | 'npx' | 'compiled';
}

/** `env` adds to the test's environment; a variable given as undefined is left out, as on a newcomer's machine. */
export function runStart(env: Record<string, string | undefined>, { launcher = 'node' }: StartOptions = {}): StartRun {
  const { DATABASE_URL: _ignored, JWT_SECRET: _alsoIgnored, ...inherited } = process.env;
  const commands = {
    node: [process.execPath, ['--import', 'tsx', START_SCRIPT]],
    npx: ['npx', ['tsx', START_SCRIPT]],
    compiled: [process.execPath, [LAUNCH_SCRIPT]],
  } satisfies Record<string, [string, string[]]>;
  const [command, args] = commands[launcher];
  const child = spawn(command, args, {
    cwd: repoRoot,
    // Test servers keep their own fixtures: no demo day unless a test asks for it.
    env: Object.fromEntries(
      Object.entries({ ...inherited, PORT: '0', HOST: '127.0.0.1', TAQUILLA_DEMO_DAY: '0', ...env }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** The port the server printed, once the whole banner is out (its last line names the JWT secret). */
export async function portOf(run: StartRun, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /lista en http:\/\/\S+:(\d+)/.exec(run.output());
    if (match && /Secreto JWT: .*\n/.test(run.output())) return Number(match[1]);
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`El servidor no arrancó:\n${run.output()}`);
}

/** Loopback address of a started server (it may listen on 0.0.0.0; tests talk to it only here). */
export async function urlOf(run: StartRun): Promise<string> {
  return `http://127.0.0.1:${await portOf(run)}`;
}

export async function stopRun(run: StartRun): Promise<number | null> {
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
  return run.exited;
}

/** Kills whatever a test left running (its own children only). */
export function killStarted(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function anonKeyOf(url: string): Promise<string> {
  const { anonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as { anonKey: string };
  return anonKey;
}

export interface StartWorkspace {
  dir: string;
  /** The data folder most tests start on; others make their own under `dir`. */
  dataDir: string;
  /** A minimal built app, enough for start.ts to serve. */
  staticDir: string;
}

/** A temporary folder for one test file's servers: made before its tests, removed after them with every server they started. */
export function startWorkspaceFor(prefix: string): StartWorkspace {
  const workspace = {} as StartWorkspace;
  beforeAll(() => {
    workspace.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    workspace.dataDir = path.join(workspace.dir, 'data');
    workspace.staticDir = path.join(workspace.dir, 'dist');
    fs.mkdirSync(workspace.staticDir);
    fs.writeFileSync(path.join(workspace.staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => {
    killStarted();
    fs.rmSync(workspace.dir, { recursive: true, force: true });
  });
  return workspace;
}
