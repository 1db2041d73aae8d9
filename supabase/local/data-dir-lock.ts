// One server per data folder: PGlite has no locking of its own, and two processes on one
// folder lose writes silently. The lock is a listening local socket, not a PID file: the
// kernel closes it when its process ends however it ends (kill -9 included), so a crashed
// server never blocks the next start, and a leftover file whose PID now belongs to another
// program means nothing. A second server learns the owner's PID by connecting to it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro servidor de Taquilla${pid ? ` (proceso ${pid})` : ''}. ` +
        'Detén ese servidor o usa otra carpeta (TAQUILLA_DATA_DIR).',
    );
  }
}

/**
 * Where the lock listens. Linux: an abstract socket (no file, so nothing stale to clean up,
 * and binding it is atomic). Windows: a named pipe (same). Elsewhere (macOS): a socket file
 * beside the data folder; one left by a dead server refuses connections and is replaced.
 */
export type LockKind = 'abstract' | 'pipe' | 'file';

export function defaultLockKind(): LockKind {
  if (process.platform === 'linux') return 'abstract';
  if (process.platform === 'win32') return 'pipe';
  return 'file';
}

/** Unix socket paths are limited to about 104 bytes (macOS); a longer one goes to the temp folder. */
const MAX_SOCKET_PATH = 100;

export function lockAddress(dataDir: string, kind: LockKind): string {
  const resolved = path.resolve(dataDir);
  fs.mkdirSync(resolved, { recursive: true });
  // The folder's identity, not its spelling: two paths to one folder (a symlink) share a lock.
  const { dev, ino } = fs.statSync(resolved);
  const id = crypto.createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  if (kind === 'abstract') return `\0taquilla-datos-${id}`;
  if (kind === 'pipe') return `\\\\.\\pipe\\taquilla-datos-${id}`;
  const beside = `${resolved}.lock.sock`;
  return Buffer.byteLength(beside) <= MAX_SOCKET_PATH ? beside : path.join(os.tmpdir(), `taquilla-datos-${id}.sock`);
}

/** Takes the folder's lock or throws DataDirInUseError; the returned function releases it. */
export async function lockDataDir(dataDir: string, kind: LockKind = defaultLockKind()): Promise<() => Promise<void>> {
  const address = lockAddress(dataDir, kind);
  for (let attempt = 0; ; attempt += 1) {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    const bound = await listen(server, address);
    if (bound === 'ok') {
      // The lock must not keep an otherwise finished process alive.
      server.unref();
      return () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
        });
    }
    const owner = await askOwner(address);
    if (owner.alive) throw new DataDirInUseError(dataDir, owner.pid);
    // Nobody answers: a socket file left by a server that died (only 'file' locks leave one).
    if (kind !== 'file' || attempt > 0) throw new DataDirInUseError(dataDir, null);
    fs.rmSync(address, { force: true });
  }
}

function listen(server: net.Server, address: string): Promise<'ok' | 'in-use'> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(error);
    });
    server.listen(address, () => resolve('ok'));
  });
}

/** Connects to the lock: a live owner answers with its PID; a dead one refuses the connection. */
function askOwner(address: string): Promise<{ alive: boolean; pid: number | null }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => {
      // Connected but silent (an owner too busy to answer): still alive.
      socket.destroy();
      resolve({ alive: true, pid: null });
    });
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve({ alive: true, pid: Number(answer) || null }));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ alive: !['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? ''), pid: null }),
    );
  });
}
