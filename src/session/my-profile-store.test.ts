import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '../api/profile';
import { forgetMyProfile, forgetProfileOnDevice, loadMyProfile, replaceMyProfile, useMyProfileStore } from './my-profile-store';

const getMyProfile = vi.hoisted(() => vi.fn());
vi.mock('../api/profile', () => ({ getMyProfile }));

const laura = { id: 'u1', full_name: 'Laura Gómez', organization: { id: 'o1', name: 'Eventos del Huila' } } as MyProfile;
const pedro = { id: 'u2', full_name: 'Pedro Ruiz', organization: { id: 'o2', name: 'Otra' } } as MyProfile;

beforeEach(() => {
  getMyProfile.mockReset();
  forgetMyProfile();
  forgetProfileOnDevice();
});

describe('my profile store', () => {
  it('loads the profile once for the same user', async () => {
    getMyProfile.mockResolvedValue(laura);
    await loadMyProfile('u1');
    await loadMyProfile('u1');
    expect(getMyProfile).toHaveBeenCalledOnce();
    expect(useMyProfileStore.getState()).toMatchObject({ status: 'ready', profile: laura });
  });

  it('reloads when forced', async () => {
    getMyProfile.mockResolvedValue(laura);
    await loadMyProfile('u1');
    await loadMyProfile('u1', { force: true });
    expect(getMyProfile).toHaveBeenCalledTimes(2);
  });

  it('keeps the server message when loading fails', async () => {
    getMyProfile.mockRejectedValue(new Error('Usuario no autenticado'));
    await loadMyProfile('u1');
    expect(useMyProfileStore.getState()).toMatchObject({ status: 'error', errorMessage: 'Usuario no autenticado' });
  });

  it('drops a late answer that belongs to the previous user', async () => {
    let answerForLaura: (profile: MyProfile) => void = () => {};
    getMyProfile.mockReturnValueOnce(new Promise((resolve) => (answerForLaura = resolve))).mockResolvedValueOnce(pedro);
    const lauraLoad = loadMyProfile('u1');
    // Laura's request is on its way (the API module loads first) before Pedro signs in.
    await vi.waitFor(() => expect(getMyProfile).toHaveBeenCalledOnce());
    await loadMyProfile('u2');
    answerForLaura(laura);
    await lauraLoad;
    expect(useMyProfileStore.getState()).toMatchObject({ userId: 'u2', profile: pedro });
  });

  it('forgets everything on sign-out', async () => {
    getMyProfile.mockResolvedValue(laura);
    await loadMyProfile('u1');
    forgetMyProfile();
    expect(useMyProfileStore.getState()).toMatchObject({ userId: null, status: 'idle', profile: null });
  });

  it('takes the profile a save answered, for the signed-in user only', async () => {
    getMyProfile.mockResolvedValue(laura);
    await loadMyProfile('u1');
    replaceMyProfile({ ...laura, full_name: 'Laura G. Gómez' });
    replaceMyProfile(pedro);
    expect(useMyProfileStore.getState().profile).toMatchObject({ id: 'u1', full_name: 'Laura G. Gómez' });
    expect(getMyProfile).toHaveBeenCalledOnce();
  });
});

describe('the profile kept on the device', () => {
  it('answers at once on the next visit while the server cannot be reached, and is forgotten on sign-out', async () => {
    getMyProfile.mockResolvedValue(laura);
    await loadMyProfile('u1');
    forgetMyProfile();

    // Next visit: the request hangs (an expired session that cannot be refreshed offline).
    getMyProfile.mockReturnValue(new Promise(() => {}));
    void loadMyProfile('u1');
    expect(useMyProfileStore.getState()).toMatchObject({ status: 'ready', profile: laura });

    forgetMyProfile();
    getMyProfile.mockRejectedValue(new Error('Sin conexión'));
    await loadMyProfile('u1');
    expect(useMyProfileStore.getState()).toMatchObject({ status: 'ready', profile: laura });

    forgetMyProfile();
    forgetProfileOnDevice();
    await loadMyProfile('u1');
    expect(useMyProfileStore.getState()).toMatchObject({ status: 'error', profile: null });
  });

  it('is never shown for another user', async () => {
    getMyProfile.mockResolvedValue(laura);
    await loadMyProfile('u1');
    forgetMyProfile();
    getMyProfile.mockReturnValue(new Promise(() => {}));
    void loadMyProfile('u2');
    expect(useMyProfileStore.getState()).toMatchObject({ userId: 'u2', status: 'loading', profile: null });
  });
});
