// `npm run bench`: runs every `tests/bench/*.bench.ts` in the order of the issue's list and
// prints its figures. `npm run bench -- seat-map sync` runs only the files whose names
// contain one of the words. Not part of `npm test`: figures, not pass/fail.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, startBenchApp, type BenchApp } from './bench-app.ts';
import { loadAverage, machine } from './figures.ts';
import { printIssueSummary, reportFailure } from './issue-summary.ts';

export interface BenchContext {
  /** Builds the app into BENCH_DIST, once per run. */
  build(): void;
  /** The production build on the embedded backend with the largest stand on sale; started once, on first use. */
  app(): Promise<BenchApp>;
}

export interface Benchmark {
  /** Its number in issue 7's list; benchmarks run in this order. */
  item: number;
  run(context: BenchContext): Promise<void>;
}

const words = process.argv.slice(2);
const files = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => words.length === 0 || words.some((word) => file.includes(word)));
const benchmarks = await Promise.all(
  files.map(async (file) => ({
    file,
    ...((await import(pathToFileURL(path.join(import.meta.dirname, file)).href)).benchmark as Benchmark),
  })),
);

// `as`: the assignment happens inside app(), where TypeScript does not see it.
let started = null as Promise<BenchApp> | null;
let built = false;
const context: BenchContext = {
  build: () => {
    if (!built) buildApp();
    built = true;
  },
  app: () => {
    started ??= (async () => {
      context.build();
      return startBenchApp();
    })();
    return started;
  },
};

const machineLine = `Máquina: ${machine()}`;
console.log(`Taquilla — benchmarks\n${machineLine}`);
try {
  for (const benchmark of benchmarks.sort((a, b) => a.item - b.item)) {
    console.log(`\n— Ítem ${benchmark.item}: ${benchmark.file} (${loadAverage()})`);
    // One benchmark that fails (a dropped connection under load) must not cost the others' figures.
    try {
      await benchmark.run(context);
    } catch (error) {
      console.error(`\n${benchmark.file} falló:`, error);
      reportFailure(benchmark.file, error);
      process.exitCode = 1;
    }
  }
  printIssueSummary(machineLine);
} finally {
  if (started) await (await started).stop();
}
