import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityCard } from './SecurityCard';
import { currentToast, EMAIL, resetProfileScreen, signInLaura } from './testing/profile-fixture';

const auth = vi.hoisted(() => ({ signInWithPassword: vi.fn(), updateUser: vi.fn() }));
vi.mock('../../api/supabase-client', () => ({ supabase: { auth } }));

const SIGNED_IN = { data: { user: { id: 'u1' }, session: {} }, error: null };
const authError = (code: string, message: string, name = 'AuthApiError') => ({ data: { user: null }, error: { code, message, name } });

beforeEach(() => {
  auth.signInWithPassword.mockReset().mockResolvedValue(SIGNED_IN);
  auth.updateUser.mockReset().mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
  signInLaura();
  render(<SecurityCard email={EMAIL} online />);
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
});
afterEach(resetProfileScreen);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill({ current = 'Bambuco2025!', next = 'NuevaClave2025', confirm = next }: { current?: string; next?: string; confirm?: string } = {}) {
  fireEvent.change(field('Contraseña actual'), { target: { value: current } });
  fireEvent.change(field('Nueva contraseña'), { target: { value: next } });
  fireEvent.change(field('Confirmar nueva contraseña'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
}

describe('change password dialog', () => {
  it('asks for the current password, a new one (minimum 8) and its confirmation', () => {
    expect(screen.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(field('Contraseña actual').type).toBe('password');
    expect(screen.getByText(/^Mínimo 8 caracteres/)).toBeTruthy();
  });

  it('refuses a common password with the server’s Spanish reason, without calling the service', async () => {
    fill({ next: 'contraseña1' });
    expect(await screen.findByText(/^Esta contraseña es fácil de adivinar\./)).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('shows the strength of the new password while it is typed', async () => {
    fireEvent.change(field('Nueva contraseña'), { target: { value: '12345678' } });
    expect(await screen.findByText(/^Seguridad: Muy débil\. Esta contraseña es fácil de adivinar/)).toBeTruthy();
    fireEvent.change(field('Nueva contraseña'), { target: { value: 'Festival-Gradas-77' } });
    expect(await screen.findByText('Seguridad: Muy fuerte')).toBeTruthy();
  });

  it.each([
    [{ next: 'NuevaClave2025', confirm: 'OtraClave2025' }, 'Las contraseñas no coinciden'],
    [{ next: 'Corta1' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ current: '' }, 'Ingresa tu contraseña actual'],
  ])('refuses %j with %s without calling the service', (input, message) => {
    fill(input);
    expect(screen.getByText(message)).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('checks the current password first and changes nothing when it is wrong', async () => {
    auth.signInWithPassword.mockResolvedValue(authError('invalid_credentials', 'Invalid login credentials'));
    fill({ current: 'Equivocada1' });
    expect(await screen.findByText('La contraseña actual es incorrecta')).toBeTruthy();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: EMAIL, password: 'Equivocada1' });
    expect(auth.updateUser).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(field('Contraseña actual').getAttribute('aria-invalid')).toBe('true');
  });

  it('says Cambiando... while working, then confirms, clears and closes', async () => {
    let finish: (value: unknown) => void = () => {};
    auth.updateUser.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    fill();
    expect((await screen.findByRole('button', { name: 'Cambiando...' })).hasAttribute('disabled')).toBe(true);
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'NuevaClave2025' });
    finish({ data: { user: {} }, error: null });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentToast()).toMatchObject({ title: '✅ Contraseña actualizada exitosamente', variant: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(field('Contraseña actual').value).toBe('');
  });

  it.each([
    [authError('same_password', 'New password should be different from the old password.'), 'La nueva contraseña debe ser diferente de la actual'],
    [authError('unexpected_failure', 'Database error updating user'), 'Database error updating user'],
    [authError('', ''), '❌ Error al cambiar la contraseña'],
  ])('shows the service refusal in the dialog', async (answer, message) => {
    auth.updateUser.mockResolvedValue(answer);
    fill();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('tells a dropped connection apart from a wrong password', async () => {
    auth.signInWithPassword.mockResolvedValue(authError('', 'Failed to fetch', 'AuthRetryableFetchError'));
    fill();
    expect((await screen.findByRole('alert')).textContent).toContain('No hay conexión con el servidor');
    expect(screen.queryByText('La contraseña actual es incorrecta')).toBeNull();
  });

  it('Cancelar closes without calling the service', () => {
    fireEvent.change(field('Contraseña actual'), { target: { value: 'algo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });
});
