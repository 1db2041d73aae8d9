import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { useAuthStore } from '../../session/auth-store';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { markRecoverySession } from '../../session/recovery-session';
import { ResetPasswordPage } from './ResetPasswordPage';

const auth = vi.hoisted(() => ({ resetPasswordForEmail: vi.fn(), updateUser: vi.fn() }));
vi.mock('../../api/supabase-client', () => ({ supabase: { auth } }));

const session = { access_token: 't', user: { id: 'u1', email: 'ana@eventos.co' } };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/recuperar-contrasena', element: <ForgotPasswordPage /> },
      { path: '/restablecer-contrasena', element: <ResetPasswordPage /> },
      { path: '/dashboard', element: <h1>Panel</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.clearAllMocks();
  useAuthStore.setState({ loading: false, session: null, user: null });
});
afterEach(() => {
  cleanup();
  dismissToast();
  sessionStorage.clear();
});

describe('ForgotPasswordPage', () => {
  it('checks the address in Spanish before asking', () => {
    renderAt('/recuperar-contrasena');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByText('El correo es requerido')).toBeTruthy();
    type('Correo electrónico', 'ana@eventos');
    expect(screen.getByText('Correo electrónico inválido')).toBeTruthy();
    expect(auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('asks for a link back to the reset page and confirms without saying whether the account exists', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    renderAt('/recuperar-contrasena');
    type('Correo electrónico', ' Ana@Eventos.co ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Si existe una cuenta con ana@eventos.co, te enviamos un enlace');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@eventos.co', {
      redirectTo: `${window.location.origin}/restablecer-contrasena`,
    });
    expect(screen.getByRole('link', { name: 'correo local' }).getAttribute('href')).toBe(`${window.location.origin}/_dev/correo`);
  });

  it('reports a failure to reach the server', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: null, error: { message: 'Failed to fetch', name: 'AuthRetryableFetchError', status: 0 } });
    renderAt('/recuperar-contrasena');
    type('Correo electrónico', 'ana@eventos.co');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.');
  });
});

describe('ResetPasswordPage', () => {
  it('asks to open the mailed link when no recovery session is open', () => {
    useAuthStore.setState({ loading: false, session: session as never, user: session.user as never });
    renderAt('/restablecer-contrasena');
    expect(screen.getByText(/Abre el enlace que te enviamos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/recuperar-contrasena');
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
  });

  it('with two-factor on, asks for the authenticator code before the new password', () => {
    const aal1 = btoa(JSON.stringify({ sub: 'u1', aal: 'aal1' })).replace(/=+$/, '');
    const user = { ...session.user, factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] };
    useAuthStore.setState({ loading: false, session: { access_token: `x.${aal1}.y`, user } as never, user: user as never });
    markRecoverySession('u1');
    renderAt('/restablecer-contrasena');
    expect(screen.getByRole('heading', { name: 'Código de verificación' })).toBeTruthy();
    expect(screen.getByLabelText('Código de verificación')).toBeTruthy();
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
  });

  it('sets the new password of the recovery session and opens the dashboard', async () => {
    auth.updateUser.mockResolvedValue({ data: { user: session.user }, error: null });
    useAuthStore.setState({ loading: false, session: session as never, user: session.user as never });
    markRecoverySession('u1');
    const router = renderAt('/restablecer-contrasena');
    expect(screen.getByText('ana@eventos.co')).toBeTruthy();

    type('Nueva contraseña', 'corta');
    type('Confirmar nueva contraseña', 'otra');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    type('Nueva contraseña', 'ClaveNueva456');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();

    type('Confirmar nueva contraseña', 'ClaveNueva456');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'ClaveNueva456' });
    expect(toastStore.getState().current?.title).toBe('Contraseña actualizada');
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses a common password with its Spanish reason under the field and sends nothing', async () => {
    useAuthStore.setState({ loading: false, session: session as never, user: session.user as never });
    markRecoverySession('u1');
    renderAt('/restablecer-contrasena');
    type('Nueva contraseña', '12345678');
    type('Confirmar nueva contraseña', '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
    expect(await screen.findByText(/^Esta contraseña es fácil de adivinar\. Es de las contraseñas más usadas\./)).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in Spanish', async () => {
    auth.updateUser.mockResolvedValue({ data: null, error: { message: 'New password should be different from the old password.', code: 'same_password', status: 422 } });
    useAuthStore.setState({ loading: false, session: session as never, user: session.user as never });
    markRecoverySession('u1');
    renderAt('/restablecer-contrasena');
    type('Nueva contraseña', 'ClaveVieja123');
    type('Confirmar nueva contraseña', 'ClaveVieja123');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La nueva contraseña debe ser diferente de la actual');
  });
});
