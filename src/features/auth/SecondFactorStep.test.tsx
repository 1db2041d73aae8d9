import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Session } from '@supabase/supabase-js';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toastStore } from '../../ui/toast/toast-store';
import { RECOVERY_CODE_USED, SecondFactorStep } from './SecondFactorStep';

const mfa = vi.hoisted(() => ({ verifyTotpCode: vi.fn(), redeemRecoveryCode: vi.fn() }));
vi.mock('../../api/mfa', () => mfa);
const signOut = vi.hoisted(() => vi.fn());
vi.mock('./sign-out', () => ({ signOut }));

const session = {
  access_token: 'x.y.z',
  user: { id: 'u1', email: 'laura@eventoshuila.co', factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] },
} as unknown as Session;

function renderStep() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SecondFactorStep session={session} /> },
      { path: '/dashboard', element: <h1>Panel</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  Object.values(mfa).forEach((mock) => mock.mockReset());
  signOut.mockReset();
});
afterEach(() => {
  cleanup();
  dismissToast();
});

describe('SecondFactorStep', () => {
  it('a wrong code says so in Spanish and stays; the right one opens the dashboard', async () => {
    mfa.verifyTotpCode
      .mockResolvedValueOnce({ ok: false, message: 'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e intenta nuevamente.' })
      .mockResolvedValueOnce({ ok: true, value: undefined });
    const router = renderStep();
    const field = screen.getByLabelText('Código de verificación');
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Código incorrecto/);
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(field, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(mfa.verifyTotpCode).toHaveBeenLastCalledWith('f1', '222222');
  });

  it('takes a recovery code instead, and says two-factor is now off', async () => {
    mfa.redeemRecoveryCode.mockResolvedValue({ ok: true, value: undefined });
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    fireEvent.change(screen.getByLabelText('Código de recuperación'), { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(mfa.redeemRecoveryCode).toHaveBeenCalledWith('abcd-efgh-jkmn-pqrs');
    expect(mfa.verifyTotpCode).not.toHaveBeenCalled();
    expect(toastStore.getState().current?.title).toBe(RECOVERY_CODE_USED);
  });

  it('Cancelar signs out', () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(signOut).toHaveBeenCalled();
  });
});
