// Issue 17: `npm run bench` ends with one table of the issue's rows — each figure beside its
// target, met or not — taken from the benchmarks that ran, with the same machine line. A row
// whose benchmark did not run (named out, or no Postgres 15) says so instead of a figure.
import { loadAverage, printGrid } from './figures.ts';

export const ISSUE_ROWS = {
  eventAnswer: { label: 'Respuesta del evento de 12.500 asientos (la que usa la página), en la red', target: '≤ 50 KB', bench: 'seat-map' },
  mapRendered: { label: 'Mapa de 12.500 asientos mostrado, desde la navegación', target: '≤ 300 ms', bench: 'seat-map' },
  cashier: { label: 'get_my_profile del taquillero, p99, con 100 visitantes sondeando', target: '≤ 200 ms', bench: 'cashier' },
  firstSync: { label: 'Primera sincronización: 12.500 asientos + 10.000 reservas en Chromium', target: '≤ 2 s', bench: 'sync' },
  push: { label: 'Envío de 1.000 operaciones sin conexión', target: '≥ 1.000 ops/s', bench: 'sync' },
  booking: { label: 'book_seats en Postgres 15, 32 clientes: ÷ TPS de pgbench TPC-B; p99', target: '≥ 0,5; p99 ≤ 50 ms', bench: 'booking' },
  click: { label: 'Clic en un asiento → mostrado seleccionado, p95', target: '≤ 16 ms (un cuadro)', bench: 'seat-map' },
  publicJs: { label: 'JavaScript de la página pública, gzip', target: '≤ 120 KB', bench: 'bundle' },
  start: { label: 'Arranque del backend, caliente / en frío (dirección impresa)', target: '≤ 0,5 s / ≤ 2,5 s', bench: 'startup' },
} as const;

export type IssueRow = keyof typeof ISSUE_ROWS;

/**
 * Not met, and out of reach on this machine: the benchmark's floor, the least work that meets
 * the row's purpose (booking-rows-floor.ts), misses the target too.
 */
export const OUT_OF_REACH = 'out-of-reach';

/** null: not measured (e.g. no Postgres 15 on this machine). */
type Met = boolean | null | typeof OUT_OF_REACH;

interface Figure {
  value: string;
  met: Met;
  /** Conditions of the figure: the load average when it was taken, what it depends on. */
  note: string;
}

const figures = new Map<IssueRow, Figure[]>();
/** Benchmarks that threw, by file name, with their message: their rows say so instead of a figure. */
const failures = new Map<string, string>();

/** A benchmark file (e.g. `cashier.bench.ts`) that threw: its rows without a figure show the error. */
export function reportFailure(file: string, error: unknown): void {
  failures.set(file, error instanceof Error ? error.message : String(error));
}

const failureOf = (bench: string) => failures.get(`${bench}.bench.ts`);

/** A figure for one of the issue's rows; a row may get several (PGlite and Postgres 15). */
export function reportFigure(row: IssueRow, value: string, met: Met, note = ''): void {
  const notes = [note, loadAverage()].filter(Boolean).join('; ');
  figures.set(row, [...(figures.get(row) ?? []), { value, met, note: notes }]);
}

function verdict(met: Met): string {
  if (met === null) return 'sin medir';
  if (met === OUT_OF_REACH) return 'no cumplido: fuera de alcance aquí, el piso tampoco cumple';
  return met ? 'cumplido' : 'no cumplido';
}

export function printIssueSummary(machineLine: string): void {
  const rows: string[][] = [];
  for (const [key, { label, target, bench }] of Object.entries(ISSUE_ROWS) as [IssueRow, (typeof ISSUE_ROWS)[IssueRow]][]) {
    const reported = figures.get(key);
    const failure = failureOf(bench);
    if (!reported) {
      rows.push([label, target, failure ? `falló: ${failure}` : `no se corrió (npm run bench -- ${bench})`, '—', '']);
      continue;
    }
    for (const figure of reported) rows.push([label, target, figure.value, verdict(figure.met), figure.note]);
  }
  printGrid(`Resumen del issue 17 — ${machineLine}`, { header: ['Cifra', 'Meta', 'Medido', '¿Cumple?', 'Condiciones'], rows });
}
