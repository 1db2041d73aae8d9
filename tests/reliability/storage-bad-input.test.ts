// Bad input to every storage route, over HTTP against the real server: fast-check throws
// requests built from odd methods, paths (traversal, encodings, NULs, Unicode, huge and
// nested names, other users' folders), callers (anonymous, two users, forged and missing
// keys), headers and bodies (non-images claimed as images, broken multipart, JSON of any
// shape). Whatever comes in, the answer is a 2xx or a 4xx with a plain Spanish message —
// never a 5xx — and every file left on disk is a real JPEG, PNG or GIF.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedImageType } from '../../supabase/local/storage-content.ts';
import { ONE_PIXEL_GIF, ONE_PIXEL_PNG, SVG_WITH_SCRIPT } from '../../supabase/local/test-images.ts';
import { startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';
import { expectPlainSpanish } from './bad-input-checks.ts';
import { largeText, sqlLikeText } from './rpc-arbitraries.ts';

const SEED = 20261125;
const RUNS = 300;

let server: RunningServer;
const users: { id: string; token: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const label of ['fuzz-a', 'fuzz-b']) {
    const { data, error } = await server.client().auth.signUp({ email: uniqueEmail(label), password: 'Gradería-Norte-2026' });
    if (error) throw error;
    users.push({ id: data.user!.id, token: data.session!.access_token });
  }
  // Something to collide with: a file, and a file inside a folder, in the first user's folder.
  for (const name of ['foto.png', 'album/uno.png']) {
    const response = await request({ method: 'POST', path: `/object/profile-pictures/${users[0].id}/${name}`, caller: 0, body: ONE_PIXEL_PNG, contentType: 'image/png' });
    if (response.status !== 200) throw new Error(`No se pudo preparar ${name}: ${response.status}`);
  }
}, 60_000);
afterAll(() => server?.stop());

type Caller = 0 | 1 | 'anon' | 'forged' | 'no-api-key';

interface StorageRequest {
  method: string;
  path: string;
  caller: Caller;
  body?: Uint8Array | string;
  contentType?: string;
  upsert?: string;
  cacheControl?: string;
}

interface Answer {
  status: number;
  text: string;
}

/** Where a path really goes once the URL is parsed ('..' resolved, odd characters escaped). */
const urlOf = (r: StorageRequest) => new URL(`${server.url}/storage/v1${r.path}`);

/**
 * One request on a connection of its own (node:http, no keep-alive): a refusal that closes
 * its connection early (an oversized body) must not break the next request's reused socket.
 */
function request(r: StorageRequest): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (r.caller !== 'no-api-key') headers.apikey = server.anonKey;
  if (typeof r.caller === 'number') headers.authorization = `Bearer ${users[r.caller].token}`;
  if (r.caller === 'forged') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.firma';
  if (r.contentType !== undefined) headers['content-type'] = r.contentType;
  if (r.upsert !== undefined) headers['x-upsert'] = r.upsert;
  if (r.cacheControl !== undefined) headers['cache-control'] = r.cacheControl;
  const body = r.body !== undefined && !['GET', 'HEAD'].includes(r.method) ? Buffer.from(r.body) : undefined;
  if (body) headers['content-length'] = String(body.byteLength);
  const url = urlOf(r);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: r.method, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', reject);
      },
    );
    // The server may answer (413, 401) and close before reading a large body: the answer still counts.
    outgoing.on('error', (error) => (outgoing.writableFinished ? undefined : reject(error)));
    outgoing.end(body);
  });
}

const segment = fc.oneof(
  fc.constantFrom('foto.png', 'album', 'uno.png', 'otra.png', '..', '.', '', '%2e%2e', '..%2F..%2Fescape', '%00', 'a%00b.png',
    '%E0%A4%A', 'ñandú.png', 'e%CC%81.png', '%5C', 'CON', 'x'.repeat(256), '%2F', ' ', 'a b.png'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent),
);

const objectName = fc.tuple(
  fc.oneof(fc.constant(() => users[0].id), fc.constant(() => users[1].id), fc.constant(() => 'ajeno'), segment.map((s) => () => s)),
  fc.array(segment, { minLength: 0, maxLength: 4 }),
).map(([first, rest]) => () => [first(), ...rest].join('/'));

const bucket = fc.constantFrom('profile-pictures', 'no-existe', '..', '%2e%2e', 'a%2Fb', '', 'x'.repeat(70));

const route = fc.oneof(
  fc.tuple(bucket, objectName).map(([b, name]) => () => `/object/${b}/${name()}`),
  fc.tuple(fc.constantFrom('public', 'authenticated', 'sign', 'info', 'move', 'copy'), bucket, objectName).map(([kind, b, name]) => () => `/object/${kind}/${b}/${name()}`),
  fc.tuple(fc.constantFrom('/object/list/', '/object/', '/bucket/', '/object/list-v2/'), bucket).map(([start, b]) => () => `${start}${b}`),
  fc.constantFrom('/', '/bucket', '/object', '/object/', '/s3', '/upload/resumable').map((p) => () => p),
);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.record({ prefixes: fc.array(fc.oneof(fc.string(), fc.jsonValue(), objectName.map((n) => n())), { maxLength: 5 }) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record(
    { prefix: fc.oneof(fc.string(), fc.integer(), sqlLikeText), limit: fc.oneof(fc.integer(), fc.double(), fc.string()), offset: fc.integer(), search: fc.oneof(fc.string(), sqlLikeText), sortBy: fc.record({ column: fc.oneof(fc.string(), sqlLikeText), order: fc.string() }, { requiredKeys: [] }) },
    { requiredKeys: [] },
  ).map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '[]', 'null', '{"prefixes": "a"}', '{"prefixes": ["\\u0000"]}'),
  largeText,
);

