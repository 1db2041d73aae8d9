// Printing helpers shared by the benchmarks: percentiles, sizes and a plain table.
import os from 'node:os';

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

export function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
