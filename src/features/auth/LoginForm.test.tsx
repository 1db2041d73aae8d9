import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMyProfile, useMyProfileStore } from '../../session/my-profile-store';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { LoginForm } from './LoginForm';

const signInWithPassword = vi.hoisted(() => vi.fn());
const rpc = vi.hoisted(() => vi.fn());
vi.mock('../../api/supabase-client', () => ({ supabase: { auth: { signInWithPassword }, rpc } }));

function renderLogin(invitationToken: string | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm invitationToken={invitationToken} /> },
      { path: '/dashboard', element: <h1>Panel</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillAndSubmit({ email = 'demo@taquilla.co', password = 'Bambuco2025!' } = {}) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

beforeEach(() => {
  signInWithPassword.mockReset();
  rpc.mockReset();
});
afterEach(() => {
  cleanup();
  dismissToast();
  forgetMyProfile();
  localStorage.clear();
});

describe('LoginForm', () => {
  it('requires email and password and offers the other entry points', () => {
    renderLogin();
    expect(screen.getByLabelText('Correo electrónico').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Contraseña').hasAttribute('required')).toBe(true);
    expect((screen.getByLabelText('Recordarme') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/recuperar-contrasena');
  });

  it('disables the button while signing in, then opens the dashboard', async () => {
    let finish: (value: unknown) => void = () => {};
    signInWithPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const router = renderLogin();
    fillAndSubmit();
    const pending = await screen.findByRole('button', { name: 'Iniciando sesión…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // The sign-in code loads on the form's first use, so the call follows the pending state.
    await vi.waitFor(() => expect(signInWithPassword).toHaveBeenCalledWith({ email: 'demo@taquilla.co', password: 'Bambuco2025!' }));
    expect((screen.getByRole('button', { name: 'Iniciando sesión…' }) as HTMLButtonElement).disabled).toBe(true);
    finish({ data: { user: { id: 'u1' } }, error: null });
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks for the profile as soon as the password is accepted, not when the dashboard first needs it', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    rpc.mockResolvedValue({ data: { id: 'u1', role: 'admin', organization_id: 'o1' }, error: null, status: 200 });
    renderLogin();
    fillAndSubmit();
    // The dashboard here is a bare heading that reads no profile: the form asked for it.
    await screen.findByRole('heading', { name: 'Panel' });
    expect(rpc).toHaveBeenCalledWith('get_my_profile', {});
    await vi.waitFor(() => expect(useMyProfileStore.getState()).toMatchObject({ userId: 'u1', status: 'ready', profile: { organization_id: 'o1' } }));
  });

  it('stays on the page (for the code step) when the account has two-factor on', async () => {
    const aal1 = btoa(JSON.stringify({ sub: 'u1', aal: 'aal1' })).replace(/=+$/, '');
    signInWithPassword.mockResolvedValue({
      data: {
        user: { id: 'u1' },
        session: { access_token: `x.${aal1}.y`, user: { id: 'u1', factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] } },
      },
      error: null,
    });
    const router = renderLogin('invitacion-1');
    fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('shows invalid credentials in Spanish in a destructive alert', async () => {
    signInWithPassword.mockResolvedValue({
      data: { user: null },
      error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
    });
    renderLogin();
    fillAndSubmit({ password: 'equivocada' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Correo o contraseña incorrectos');
    expect(alert.dataset.variant).toBe('destructive');
    expect((screen.getByRole('button', { name: 'Iniciar sesión' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an unknown service error as the service wrote it', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: null }, error: { message: 'Database error querying schema', status: 500 } });
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Database error querying schema');
  });

  it('reports an unexpected exception', async () => {
    signInWithPassword.mockRejectedValue(new Error('boom'));
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Error inesperado al iniciar sesión');
  });

  it('keeps the session only for this tab when Recordarme is unchecked', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    renderLogin();
    fireEvent.click(screen.getByLabelText('Recordarme'));
    fillAndSubmit();
    await screen.findByRole('heading', { name: 'Panel' });
    expect(localStorage.getItem('taquilla:recordarme')).toBe('no');
  });

  it('joins the inviting team right after signing in, and says so on the dashboard', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    rpc.mockResolvedValue({ data: { id: 'u1', role: 'staff', organization: { id: 'o1', name: 'Eventos del Huila' } }, error: null, status: 200 });
    renderLogin('token-de-invitacion');
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/register?invitacion=token-de-invitacion');
    fillAndSubmit();
    await screen.findByRole('heading', { name: 'Panel' });
    expect(rpc).toHaveBeenCalledWith('accept_staff_invitation', { token: 'token-de-invitacion', full_name: null, phone: null });
    expect(toastStore.getState().current?.title).toBe('Te uniste al equipo de Eventos del Huila');
  });

  it('still signs in when the invitation is refused, with the reason in a toast', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'Tu cuenta ya pertenece a una organización. Para unirte a este equipo, regístrate con otra cuenta.', details: 'already_in_organization' },
      status: 409,
    });
    renderLogin('token-de-invitacion');
    fillAndSubmit();
    await screen.findByRole('heading', { name: 'Panel' });
    expect(toastStore.getState().current).toMatchObject({ title: 'No pudimos unirte al equipo', variant: 'error' });
  });
});
