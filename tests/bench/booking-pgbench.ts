// The ceiling for benchmark 1: Debian's pgbench with its built-in TPC-B-like script on the
// same server, in a database of its own. TPC-B is a short write transaction (3 updates,
// 1 insert, 1 select) that every Postgres user knows, so "book_seats reaches x of pgbench's
// TPS" says what the booking costs beyond plain Postgres on this machine.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

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
export async function runPgbench(databaseUrl: string, clients: number, seconds: number, script?: PgbenchScript): Promise<PgbenchRun> {
  const threads = Math.min(clients, 2);
  const ownScript = script
    ? ['-f', script.scriptPath, '-M', 'prepared', ...Object.entries(script.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`])]
    : [];
  const { stdout } = await run(
    pgbenchPath,
    ['-c', String(clients), '-j', String(threads), '-T', String(seconds), '-n', ...ownScript, databaseUrl],
    { timeout: (seconds + 60) * 1000 },
  );
  return { tps: numberAfter(stdout, /^tps = ([\d.]+)/m), latencyAverageMs: numberAfter(stdout, /^latency average = ([\d.]+) ms/m) };
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
