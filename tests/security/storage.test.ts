// Storage attacked over HTTP on the real server (issue 13, point 4): an SVG with a script
// claimed as PNG is refused and nothing is stored; objects are served with the type their
// bytes prove and nosniff; nobody lists or downloads another user's folder; a path under an
// existing object is a Spanish 4xx, not a 500.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ONE_PIXEL_GIF, ONE_PIXEL_JPEG, ONE_PIXEL_PNG, SVG_WITH_SCRIPT } from '../../supabase/local/test-images.ts';
import { startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';
import { expectPlainSpanish } from '../reliability/bad-input-checks.ts';

const BUCKET = 'profile-pictures';

let server: RunningServer;
let alice: { supabase: SupabaseClient; id: string };
let bob: { supabase: SupabaseClient; id: string };

async function signedUpUser(label: string) {
  const supabase = server.client();
  const { data, error } = await supabase.auth.signUp({ email: uniqueEmail(label), password: 'Gradería-Norte-2026' });
  if (error) throw error;
  return { supabase, id: data.user!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUpUser('alicia');
  bob = await signedUpUser('roberto');
}, 60_000);
afterAll(() => server?.stop());

const pictures = (supabase: SupabaseClient) => supabase.storage.from(BUCKET);
const publicUrlOf = (name: string) => `${server.url}/storage/v1/object/public/${BUCKET}/${name}`;
const storedRows = async (name: string) =>
  (await server.engine.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name])).rows.length;
const fileOnDisk = (name: string) => fs.existsSync(path.join(server.storageDir, BUCKET, ...name.split('/')));

/** A Spanish refusal with the given status, as supabase-js reports it. */
function expectRefused(error: unknown, status: number) {
  expect(error).toMatchObject({ status, message: expect.any(String) });
  expectPlainSpanish((error as { message: string }).message, [], `HTTP ${status}`);
}

