// The public event page served with its event's answer inside (event-page-answer.ts): the same
// answer a visitor's call gets, only for a public event page of an event that exists, written
// so that no text of the event can leave the data block, and never waited for long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './engine.ts';
import { eventLayoutReader, withEventLayout } from './event-page-answer.ts';
import { JwtKeys, randomJwtSecret, signApiKey } from './jwt.ts';
import { PublicReadCache } from './public-read-cache.ts';
import { startTestServer, type RunningServer } from './test-server.ts';

const SLUG = 'festival-bambuco-2025';
/** An organizer may name an event anything: this name tries to close the block and run a script. */
const HOSTILE_NAME = 'Final </script><script>alert(1)</script> <!-- $& $1';
const BLOCK = /<script type="application\/json" id="taquilla-event-layout" data-slug="([^"]*)">([\s\S]*?)<\/script>/g;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.engine.query('update public.events set name = $1 where slug = $2', [HOSTILE_NAME, SLUG]);
});
afterAll(() => server.stop());

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const askLayout = async () => {
  const rpc = await fetch(`${server.url}/rest/v1/rpc/get_event_layout`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ event_slug: SLUG }),
  });
  expect(rpc.status).toBe(200);
  return rpc.json() as Promise<unknown>;
};
const blocksOf = (html: string) => [...html.matchAll(BLOCK)].map(([, slug, json]) => ({ slug, layout: JSON.parse(json) as unknown }));

describe('the public event page served with its event', () => {
  // Each page right after the visitor's call: a page waits for its answer only briefly
  // (WAIT_FOR_ANSWER_MS), and a busy machine running every suite may take longer for a first read.
  it("carries the same answer as the visitor's get_event_layout, once, for its slug", async () => {
    const answer = await askLayout();
    expect(blocksOf(await page(`/event/${SLUG}`))).toEqual([{ slug: SLUG, layout: answer }]);
  });

  it("keeps an event's name inside the block: no text of it closes the block or starts a script", async () => {
    await askLayout();
    const html = await page(`/event/${SLUG}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect((blocksOf(html)[0].layout as { name: string }).name).toBe(HOSTILE_NAME);
  });

  it.each(['/event/no-existe', '/event/%E0%A4%A', '/events', '/login', '/'])('%s is served without an answer', async (path) => {
    expect(blocksOf(await page(path))).toEqual([]);
  });
});

describe('the answer put in a page', () => {
  it('is left out when the database does not answer at once: the page is not held back', async () => {
    const secret = randomJwtSecret();
    const neverAnswers = { publicTransaction: () => new Promise(() => undefined) } as unknown as Engine;
    const read = eventLayoutReader({ cache: new PublicReadCache(), engine: neverAnswers }, new JwtKeys(secret), signApiKey(secret, 'anon'));
    await expect(read(SLUG)).resolves.toBeNull();
  });

  it('writes a slug that could close its attribute as text', () => {
    const html = withEventLayout('<body></body>', '"><img src=x onerror=alert(1)>', '{}');
    expect(html).not.toContain('<img');
    expect(html).toContain('data-slug="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
