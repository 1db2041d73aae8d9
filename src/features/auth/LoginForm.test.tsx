import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

const signInWithPassword = vi.hoisted(() => vi.fn());
vi.mock('../../api/supabase-client', () => ({ supabase: { auth: { signInWithPassword } } }));

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
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
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LoginForm', () => {
  it('requires email and password and offers the other entry points', () => {
    renderLogin();
    expect(screen.getByLabelText('Correo electrónico').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Contraseña').hasAttribute('required')).toBe(true);
    expect((screen.getByLabelText('Recordarme') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
  });

  it('disables the button while signing in, then opens the dashboard', async () => {
    let finish: (value: unknown) => void = () => {};
    signInWithPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const router = renderLogin();
    fillAndSubmit();
    const pending = await screen.findByRole('button', { name: 'Iniciando sesión…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'demo@taquilla.co', password: 'Bambuco2025!' });
    finish({ data: { user: { id: 'u1' } }, error: null });
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
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
});
