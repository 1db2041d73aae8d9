import { authErrorMessage } from '../../api/auth-errors';
import { sessionNeedsSecondFactor } from '../../api/mfa';
import { setRememberSession } from '../../api/session-storage';
import { supabase } from '../../api/supabase-client';

/** needsSecondFactor: the password was right, and the account asks for its authenticator code next. */
export type SignInResult = { ok: true; userId: string; needsSecondFactor: boolean } | { ok: false; message: string };

const UNEXPECTED_SIGN_IN_ERROR = 'Error inesperado al iniciar sesión';

export async function signInWithEmail(email: string, password: string, remember: boolean): Promise<SignInResult> {
  // Chosen before signing in, so supabase-js stores the new session in the right place.
  setRememberSession(remember);
  try {
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) return { ok: false, message: authErrorMessage(error) };
    return { ok: true, userId: data.user.id, needsSecondFactor: sessionNeedsSecondFactor(data?.session ?? null) };
  } catch {
    return { ok: false, message: UNEXPECTED_SIGN_IN_ERROR };
  }
}
