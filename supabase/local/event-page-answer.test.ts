// The public event page served with its event's answer inside (event-page-answer.ts): the same
// answer a visitor's call gets, only for a public event page of an event that exists, written
// so that no text of the event can leave the data block; the page's start is sent before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './engine.ts';
import { eventLayoutReader, streamWithEventLayout } from './event-page-answer.ts';
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
  it('is sent as it is written, not gzipped: a gzip stream would hold back its start until the answer', async () => {
    const response = await fetch(`${server.url}/event/${SLUG}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(blocksOf(await response.text())).toHaveLength(1);
  });

  it("carries the same answer as the visitor's get_event_layout, once, for its slug", async () => {
    const html = await page(`/event/${SLUG}`);
    expect(blocksOf(html)).toEqual([{ slug: SLUG, layout: await askLayout() }]);
    expect(html.indexOf('id="taquilla-event-layout"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("keeps an event's name inside the block: no text of it closes the block or starts a script", async () => {
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
  it('sends the page up to the end of its body before the answer is read, then the answer and the rest', async () => {
    let answer!: (layout: string | null) => void;
    const reader = streamWithEventLayout('<html><body><div id="root">Cargando…</div></body></html>', SLUG, new Promise((resolve) => (answer = resolve))).getReader();
    const text = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await text()).toBe('<html><body><div id="root">Cargando…</div>');
    answer('{"name":"a<b"}');
    expect(await text()).toBe(`<script type="application/json" id="taquilla-event-layout" data-slug="${SLUG}">{"name":"a\\u003cb"}</script></body></html>`);
    expect((await reader.read()).done).toBe(true);
  });

  it('ends the page without an answer when there is none', async () => {
    const stream = streamWithEventLayout('<body><div id="root"></div></body>', SLUG, Promise.resolve(null));
    expect(await new Response(stream).text()).toBe('<body><div id="root"></div></body>');
  });

  it('is left out when the database never answers: the page still ends', async () => {
    const secret = randomJwtSecret();
    const neverAnswers = { publicTransaction: () => new Promise(() => undefined) } as unknown as Engine;
    const read = eventLayoutReader({ cache: new PublicReadCache(), engine: neverAnswers }, new JwtKeys(secret), signApiKey(secret, 'anon'), 50);
    await expect(read(SLUG)).resolves.toBeNull();
  });

  it('writes a slug that could close its attribute as text', async () => {
    const stream = streamWithEventLayout('<body></body>', '"><img src=x onerror=alert(1)>', Promise.resolve('{}'));
    const html = await new Response(stream).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('data-slug="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
