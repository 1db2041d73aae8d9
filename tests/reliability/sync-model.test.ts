// Issue 15, model-based: random schedules of 2–4 tablets of one organization — each with the
// app's replica, command runner and sync engine, against the real sync_push/sync_pull on
// PGlite — selling the same few seats offline, losing answers after the server applied
// them, syncing at the same time and handing the engine over to a new tab. Once everything
// settles, every replica equals the server row for row, every op was applied exactly once
// or is a visible conflict on its device, and the seats each device shows taken are the
// server's. A failing schedule is printed with fast-check's seed and path (replay with
// SYNC_MODEL_SEED=<seed> SYNC_MODEL_PATH=<path>); once shrunk it joins the regression table.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { endRun, scheduleArbitrary, settle, startRun, runStep, type Schedule } from './sync-model/model-schedule';
import { violationsAfterSettling } from './sync-model/model-properties';
import { REGRESSION_SCHEDULES } from './sync-model/regression-schedules';

/** Tuned so this file takes well under a minute on a shared 2-core machine. */
const NUM_RUNS = Number(process.env.SYNC_MODEL_RUNS ?? 40);
/**
 * The whole property stops after this long: a failure found is reported with the smallest
 * schedule shrunk so far (raise it to shrink further when hunting a new failure).
 */
const TIME_BUDGET_MS = Number(process.env.SYNC_MODEL_BUDGET_MS ?? 40_000);

let engine: Engine;

beforeAll(async () => {
  engine = await openEngine({});
  await migrate(engine, { seed: false });
}, 120_000);

afterAll(() => engine?.close());

/** Runs the schedule, lets everything settle, and returns what broke. */
async function violationsOf(schedule: Schedule): Promise<string[]> {
  const run = await startRun(engine, schedule);
  try {
    for (const step of schedule.steps) await runStep(run, step);
    const drained = await settle(run);
    return await violationsAfterSettling(run, drained);
  } finally {
    await endRun(run);
  }
}

describe('sync model: devices, faults and tabs converge on the server', () => {
  it(
    'random schedules settle with every replica equal to the server and every op applied once or shown',
    async () => {
      const seed = process.env.SYNC_MODEL_SEED ? Number(process.env.SYNC_MODEL_SEED) : undefined;
      const path = process.env.SYNC_MODEL_PATH;
      await fc.assert(
        fc.asyncProperty(scheduleArbitrary, async (schedule) => {
          const violations = await violationsOf(schedule);
          if (violations.length > 0) throw new Error(violations.join('\n'));
        }),
        { numRuns: NUM_RUNS, seed, path, interruptAfterTimeLimit: TIME_BUDGET_MS, markInterruptAsFailure: false },
      );
    },
    TIME_BUDGET_MS + 30_000,
  );

  it.each(REGRESSION_SCHEDULES)('regression: $name', async ({ schedule }) => {
    expect(await violationsOf(schedule)).toEqual([]);
  });
});
