import { authErrorMessage } from '../../api/auth-errors';
import { setRememberSession } from '../../api/session-storage';
import { supabase } from '../../api/supabase-client';

export type SignInResult = { ok: true } | { ok: false; message: string };

const UNEXPECTED_SIGN_IN_ERROR = 'Error inesperado al iniciar sesión';

export async function signInWithEmail(email: string, password: string, remember: boolean): Promise<SignInResult> {
  // Chosen before signing in, so supabase-js stores the new session in the right place.
  setRememberSession(remember);
  try {
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    return error ? { ok: false, message: authErrorMessage(error) } : { ok: true };
  } catch {
    return { ok: false, message: UNEXPECTED_SIGN_IN_ERROR };
  }
}
