// JSON answers gzipped in one job on the thread pool, so the event loop goes on with the next
// call meanwhile. Hono's compress middleware compresses through a web stream whose chunks
// keep the event loop busy: a first sync's 15 MB of pages took 300–350 ms to compress there,
// 90–100 ms of them on the event loop, while the server was building the next page (and a
// 2.75 MB public event compressed per visitor held up the cashier's calls). The other answers
// (the app's pages, files) stay with Hono's middleware, which leaves an encoded answer alone.
import { promisify } from 'node:util';
import { gzip, type InputType } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';

const gzipAsync = promisify(gzip);

/**
 * Level 1, not zlib's default 6: a first sync's pages compress in 180–190 ms instead of
 * 270–310 ms, for 6.5 % more bytes, and each page waits for its compression before the
 * device can read it (BENCHMARKS.md §3, 'Answers compressed off the event loop').
 */
const gzipJson = (body: InputType) => gzipAsync(body, { level: 1 });

/** Whether the caller takes gzip, by Accept-Encoding's weights ('gzip;q=0' refuses it). */
export const acceptsGzip = (c: Context) => accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip';

/** One answer, and its gzip made once however many callers it is sent to (public-read-cache). */
export class JsonAnswer {
  private compressed: Promise<Buffer> | null = null;
  constructor(readonly body: string) {}
  gzipped(): Promise<Buffer> {
    this.compressed ??= gzipJson(this.body);
    return this.compressed;
  }
}

/**
 * Gzips the JSON answers of the routes after it, for callers that take gzip. Registered after
 * Hono's compress middleware, so it sees each answer first; middleware registered after it
 * (the invitation mail reads invite_staff's answer) still see the answer as sent by its route.
 */
export function gzipJsonAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const json = /^application\/json\b/.test(answer.headers.get('Content-Type') ?? '');
    if (!json || !answer.body || answer.headers.has('Content-Encoding') || !acceptsGzip(c)) return;
    const zipped = await gzipJson(await answer.arrayBuffer());
    c.res = new Response(new Uint8Array(zipped), answer);
    c.res.headers.set('Content-Encoding', 'gzip');
    c.res.headers.delete('Content-Length');
    c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
