// Printing helpers shared by the benchmarks: percentiles, sizes and a plain table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The median of the samples, then their spread: '281.0 ms (272.0 ms–309.0 ms)'. */
export function medianAndSpread(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))} (${ms(sorted[0])}–${ms(sorted[sorted.length - 1])})`;
}

/** The milliseconds `work` took, from its start to its end. */
export async function msTaken(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function printTable(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

export type Grid = { header: string[]; rows: string[][] };

/** A table with a header row and aligned columns. */
export function printGrid(title: string, { header, rows }: Grid): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Other work on the machine moves the figures: each benchmark says how busy it was. */
export function loadAverage(): string {
  const [oneMinute, fiveMinutes] = os.loadavg();
  return `carga media ${oneMinute.toFixed(1)} (1 min), ${fiveMinutes.toFixed(1)} (5 min)`;
}

function postgresVersions(): string {
  const pglite = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  const postgres = path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'postgres');
  const debian = fs.existsSync(postgres) ? execFileSync(postgres, ['--version'], { encoding: 'utf8' }).trim() : 'Postgres 15 no instalado';
  return `PGlite ${pglite.version}, ${debian}`;
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${postgresVersions()}`;
}

/**
 * CPU milliseconds (user + system) so far of every process below this one, read from /proc
 * (Linux; 0 elsewhere): the live ones, plus those that ended and were waited for, which the
 * kernel adds to their parent's and so in the end to this process's children time.
 */
export function descendantsCpuMs(rootPid: number = process.pid): number {
  if (!fs.existsSync('/proc/self/stat')) return 0;
  const stats = new Map<number, { ppid: number; ticks: number; waitedChildren: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, … utime (14th field), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        waitedChildren: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  const below = (pid: number): boolean => {
    for (let parent = stats.get(pid)?.ppid; parent; parent = stats.get(parent)?.ppid) if (parent === rootPid) return true;
    return false;
  };
  let ticks = stats.get(rootPid)?.waitedChildren ?? 0;
  for (const [pid, { ticks: used, waitedChildren }] of stats) if (below(pid)) ticks += used + waitedChildren;
  // Linux counts in USER_HZ, 100 a second on every common build.
  return ticks * 10;
}

/** This process's own CPU milliseconds (user + system). */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export interface CpuSplit {
  wallMs: number;
  /** This process: the embedded server (and Playwright's client). */
  serverMs: number;
  /** Every process below this one: Chromium's. */
  browserMs: number;
}

/** Runs `work` and says how much CPU this process and its children (the browser) used meanwhile. */
export async function cpuSplit<T>(work: () => Promise<T>): Promise<{ result: T; cpu: CpuSplit }> {
  const [wall, own, children] = [performance.now(), ownCpuMs(), descendantsCpuMs()];
  const result = await work();
  return {
    result,
    cpu: { wallMs: performance.now() - wall, serverMs: ownCpuMs() - own, browserMs: descendantsCpuMs() - children },
  };
}

/** One line for a table: the CPU each side used, and how many of the machine's cores that kept busy. */
export function cpuSplitLine({ wallMs, serverMs, browserMs }: CpuSplit): string {
  const cores = os.cpus().length;
  const busy = (serverMs + browserMs) / wallMs;
  return `Chromium ${ms(browserMs)} + servidor ${ms(serverMs)} de CPU en ${ms(wallMs)} de reloj = ${busy.toFixed(2)} de ${cores} núcleos`;
}
