// The backend half of `npm start` (supabase/local/start.ts) as its own process, timed from
// the spawn until it prints its address and until it answers its first API call.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIST } from './bench-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const READY_LINE = /lista en (http:\/\/\S+)/;

export interface RunningBackend {
  url: string;
  /** Milliseconds from the spawn until the address was printed (database open, migrated, listening). */
  readyMs: number;
  /** Milliseconds from the spawn until get_event_by_slug answered 200. */
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

/** Starts the backend on PGlite in `dataDir`, on an ephemeral port, serving the bench build. */
export async function startBackend(dataDir: string): Promise<RunningBackend> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  // Node with tsx's loader, as `tsx supabase/local/start.ts` runs it but without the tsx
  // wrapper process, so the signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', TAQUILLA_DATA_DIR: dataDir, TAQUILLA_STATIC_DIR: BENCH_DIST },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopOf(child);
  try {
    const { url, readyMs, dataLine } = await new Promise<{ url: string; readyMs: number; dataLine: string }>((resolve, reject) => {
      let ready: { url: string; readyMs: number } | null = null;
      linesOf(child, (line) => {
        const match = READY_LINE.exec(line);
        if (match) ready = { url: match[1], readyMs: performance.now() - started };
        else if (ready && line.startsWith('Datos:')) resolve({ ...ready, dataLine: line });
      });
      child.once('exit', (code) => reject(new Error(`El backend terminó (código ${code}) antes de estar listo`)));
    });
    await firstAnswer(url);
    return { url, readyMs, firstAnswerMs: performance.now() - started, dataLine, stop, crash: crashOf(child) };
  } catch (error) {
    await stop();
    throw error;
  }
}
