// The data folder's lock is a socket, so only a live server holds it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, defaultLockKind, lockAddress, lockDataDir, type LockKind } from './data-dir-lock.ts';

let workDir: string;
beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-lock-'));
});
afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** A child process that takes the lock, says so, and then waits to be killed. */
function lockInChild(dataDir: string, kind: LockKind) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)});
    await lockDataDir(${JSON.stringify(dataDir)}, ${JSON.stringify(kind)});
    console.log('bloqueado');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const locked = new Promise<void>((resolve) => child.stdout!.on('data', (chunk) => String(chunk).includes('bloqueado') && resolve()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, locked, exited };
}

const KINDS: LockKind[] = process.platform === 'win32' ? ['pipe'] : [...new Set<LockKind>([defaultLockKind(), 'file'])];

describe.each(KINDS)('the data folder lock (%s)', (kind) => {
  it('refuses a second holder while the first lives, naming its process, and frees itself on release', async () => {
    const dataDir = path.join(workDir, 'pglite');
    const release = await lockDataDir(dataDir, kind);
    const refusal = await lockDataDir(dataDir, kind).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`ya está en uso por otro servidor de Taquilla (proceso ${process.pid})`);
    await release();
    await (await lockDataDir(dataDir, kind))();
  });

  it('is free again at once when its holder is killed with SIGKILL', async () => {
    const dataDir = path.join(workDir, 'pglite');
    const holder = lockInChild(dataDir, kind);
    await holder.locked;
    await expect(lockDataDir(dataDir, kind)).rejects.toThrow(`(proceso ${holder.child.pid})`);
    holder.child.kill('SIGKILL');
    await holder.exited;
    // A socket file stays behind (nobody unlinked it); only an answer on it would mean "in use".
    if (kind === 'file') expect(fs.existsSync(lockAddress(dataDir, kind))).toBe(true);
    await (await lockDataDir(dataDir, kind))();
  }, 30_000);

  it('is not blocked by a leftover lock file naming a live process (pid reused)', async () => {
    const dataDir = path.join(workDir, 'pglite');
    // What a PID-file lock leaves behind, naming a process that lives on (init, which never dies).
    fs.writeFileSync(`${dataDir}.lock`, '1');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), '1\n');
    if (kind === 'file') fs.writeFileSync(lockAddress(dataDir, kind), String(process.pid));
    await (await lockDataDir(dataDir, kind))();
  });
});
