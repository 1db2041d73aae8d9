// /storage/v1 driven by supabase-js storage, with the profile-pictures bucket and policies
// of the migrations deciding who may write where.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from './jwt.ts';
import { ONE_PIXEL_GIF, ONE_PIXEL_PNG } from './test-images.ts';
import { startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';

const PNG_BYTES = ONE_PIXEL_PNG;

let server: RunningServer;
let owner: { supabase: SupabaseClient; id: string };
let stranger: { supabase: SupabaseClient; id: string };

async function signedUpUser(label: string) {
  const supabase = server.client();
  const { data, error } = await supabase.auth.signUp({ email: uniqueEmail(label), password: 'ClaveSegura1' });
  if (error) throw error;
  return { supabase, id: data.user!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedUpUser('duena');
  stranger = await signedUpUser('extrana');
});
afterAll(() => server?.stop());

const pictures = (supabase: SupabaseClient) => supabase.storage.from('profile-pictures');

describe('profile pictures', () => {
  it('uploads into the own folder and serves the same bytes at the public URL', async () => {
    const file = new Blob([PNG_BYTES], { type: 'image/png' });
    const { data, error } = await pictures(owner.supabase).upload(`${owner.id}/avatar.png`, file);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${owner.id}/avatar.png`, fullPath: `profile-pictures/${owner.id}/avatar.png` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = pictures(owner.supabase).getPublicUrl(`${owner.id}/avatar.png`).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('refuses an upload into another user\'s folder, and an anonymous one', async () => {
    const file = new Blob([PNG_BYTES], { type: 'image/png' });
    const intrusion = await pictures(stranger.supabase).upload(`${owner.id}/intruso.png`, file);
    expect(intrusion.error).toMatchObject({ status: 403 });
    const anonymous = await pictures(server.client()).upload(`${owner.id}/anonimo.png`, file);
    expect(anonymous.error).not.toBeNull();
    const publicUrl = pictures(owner.supabase).getPublicUrl(`${owner.id}/intruso.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('refuses to overwrite without upsert and replaces with upsert', async () => {
    const name = `${owner.id}/reemplazo.png`;
    await pictures(owner.supabase).upload(name, new Blob([PNG_BYTES], { type: 'image/png' }));
    const again = await pictures(owner.supabase).upload(name, new Blob([PNG_BYTES], { type: 'image/png' }));
    expect(again.error).toMatchObject({ status: 409 });
    const replacement = ONE_PIXEL_GIF;
    const upsert = await pictures(owner.supabase).upload(name, new Blob([replacement], { type: 'image/gif' }), { upsert: true });
    expect(upsert.error).toBeNull();
    const response = await fetch(pictures(owner.supabase).getPublicUrl(name).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(replacement);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    const { error } = await pictures(owner.supabase).upload(`${owner.id}/grande.png`, big);
    expect(error).toMatchObject({ status: 413 });
  });

  it('accepts raw bytes, downloads through the authenticated path, and removes', async () => {
    const name = `${owner.id}/crudo.png`;
    const upload = await pictures(owner.supabase).upload(name, PNG_BYTES, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const download = await pictures(owner.supabase).download(name);
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(PNG_BYTES);

    const strangerRemoval = await pictures(stranger.supabase).remove([name]);
    expect(strangerRemoval.data).toEqual([]);
    const removal = await pictures(owner.supabase).remove([name]);
    expect(removal.data?.map((object) => object.name)).toEqual([name]);
    expect(fs.existsSync(path.join(server.storageDir, 'profile-pictures', owner.id, 'crudo.png'))).toBe(false);
    expect((await fetch(pictures(owner.supabase).getPublicUrl(name).data.publicUrl)).status).toBe(404);
  });

  it('cannot be tricked into writing or reading outside the storage folder', async () => {
    const { data: session } = await owner.supabase.auth.getSession();
    const traversal = await fetch(`${server.url}/storage/v1/object/profile-pictures/${owner.id}/..%2F..%2F..%2Fescape.png`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${session.session!.access_token}`,
        'content-type': 'image/png',
      },
      body: PNG_BYTES,
    });
    expect(traversal.status).toBe(400);
    expect(fs.existsSync(path.join(server.storageDir, '..', 'escape.png'))).toBe(false);
    const read = await fetch(`${server.url}/storage/v1/object/public/profile-pictures/..%2F..%2Fdist%2Findex.html`);
    expect(read.status).toBe(400);
  });

  it('answers an unknown bucket with 404 in storage\'s error shape', async () => {
    const { error } = await owner.supabase.storage.from('no-existe').upload(`${owner.id}/a.png`, PNG_BYTES);
    expect(error).toMatchObject({ status: 404, statusCode: '404' });
  });
});
