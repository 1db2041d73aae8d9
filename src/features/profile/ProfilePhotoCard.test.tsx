import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAXIMUM_PHOTO_BYTES } from '../../domain/profile-schemas';
import { useMyProfileStore } from '../../session/my-profile-store';
import { ProfilePhotoCard } from './ProfilePhotoCard';
import { currentToast, EMAIL, LAURA, resetProfileScreen, signInLaura, USER_ID } from './testing/profile-fixture';

const api = vi.hoisted(() => ({ updateMyProfile: vi.fn(), uploadProfilePicture: vi.fn(), removeProfilePicture: vi.fn() }));
vi.mock('../../api/profile', () => api);

const NEW_URL = `http://localhost/storage/v1/object/public/profile-pictures/${USER_ID}/avatar-2.png`;
const OLD_URL = `http://localhost/storage/v1/object/public/profile-pictures/${USER_ID}/avatar-1.png`;

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
  api.uploadProfilePicture.mockResolvedValue(NEW_URL);
  api.updateMyProfile.mockImplementation(async (changes) => ({ ...LAURA, ...changes }));
  api.removeProfilePicture.mockResolvedValue(undefined);
  signInLaura();
});
afterEach(resetProfileScreen);

function renderCard(profile = LAURA) {
  render(<ProfilePhotoCard profile={profile} userId={USER_ID} email={EMAIL} online />);
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Archivo de foto de perfil'), { target: { files: [file] } });
}

const png = (bytes = 16) => new File([new Uint8Array(bytes)], 'yo.png', { type: 'image/png' });

describe('ProfilePhotoCard', () => {
  it('shows the initials without a photo and only offers JPG, PNG and GIF', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Foto de perfil sin imagen' }).textContent).toBe('LG');
    expect(screen.getByLabelText('Archivo de foto de perfil').getAttribute('accept')).toBe('image/jpeg,image/png,image/gif');
  });

  it.each([
    ['a PDF', () => new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), 'Solo se permiten archivos JPG, PNG y GIF'],
    ['a PNG over 5 MB', () => png(MAXIMUM_PHOTO_BYTES + 1), 'La imagen debe ser menor a 5MB'],
  ])('refuses %s before uploading', (_label, file, message) => {
    renderCard();
    choose(file());
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(api.uploadProfilePicture).not.toHaveBeenCalled();
  });

  it('uploads into the user folder, saves the URL, drops the old photo and updates the store', async () => {
    let finishUpload: (url: string) => void = () => {};
    api.uploadProfilePicture.mockReturnValue(new Promise((resolve) => (finishUpload = resolve)));
    renderCard({ ...LAURA, profile_picture: OLD_URL });
    const file = png();
    choose(file);
    expect((screen.getByRole('button', { name: 'Subiendo...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.uploadProfilePicture).toHaveBeenCalledWith(USER_ID, file);
    finishUpload(NEW_URL);
    expect(await screen.findByRole('button', { name: 'Cambiar foto' })).toBeTruthy();
    expect(api.updateMyProfile).toHaveBeenCalledWith({ profile_picture: NEW_URL });
    expect(api.removeProfilePicture).toHaveBeenCalledWith(USER_ID, OLD_URL);
    expect(useMyProfileStore.getState().profile?.profile_picture).toBe(NEW_URL);
    expect(currentToast()).toMatchObject({ title: '✅ Foto de perfil actualizada', variant: 'success' });
  });

  it('says the upload failed and saves nothing', async () => {
    api.uploadProfilePicture.mockRejectedValue(new Error('403'));
    renderCard();
    choose(png());
    expect(await screen.findByRole('button', { name: 'Cambiar foto' })).toBeTruthy();
    expect(currentToast()).toMatchObject({ title: 'Error al subir la imagen', variant: 'error' });
    expect(api.updateMyProfile).not.toHaveBeenCalled();
  });

  it('says the profile was not updated and removes the orphan upload', async () => {
    api.updateMyProfile.mockRejectedValue(new Error('500'));
    renderCard({ ...LAURA, profile_picture: OLD_URL });
    choose(png());
    expect(await screen.findByRole('button', { name: 'Cambiar foto' })).toBeTruthy();
    expect(currentToast()).toMatchObject({ title: 'Error al actualizar el perfil', variant: 'error' });
    expect(api.removeProfilePicture).toHaveBeenCalledWith(USER_ID, NEW_URL);
    expect(api.removeProfilePicture).not.toHaveBeenCalledWith(USER_ID, OLD_URL);
  });

  it('shows the stored photo, and the initials again if it cannot be loaded', () => {
    renderCard({ ...LAURA, profile_picture: OLD_URL });
    const photo = screen.getByRole('img', { name: 'Foto de perfil' });
    expect(photo.getAttribute('src')).toBe(OLD_URL);
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Foto de perfil sin imagen' })).toBeTruthy();
  });
});
