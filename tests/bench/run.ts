// `npm run bench`: builds the app, starts it with the largest stand on sale, runs every
// benchmark and prints its figures. Not part of `npm test`: figures, not pass/fail.
import { buildApp, startBenchApp } from './bench-app.ts';
import { machine } from './figures.ts';
import { seatMapBenchmark } from './seat-map.bench.ts';

console.log(`Taquilla — benchmarks\nMáquina: ${machine()}`);
buildApp();
const app = await startBenchApp();
try {
  await seatMapBenchmark(app);
} finally {
  await app.stop();
}
