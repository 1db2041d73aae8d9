// The backend half of `npm start` (supabase/local/launch.mjs: start.ts compiled) as its own
// process, timed from the spawn until it prints its address and until it answers its first
// API call, sent the moment the address is out (since issue 17 the server listens while the
// database opens, and that call waits for it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIST } from './bench-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const READY_LINE = /lista en (http:\/\/\S+)/;

export interface RunningBackend {
  url: string;
  /** Milliseconds from the spawn until the address was printed (listening; the database may still be opening). */
  readyMs: number;
  /** Milliseconds from the spawn until get_event_by_slug, called as soon as the address was out, answered 200. */
  firstAnswerMs: number;
  /** The "Datos: …" line: says whether the demo data was created on this start. */
  dataLine: string;
  stop(): Promise<void>;
  /** kill -9, as a crash or a pulled plug would; resolves once the process is gone, with the moment of the kill. */
  crash(): Promise<number>;
}

function stopOf(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGTERM: start.ts closes the database and releases the data folder's lock.
    child.kill('SIGTERM');
    await exited;
  };
}

function crashOf(child: ChildProcess): () => Promise<number> {
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const killedAt = performance.now();
    child.kill('SIGKILL');
    await exited;
    return killedAt;
  };
}

function linesOf(child: ChildProcess, onLine: (line: string) => void): void {
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    lines.forEach(onLine);
  });
}

async function firstAnswer(url: string): Promise<void> {
  // The anon key as the app gets it: from the server, at run time (its secret is per installation).
  const { anonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as { anonKey: string };
  const response = await fetch(`${url}/rest/v1/rpc/get_event_by_slug`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey },
    body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
  });
  if (response.status !== 200) throw new Error(`get_event_by_slug respondió ${response.status}: ${await response.text()}`);
}

/**
 * 'compiled': what `npm start` runs after building the app (node supabase/local/launch.mjs).
 * 'tsx': the server from its sources through tsx's loader, as before issue 17, for comparison.
 */
export type Launcher = 'compiled' | 'tsx';

const LAUNCHER_ARGS: Record<Launcher, string[]> = {
  compiled: ['supabase/local/launch.mjs'],
  // Without the tsx wrapper process, so the signal reaches the server itself.
  tsx: ['--import', 'tsx', 'supabase/local/start.ts'],
};

/** Starts the backend on PGlite in `dataDir`, on an ephemeral port, serving the bench build. */
export async function startBackend(dataDir: string, launcher: Launcher = 'compiled'): Promise<RunningBackend> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, LAUNCHER_ARGS[launcher], {
    cwd: repoRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: BENCH_DIST },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopOf(child);
  try {
    let ready: (address: { url: string; readyMs: number }) => void = () => {};
    let dataLineOut: (line: string) => void = () => {};
    const address = new Promise<{ url: string; readyMs: number }>((resolve) => (ready = resolve));
    const dataLine = new Promise<string>((resolve) => (dataLineOut = resolve));
    linesOf(child, (line) => {
      const match = READY_LINE.exec(line);
      if (match) ready({ url: match[1], readyMs: performance.now() - started });
      else if (line.startsWith('Datos:')) dataLineOut(line);
    });
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) => reject(new Error(`El backend terminó (código ${code}) antes de estar listo`))),
    );
    const { url, readyMs } = await Promise.race([address, exited]);
    await Promise.race([firstAnswer(url), exited]);
    const firstAnswerMs = performance.now() - started;
    return { url, readyMs, firstAnswerMs, dataLine: await Promise.race([dataLine, exited]), stop, crash: crashOf(child) };
  } catch (error) {
    await stop();
    throw error;
  }
}