describe('content checked by its bytes', () => {
  it.each([
    ['an SVG with a script claimed as PNG', SVG_WITH_SCRIPT, 'image/png', 'foto.png'],
    ['an SVG claimed as SVG', SVG_WITH_SCRIPT, 'image/svg+xml', 'foto.svg'],
    ['an HTML page claimed as GIF', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'image/gif', 'foto.gif'],
    ['a PNG signature followed by a script', new Uint8Array([...ONE_PIXEL_PNG.slice(0, 8), ...new TextEncoder().encode('<script>alert(1)</script>')]), 'image/png', 'firma.png'],
  ])('refuses %s with 415 in Spanish, and stores nothing', async (_what, bytes, contentType, file) => {
    const name = `${alice.id}/${file}`;
    const { error } = await pictures(alice.supabase).upload(name, new Blob([bytes], { type: contentType }));
    expectRefused(error, 415);
    expect((error as { message: string }).message).toBe('El archivo no es una imagen JPG, PNG o GIF');
    expect(await storedRows(name)).toBe(0);
    expect(fileOnDisk(name)).toBe(false);
    expect((await fetch(publicUrlOf(name))).status).toBe(404);
  });

  it.each([
    ['PNG', ONE_PIXEL_PNG, 'image/png'],
    ['GIF', ONE_PIXEL_GIF, 'image/gif'],
    ['JPEG', ONE_PIXEL_JPEG, 'image/jpeg'],
  ])('serves a %s with the type its bytes prove, whatever was claimed, and nosniff', async (_kind, bytes, verifiedType) => {
    const name = `${alice.id}/mentira-${verifiedType.split('/')[1]}.txt`;
    const { error } = await pictures(alice.supabase).upload(name, bytes, { contentType: 'text/html' });
    expect(error).toBeNull();
    for (const response of [await fetch(publicUrlOf(name)), await authenticatedDownload(alice.supabase, name)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(verifiedType);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
  });

  it('serves a file stored before the check as a download, never as a page or an image it is not', async () => {
    const name = `${alice.id}/antigua.png`;
    await server.engine.query(
      `insert into storage.objects (bucket_id, name, owner, metadata)
       values ($1, $2, $3, '{"mimetype": "image/svg+xml", "size": 80, "cacheControl": "max-age=3600"}')`,
      [BUCKET, name, alice.id],
    );
    fs.mkdirSync(path.join(server.storageDir, BUCKET, alice.id), { recursive: true });
    fs.writeFileSync(path.join(server.storageDir, BUCKET, alice.id, 'antigua.png'), SVG_WITH_SCRIPT);
    const response = await fetch(publicUrlOf(name));
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('listing and reading by policy', () => {
  beforeAll(async () => {
    for (const name of ['perfil.png', 'viejas/2025.png']) {
      const { error } = await pictures(alice.supabase).upload(`${alice.id}/${name}`, ONE_PIXEL_PNG, { contentType: 'image/png' });
      if (error) throw error;
    }
  });

  it('lists the own folder, with its files and sub-folders', async () => {
    const { data, error } = await pictures(alice.supabase).list(alice.id, { search: 'perfil' });
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['perfil.png']);
    const all = await pictures(alice.supabase).list(alice.id);
    expect(all.data?.map((entry) => [entry.name, entry.id === null])).toContainEqual(['viejas', true]);
    expect(all.data?.find((entry) => entry.name === 'perfil.png')?.metadata).toMatchObject({ mimetype: 'image/png' });
  });

  it('lists nothing of another user, not even the folder names (user ids) at the root', async () => {
    const other = await pictures(bob.supabase).list(alice.id);
    expect(other).toMatchObject({ data: [], error: null });
    const root = await pictures(bob.supabase).list();
    expect(root).toMatchObject({ data: [], error: null });
    const ownRoot = await pictures(alice.supabase).list();
    expect(ownRoot.data?.map((entry) => entry.name)).toEqual([alice.id]);
  });

  it('lists nothing to an anonymous caller', async () => {
    expect(await pictures(server.client()).list()).toMatchObject({ data: [], error: null });
    expect(await pictures(server.client()).list(alice.id)).toMatchObject({ data: [], error: null });
  });

  it('downloads another user’s object through the authenticated path as 404, yet serves it by its public URL', async () => {
    const name = `${alice.id}/perfil.png`;
    expect((await authenticatedDownload(bob.supabase, name)).status).toBe(404);
    const { error } = await pictures(bob.supabase).download(name);
    expect(error).toMatchObject({ status: 404 });
    expect((await fetch(publicUrlOf(name))).status).toBe(200);
  });

  it('refuses a malformed listing request in Spanish', async () => {
    const response = await storageFetch(bob.supabase, `/object/list/${BUCKET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '../', limit: -1 }),
    });
    expect(response.status).toBe(400);
    expectPlainSpanish(((await response.json()) as { message: string }).message, [], 'listado');
  });
});

describe('paths', () => {
  it('refuses a file under an existing file with 409 in Spanish, and stores nothing', async () => {
    expect((await pictures(bob.supabase).upload(`${bob.id}/foto.png`, ONE_PIXEL_PNG, { contentType: 'image/png' })).error).toBeNull();
    const nested = `${bob.id}/foto.png/otra.png`;
    const { error } = await pictures(bob.supabase).upload(nested, ONE_PIXEL_PNG, { contentType: 'image/png' });
    expectRefused(error, 409);
    expect(await storedRows(nested)).toBe(0);
    expect((await fetch(publicUrlOf(`${bob.id}/foto.png`))).status).toBe(200);
  });

  it('refuses a file in place of a folder with 409, and allows it once the folder is emptied', async () => {
    const inside = `${bob.id}/album/uno.png`;
    expect((await pictures(bob.supabase).upload(inside, ONE_PIXEL_PNG, { contentType: 'image/png' })).error).toBeNull();
    const folderName = `${bob.id}/album`;
    expectRefused((await pictures(bob.supabase).upload(folderName, ONE_PIXEL_PNG, { upsert: true })).error, 409);
    expect(await storedRows(folderName)).toBe(0);
    expect((await pictures(bob.supabase).remove([inside])).data).toHaveLength(1);
    expect((await pictures(bob.supabase).upload(folderName, ONE_PIXEL_PNG)).error).toBeNull();
  });

  it.each([
    ['a non-ASCII name', 'foto-ñandú.png'],
    ['a name of 300 characters', `${'a'.repeat(300)}.png`],
    ['a percent-encoded NUL', 'a%00.png'],
  ])('refuses %s with 400 InvalidKey in Spanish', async (_what, file) => {
    const response = await storageFetch(bob.supabase, `/object/${BUCKET}/${bob.id}/${encodeURIComponent(file).replace('%2500', '%00')}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: ONE_PIXEL_PNG,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('InvalidKey');
    expectPlainSpanish(body.message, [], 'ruta');
  });
});

async function storageFetch(supabase: SupabaseClient, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const { data } = await supabase.auth.getSession();
  const headers = new Headers(init.headers);
  headers.set('apikey', server.anonKey);
  headers.set('authorization', `Bearer ${data.session?.access_token ?? server.anonKey}`);
  return fetch(`${server.url}/storage/v1${pathAndQuery}`, { ...init, headers });
}

function authenticatedDownload(supabase: SupabaseClient, name: string): Promise<Response> {
  return storageFetch(supabase, `/object/authenticated/${BUCKET}/${name}`);
}
