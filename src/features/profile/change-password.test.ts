import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../session/auth-store';
import { changePassword, WRONG_CURRENT_PASSWORD } from './change-password';

const auth = vi.hoisted(() => ({ signInWithPassword: vi.fn(), updateUser: vi.fn() }));
vi.mock('../../api/supabase-client', () => ({ supabase: { auth } }));
const checkPasswordApart = vi.hoisted(() => vi.fn());
vi.mock('../../api/password-check', () => ({ checkPasswordApart }));

function signedIn(factors: { id: string; status: string }[]) {
  const user = { id: 'u1', email: 'laura@eventoshuila.co', factors };
  useAuthStore.setState({ loading: false, session: { access_token: 'x.e30.y', user } as never, user: user as never });
}

afterEach(() => {
  vi.resetAllMocks();
  useAuthStore.setState({ loading: true, session: null, user: null });
});

describe('changePassword with two-factor on', () => {
  it('checks the current password apart, so the session that proved the code is the one that changes it', async () => {
    signedIn([{ id: 'f1', status: 'verified' }]);
    checkPasswordApart.mockResolvedValue({ error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    expect(await changePassword('laura@eventoshuila.co', 'ClaveActual1', 'ClaveNueva2')).toEqual({ ok: true });
    expect(checkPasswordApart).toHaveBeenCalledWith('laura@eventoshuila.co', 'ClaveActual1');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'ClaveNueva2' });
  });

  it('a wrong current password is still said under its field, and nothing changes', async () => {
    signedIn([{ id: 'f1', status: 'verified' }]);
    checkPasswordApart.mockResolvedValue({ error: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    expect(await changePassword('laura@eventoshuila.co', 'Mala', 'ClaveNueva2')).toEqual({
      ok: false,
      field: 'current_password',
      message: WRONG_CURRENT_PASSWORD,
    });
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('without two-factor, signs in again on the app client as before', async () => {
    signedIn([]);
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    expect(await changePassword('laura@eventoshuila.co', 'ClaveActual1', 'ClaveNueva2')).toEqual({ ok: true });
    expect(checkPasswordApart).not.toHaveBeenCalled();
  });
});