const bytesBody = fc.oneof(
  fc.constantFrom(ONE_PIXEL_PNG, ONE_PIXEL_GIF, SVG_WITH_SCRIPT, new Uint8Array(), new Uint8Array([...ONE_PIXEL_PNG.slice(0, 8), 60, 115])),
  fc.uint8Array({ maxLength: 64 }),
);

const multipartBody = fc.constantFrom(
  '--x\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\nContent-Type: image/png\r\n\r\n<svg/>\r\n--x--\r\n',
  '--x\r\nbroken',
  '',
);

const anyContentType = fc.constantFrom('image/png', 'image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream', '', 'image/png; charset=x');
const anyCaller = fc.constantFrom<Caller>(0, 1, 'anon', 'forged', 'no-api-key');
const upsertHeader = fc.option(fc.constantFrom('true', 'false', 'TRUE', '1', ''), { nil: undefined });
const cacheControlHeader = fc.option(fc.oneof(fc.constantFrom('max-age=1', 'no-store', '99999999999999', 'max-age=-1'), sqlLikeText), { nil: undefined });
const collidingNames = fc.array(fc.constantFrom('foto.png', 'album', 'uno.png', 'otra.png', 'x'), { minLength: 1, maxLength: 3 });
const folderOf = (caller: Caller) => (typeof caller === 'number' ? users[caller].id : users[0].id);

/** Anything at all, mostly refused before it reaches the database. */
const wildRequest: fc.Arbitrary<StorageRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
    route,
    caller: anyCaller,
    payload: fc.oneof(
      fc.tuple(bytesBody, anyContentType),
      fc.tuple(jsonBody, fc.constant('application/json')),
      fc.tuple(multipartBody, fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data')),
    ) as fc.Arbitrary<[Uint8Array | string, string]>,
    upsert: upsertHeader,
    cacheControl: cacheControlHeader,
  })
  .map(({ method, route: at, caller, payload: [body, contentType], upsert, cacheControl }) => ({
    method, path: at(), caller, body, contentType, upsert, cacheControl,
  }));

/** Uploads that get as far as the database and the disk: into a folder, often the caller's own, with clashing names. */
const uploadRequest: fc.Arbitrary<StorageRequest> = fc
  .record({
    method: fc.constantFrom('POST', 'PUT'),
    caller: anyCaller,
    ownFolder: fc.boolean(),
    names: fc.oneof(collidingNames, fc.array(segment, { minLength: 1, maxLength: 3 })),
    body: fc.oneof(bytesBody, multipartBody),
    contentType: fc.oneof(anyContentType, fc.constant('multipart/form-data; boundary=x')),
    upsert: upsertHeader,
    cacheControl: cacheControlHeader,
  })
  .map(({ caller, ownFolder: own, names, ...rest }) => ({
    ...rest,
    caller,
    path: `/object/profile-pictures/${own ? folderOf(caller) : users[1 - (caller === 1 ? 1 : 0)].id}/${names.join('/')}`,
  }));

/** Removals and listings of the bucket, with bodies of every shape. */
const bucketRequest: fc.Arbitrary<StorageRequest> = fc
  .record({
    kind: fc.constantFrom('remove', 'list'),
    caller: anyCaller,
    body: fc.oneof(
      jsonBody,
      fc.array(fc.oneof(collidingNames.map((n) => n.join('/')), fc.string(), fc.constant('\u0000')), { maxLength: 4 })
        .map((names) => JSON.stringify({ prefixes: names.map((n) => `${users[0].id}/${n}`) })),
    ),
  })
  .map(({ kind, caller, body }) => ({
    method: kind === 'remove' ? 'DELETE' : 'POST',
    path: kind === 'remove' ? '/object/profile-pictures' : '/object/list/profile-pictures',
    caller,
    body,
    contentType: 'application/json',
  }));

const storageRequest = fc
  .oneof({ arbitrary: wildRequest, weight: 2 }, { arbitrary: uploadRequest, weight: 3 }, { arbitrary: bucketRequest, weight: 1 })
  // A path whose '..' climbs out of /storage/v1 is another door's request, not storage's.
  .filter((r) => urlOf(r).pathname.startsWith('/storage/v1/'));

function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('malformed requests to the storage routes', () => {
  it('answer 2xx or a 4xx with a plain Spanish message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(storageRequest, async (r) => {
        const response = await request(r);
        const text = response.text;
        const shown = `${r.method} ${r.path.slice(0, 200)} → HTTP ${response.status}: ${text.slice(0, 200)}`;
        expect(response.status, shown).toBeLessThan(500);
        if (response.status < 400 || r.method === 'HEAD') return;
        const body = JSON.parse(text) as { message?: unknown };
        expect(typeof body.message, shown).toBe('string');
        expectPlainSpanish(body.message as string, [], shown);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('leave on disk only real JPEG, PNG and GIF files', async () => {
    const files = storedFiles(path.join(server.storageDir, 'profile-pictures'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(await verifiedImageType(new Uint8Array(fs.readFileSync(file))), file).not.toBeNull();
  });
});
