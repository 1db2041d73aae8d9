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
