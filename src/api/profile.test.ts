import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeProfilePicture, updateMyProfile, uploadProfilePicture } from './profile';

const storage = vi.hoisted(() => ({
  upload: vi.fn(),
  remove: vi.fn(),
  getPublicUrl: vi.fn((path: string) => ({ data: { publicUrl: `http://localhost/storage/v1/object/public/profile-pictures/${path}` } })),
}));
const rpc = vi.hoisted(() => vi.fn());
vi.mock('./supabase-client', () => ({ supabase: { rpc, storage: { from: () => storage } } }));

const USER = 'a0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  storage.upload.mockReset().mockResolvedValue({ data: {}, error: null });
  storage.remove.mockReset().mockResolvedValue({ data: [], error: null });
  rpc.mockReset().mockResolvedValue({ data: { id: USER }, error: null, status: 200 });
});

describe('profile api', () => {
  it('sends only the given fields to update_user_profile, with their p_ names', async () => {
    await updateMyProfile({ full_name: 'Laura', rnt: '' });
    expect(rpc).toHaveBeenCalledWith('update_user_profile', { p_full_name: 'Laura', p_rnt: '' });
  });

  it('uploads under the user folder with a fresh name and answers the public URL', async () => {
    const url = await uploadProfilePicture(USER, new Blob([new Uint8Array(3)], { type: 'image/gif' }));
    const [path, , options] = storage.upload.mock.calls[0];
    expect(path).toMatch(new RegExp(`^${USER}/avatar-\\d+\\.gif$`));
    expect(options).toMatchObject({ contentType: 'image/gif' });
    expect(url).toBe(`http://localhost/storage/v1/object/public/profile-pictures/${path}`);
  });

  it('throws the storage error so the screen can say the upload failed', async () => {
    storage.upload.mockResolvedValue({ data: null, error: new Error('new row violates row-level security policy') });
    await expect(uploadProfilePicture(USER, new Blob(['x'], { type: 'image/png' }))).rejects.toThrow();
  });

  it.each([
    [`http://localhost/storage/v1/object/public/profile-pictures/${USER}/avatar-1.png`, [`${USER}/avatar-1.png`]],
    [`http://localhost/storage/v1/object/public/profile-pictures/otro-usuario/avatar-1.png`, null],
    ['https://fotos.example.com/laura.png', null],
    [null, null],
  ])('removing %s deletes %j', async (url, removed) => {
    await removeProfilePicture(USER, url);
    if (removed) expect(storage.remove).toHaveBeenCalledWith(removed);
    else expect(storage.remove).not.toHaveBeenCalled();
  });
});
