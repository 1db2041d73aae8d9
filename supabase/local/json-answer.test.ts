import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { gzipJsonAnswers, JsonAnswer } from './json-answer.ts';

const bigBody = JSON.stringify({ rows: Array.from({ length: 2_000 }, (_, index) => ({ id: index, name: `Fila ${index}` })) });
const call = (app: Hono, path: string, acceptEncoding: string) => app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });

/** As server.ts stacks them: Hono's compress, this one, then the routes' own middleware. */
function server(seenByRouteMiddleware: string[] = []): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.use('*', gzipJsonAnswers());
  app.use('/rpc', async (c, next) => {
    await next();
    seenByRouteMiddleware.push(await c.res.clone().text());
  });
  app.get('/rpc', (c) => {
    c.header('Vary', 'Origin');
    return c.body(bigBody, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get('/already-gzipped', (c) => c.body('zipped elsewhere', 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }));
  return app;
}

describe('gzipJsonAnswers', () => {
  it("gzips a route's JSON answer whole for a caller that takes gzip; the middleware after it still reads the plain answer", async () => {
    const seen: string[] = [];
    const answer = await call(server(seen), '/rpc', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Compressed once: the bytes decompress to the answer (compressed twice, they would not).
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(bigBody);
    expect(seen).toEqual([bigBody]);
  });

  it('leaves alone the answer of a caller that does not take gzip and one already encoded', async () => {
    const plain = await call(server(), '/rpc', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigBody);
    const refused = await call(server(), '/rpc', 'gzip;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(bigBody);
    const encoded = await call(server(), '/already-gzipped', 'gzip');
    expect(await encoded.text()).toBe('zipped elsewhere');
  });

  it('leaves the answers that are not JSON to the compress middleware', async () => {
    const app = new Hono();
    app.use('*', gzipJsonAnswers());
    app.get('/page', (c) => c.html(`<p>${'Taquilla '.repeat(500)}</p>`));
    const page = await call(app, '/page', 'gzip');
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(await page.text()).toContain('<p>Taquilla');
  });
});

describe('JsonAnswer', () => {
  it('compresses once however many callers it is sent to', async () => {
    const answer = new JsonAnswer(bigBody);
    const first = answer.gzipped();
    expect(answer.gzipped()).toBe(first);
    expect(gunzipSync(await first).toString()).toBe(bigBody);
  });
});
