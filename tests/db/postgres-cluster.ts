// A throwaway Postgres 15 cluster for the database tests: initdb in a temp folder,
// started on a free loopback port, removed afterwards.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface PostgresCluster {
  url: string;
  version: string;
  /** The server's main process, whose children are the backends (for benchmarks' CPU figures). */
  postmasterPid(): number;
  stop(): void;
}

const binDir = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgresAvailable(): boolean {
  return fs.existsSync(path.join(binDir, 'initdb')) && fs.existsSync(path.join(binDir, 'pg_ctl'));
}

/** settings: extra `-c name=value` server settings (e.g. pg_stat_statements for a benchmark's profile). */
export async function startPostgresCluster(settings: Record<string, string> = {}): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-pg-'));
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres system user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const command = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args]] : [path.join(binDir, bin), args];
  // Starting is asynchronous so that a test setup can start several servers side by side.
  const run = async (bin: string, args: string[]) => {
    try {
      return (await promisify(execFile)(...command(bin, args), { encoding: 'utf8' })).stdout;
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${bin} falló: ${stderr || stdout}`);
    }
  };
  const runNow = (bin: string, args: string[]) => {
    const result = spawnSync(...command(bin, args), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${bin} falló: ${result.stderr || result.stdout}`);
  };
  const dataDir = path.join(dir, 'data');
  await run('initdb', ['-D', dataDir, '-A', 'trust', '-E', 'UTF8', '-U', 'postgres', '--no-sync']);
  await run('pg_ctl', [
    '-D', dataDir, '-w', '-l', path.join(dir, 'server.log'),
    '-o', [`-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)].join(' '),
    'start',
  ]);
  const version = (await run('postgres', ['--version'])).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    postmasterPid: () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      runNow('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
