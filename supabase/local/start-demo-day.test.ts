// Issue 19 point 5 as a newcomer meets it: the first `npm start` on a new folder writes the
// demo day (a festival on today, full of sales); a warm start writes nothing again; and the
// test servers' switch (TAQUILLA_DEMO_DAY=0) leaves the spec's festival alone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DAY } from './demo-day-plan.ts';
import { anonKeyOf, runStart, stopRun, urlOf, startWorkspaceFor } from './start-process.ts';

const workspace = startWorkspaceFor('taquilla-demo-day-');

/** Seats reserved or paid for the demo day, as the public page reads them; null when there is no such event. */
async function seatsTaken(url: string): Promise<number | null> {
  const response = await fetch(`${url}/rest/v1/rpc/get_event_seat_statuses`, {
    method: 'POST',
    headers: { apikey: await anonKeyOf(url), 'content-type': 'application/json' },
    body: JSON.stringify({ event_slug: DEMO_DAY.eventSlug }),
  });
  if (response.status === 404) return null;
  const { venues } = (await response.json()) as { venues: { reserved: string[]; paid: string[] }[] };
  return venues.reduce((sum, venue) => sum + venue.reserved.length + venue.paid.length, 0);
}

describe('npm start and the demo day', () => {
  it('writes the demo day on the first start of a new folder only, and says how long it took', async () => {
    // As on a newcomer's machine: TAQUILLA_DEMO_DAY is not set at all.
    const env = { TAQUILLA_DATA_DIR: workspace.dataDir, TAQUILLA_STATIC_DIR: workspace.staticDir, TAQUILLA_DEMO_DAY: undefined };
    const first = runStart(env);
    const url = await urlOf(first);
    expect(first.output()).toMatch(/Día de demostración: "Noches de Música Andina" en curso, .*\(\d+\.\d s\)/);
    const taken = await seatsTaken(url);
    expect(taken).toBeGreaterThan(300);
    expect(await stopRun(first)).toBe(0);

    const warm = runStart(env);
    const warmUrl = await urlOf(warm);
    expect(warm.output()).not.toContain('Día de demostración');
    expect(await seatsTaken(warmUrl)).toBe(taken);
    expect(await stopRun(warm)).toBe(0);
  }, 120_000);

  it('leaves it out with TAQUILLA_DEMO_DAY=0, as the test servers start', async () => {
    const run = runStart({ TAQUILLA_DATA_DIR: path.join(workspace.dir, 'sin-dia'), TAQUILLA_STATIC_DIR: workspace.staticDir, TAQUILLA_DEMO_DAY: '0' });
    const url = await urlOf(run);
    expect(run.output()).toContain('datos de demostración creados');
    expect(run.output()).not.toContain('Día de demostración');
    expect(await seatsTaken(url)).toBeNull();
    expect(await stopRun(run)).toBe(0);
  }, 90_000);
});
