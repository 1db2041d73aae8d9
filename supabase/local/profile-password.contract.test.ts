// What "Mi Perfil" relies on, driven with the real supabase-js: the current password is
// checked by signing in again (same user, so the session only rotates), then changed with
// update-user; the photo goes to the user's own folder and its URL through
// update_user_profile. A foreign folder being refused is in storage-contract.test.ts.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, uniqueEmail, type RunningServer } from './test-server.ts';
import { ONE_PIXEL_PNG } from './test-images.ts';

const PNG_BYTES = ONE_PIXEL_PNG;

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** A registered organizer, signed in on their own client as the app would be. */
async function organizer(password: string): Promise<{ supabase: SupabaseClient; email: string; id: string }> {
  const supabase = server.client();
  const email = uniqueEmail('perfil');
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error) throw error;
  const registration = await supabase.rpc('register_organizer', { p_full_name: 'Laura Gómez', p_company_name: 'Eventos del Huila' });
  if (registration.error) throw registration.error;
  return { supabase, email, id: data.user!.id };
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const { error } = await server.client().auth.signInWithPassword({ email, password });
  return error === null;
}

describe('changing the password after checking the current one', () => {
  it('refuses a wrong current password and leaves the session and the old password working', async () => {
    const laura = await organizer('ClaveActual1');
    const { data: before } = await laura.supabase.auth.getSession();

    const check = await laura.supabase.auth.signInWithPassword({ email: laura.email, password: 'NoEsLaClave1' });
    expect(check.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const { data: after } = await laura.supabase.auth.getSession();
    expect(after.session?.access_token).toBe(before.session?.access_token);
    expect((await laura.supabase.auth.getUser()).data.user?.id).toBe(laura.id);
    expect(await canSignIn(laura.email, 'ClaveActual1')).toBe(true);
  });

  it('with the right current password the session rotates to the same user and the new password replaces the old', async () => {
    const laura = await organizer('ClaveActual1');

    const check = await laura.supabase.auth.signInWithPassword({ email: laura.email, password: 'ClaveActual1' });
    expect(check.error).toBeNull();
    expect(check.data.user?.id).toBe(laura.id);
    const { error } = await laura.supabase.auth.updateUser({ password: 'ClaveNueva2025' });
    expect(error).toBeNull();

    expect(await canSignIn(laura.email, 'ClaveNueva2025')).toBe(true);
    expect(await canSignIn(laura.email, 'ClaveActual1')).toBe(false);
    // The rotated session still acts for the same profile.
    const profile = await laura.supabase.rpc('get_my_profile');
    expect(profile.data).toMatchObject({ id: laura.id, full_name: 'Laura Gómez' });
  });

  it.each([
    ['ClaveActual1', 'same_password'],
    ['Corta1', 'weak_password'],
  ])('refuses %s as the new password with code %s', async (newPassword, code) => {
    const laura = await organizer('ClaveActual1');
    const { error } = await laura.supabase.auth.updateUser({ password: newPassword });
    expect(error).toMatchObject({ status: 422, code });
    expect(await canSignIn(laura.email, 'ClaveActual1')).toBe(true);
  });
});

describe('changing the profile photo', () => {
  it('uploads into the own folder and saves the public URL on the profile', async () => {
    const laura = await organizer('ClaveActual1');
    const pictures = laura.supabase.storage.from('profile-pictures');
    const path = `${laura.id}/avatar-1.png`;

    const upload = await pictures.upload(path, new Blob([PNG_BYTES], { type: 'image/png' }), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const { publicUrl } = pictures.getPublicUrl(path).data;
    const saved = await laura.supabase.rpc('update_user_profile', { p_profile_picture: publicUrl });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ profile_picture: publicUrl, full_name: 'Laura Gómez' });

    const served = await fetch((await laura.supabase.rpc('get_my_profile')).data.profile_picture);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });
});
