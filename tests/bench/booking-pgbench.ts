// The ceiling for benchmark 1: Debian's pgbench with its built-in TPC-B-like script on the
// same server, in a database of its own. TPC-B is a short write transaction (3 updates,
// 1 insert, 1 select) that every Postgres user knows, so "book_seats reaches x of pgbench's
// TPS" says what the booking costs beyond plain Postgres on this machine. The same runner takes
// the floor's script (booking-rows-floor.ts), and times each transaction for the p99 targets.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { percentile } from './figures.ts';

const pgbenchPath = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pgbench');
const run = promisify(execFile);

/**
 * Scale 10: 10 branches, 1,000,000 accounts. Below the 32 clients, so at 32 they contend on
 * the branch rows a little, as the hot-spot bookings do on their seats; larger scales take
 * longer to load than the rest of the benchmark on 2 cores.
 */
export const PGBENCH_SCALE = 10;

export interface PgbenchRun {
  tps: number;
  latencyAverageMs: number;
}

export async function initPgbench(databaseUrl: string): Promise<void> {
  await run(pgbenchPath, ['-i', '-q', '-s', String(PGBENCH_SCALE), databaseUrl], { timeout: 300_000 });
}

/** A script of our own instead of the built-in TPC-B, run with prepared statements and these variables (-D). */
export interface PgbenchScript {
  scriptPath: string;
  variables: Record<string, string>;
}

/** `clients` connections, up to 2 threads (the machine's cores), for `seconds`. */
export async function runPgbench(
  databaseUrl: string,
  clients: number,
  seconds: number,
  script?: PgbenchScript,
  extraArguments: readonly string[] = [],
): Promise<PgbenchRun> {
  const threads = Math.min(clients, 2);
  const ownScript = script
    ? ['-f', script.scriptPath, '-M', 'prepared', ...Object.entries(script.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`])]
    : [];
  const { stdout } = await run(
    pgbenchPath,
    ['-c', String(clients), '-j', String(threads), '-T', String(seconds), '-n', ...ownScript, ...extraArguments, databaseUrl],
    { timeout: (seconds + 60) * 1000 },
  );
  return { tps: numberAfter(stdout, /^tps = ([\d.]+)/m), latencyAverageMs: numberAfter(stdout, /^latency average = ([\d.]+) ms/m) };
}

export interface PgbenchLatencies {
  tps: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * As runPgbench, with each transaction's latency logged (pgbench -l) for its percentiles. A
 * run of its own: writing the log costs pgbench a little of its speed, which the runs that
 * give the ratio must not pay.
 */
export async function runPgbenchWithLatencies(databaseUrl: string, clients: number, seconds: number, script?: PgbenchScript): Promise<PgbenchLatencies> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-pgbench-log-'));
  try {
    const { tps } = await runPgbench(databaseUrl, clients, seconds, script, ['-l', `--log-prefix=${path.join(folder, 'tx')}`]);
    const latencies = fs.readdirSync(folder).flatMap((file) => loggedLatenciesMs(fs.readFileSync(path.join(folder, file), 'utf8')));
    if (latencies.length === 0) throw new Error('pgbench no registró ninguna transacción');
    return { tps, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A pgbench log's lines are `client transaction latency_µs script epoch µs`; a failed transaction has no latency. */
function loggedLatenciesMs(log: string): number[] {
  return log.split('\n').flatMap((line) => {
    const latencyUs = Number(line.split(' ')[2]);
    return line && Number.isFinite(latencyUs) ? [latencyUs / 1000] : [];
  });
}

function numberAfter(output: string, pattern: RegExp): number {
  const match = pattern.exec(output);
  if (!match) throw new Error(`No se pudo leer la salida de pgbench:\n${output}`);
  return Number(match[1]);
}

/** One transaction of pgbench's built-in script, for counting the locks it takes. */
export const TPCB_STATEMENTS = [
  { text: 'update pgbench_accounts set abalance = abalance + 1 where aid = 1' },
  { text: 'select abalance from pgbench_accounts where aid = 1' },
  { text: 'update pgbench_tellers set tbalance = tbalance + 1 where tid = 1' },
  { text: 'update pgbench_branches set bbalance = bbalance + 1 where bid = 1' },
  { text: 'insert into pgbench_history (tid, bid, aid, delta, mtime) values (1, 1, 1, 1, current_timestamp)' },
];
