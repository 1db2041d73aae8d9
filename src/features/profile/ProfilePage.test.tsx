import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../session/auth-store';
import { useMyProfileStore } from '../../session/my-profile-store';
import { ProfilePage } from './ProfilePage';
import { currentToast, EMAIL, goOffline, LAURA, resetProfileScreen, signInLaura, USER_ID } from './testing/profile-fixture';

const api = vi.hoisted(() => ({
  getMyProfile: vi.fn(),
  updateMyProfile: vi.fn(),
  uploadProfilePicture: vi.fn(),
  removeProfilePicture: vi.fn(),
}));
vi.mock('../../api/profile', () => api);
vi.mock('../../api/supabase-client', () => ({ supabase: { auth: {} } }));

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
});
afterEach(resetProfileScreen);

const card = (name: string) => screen.getByRole('region', { name });

describe('ProfilePage', () => {
  it('shows a skeleton while the profile loads, then the four cards', async () => {
    let answer: (profile: typeof LAURA) => void = () => {};
    api.getMyProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    useAuthStore.setState({ loading: false, user: { id: USER_ID, email: EMAIL, factors: [] } as never });
    render(<ProfilePage />);
    expect(screen.getByRole('status', { name: 'Cargando tu perfil' })).toBeTruthy();
    answer(LAURA);
    expect(await screen.findByRole('region', { name: 'Foto de perfil' })).toBeTruthy();
    expect(screen.getByTestId('profile-initials').textContent).toBe('LG');
    expect(within(card('Información personal')).getByText('1075234567')).toBeTruthy();
    expect(within(card('Información empresarial')).getByText('Eventos del Huila SAS')).toBeTruthy();
    expect(await within(card('Seguridad')).findByText('Desactivada')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Cargando tu perfil' })).toBeNull();
  });

  it('says the profile could not load and retries on demand', async () => {
    api.getMyProfile.mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce(LAURA);
    useAuthStore.setState({ loading: false, user: { id: USER_ID, email: EMAIL, factors: [] } as never });
    render(<ProfilePage />);
    expect(await screen.findByText('Error al cargar tu perfil de usuario. Intenta nuevamente o contacta soporte.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Foto de perfil' })).toBeTruthy();
  });

  it('shows the email as the main, unchangeable one, also while editing', () => {
    signInLaura();
    render(<ProfilePage />);
    const personal = card('Información personal');
    expect(within(personal).getByText(EMAIL)).toBeTruthy();
    fireEvent.click(within(personal).getByRole('button', { name: 'Editar' }));
    const email = within(personal).getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe(EMAIL);
    expect(within(personal).getByText('El correo principal no se puede cambiar.')).toBeTruthy();
  });

  it('marks two-factor as on when the user has a verified factor (the server unreachable: the stored session says so)', async () => {
    signInLaura({ factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' } as never] });
    render(<ProfilePage />);
    expect(await within(card('Seguridad')).findByText('Activada')).toBeTruthy();
  });

  it('offline, keeps every write button disabled and says a connection is needed', () => {
    signInLaura();
    goOffline();
    render(<ProfilePage />);
    for (const [region, button] of [
      ['Foto de perfil', 'Cambiar foto'],
      ['Información personal', 'Editar'],
      ['Información empresarial', 'Editar'],
      ['Seguridad', 'Cambiar contraseña'],
    ]) {
      expect((within(card(region)).getByRole('button', { name: button }) as HTMLButtonElement).disabled).toBe(true);
      expect(within(card(region)).getByText('Necesitas conexión a internet para editar tu perfil')).toBeTruthy();
    }
  });

  it('after a save, the store (and so the sidebar) has the new name', async () => {
    signInLaura();
    api.updateMyProfile.mockImplementation(async (changes) => ({ ...LAURA, ...changes }));
    render(<ProfilePage />);
    const personal = card('Información personal');
    fireEvent.click(within(personal).getByRole('button', { name: 'Editar' }));
    fireEvent.change(within(personal).getByLabelText('Nombre completo'), { target: { value: 'Laura Perdomo' } });
    fireEvent.click(within(personal).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(personal).findByText('Laura Perdomo')).toBeTruthy();
    expect(useMyProfileStore.getState().profile?.full_name).toBe('Laura Perdomo');
    expect(screen.getByTestId('profile-initials').textContent).toBe('LP');
    expect(currentToast()?.title).toBe('✅ Cambios guardados con éxito');
  });
});
