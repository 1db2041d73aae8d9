// Forgot-password requests: ask for a link, then set the new password with the recovery
// session the link opened (see recovery-session.ts).
import { authErrorMessage } from '../../api/auth-errors';
import { supabase } from '../../api/supabase-client';
import { endRecoverySession } from '../../session/recovery-session';
import { RESET_PASSWORD_PATH } from './recovery-paths';

export { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './recovery-paths';

const NETWORK_FAILURE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';
const UNEXPECTED_FAILURE = 'No se pudo completar la solicitud. Intenta nuevamente.';

export const INVALID_LINK_MESSAGE = 'El enlace para restablecer tu contraseña no es válido o ya venció. Pide uno nuevo.';

export type RecoveryResult = { ok: true } | { ok: false; message: string };

/**
 * Asks for a recovery link. The server answers alike for any address, so success says
 * nothing about whether the address has an account; only a failure to ask is reported.
 */
export async function requestPasswordReset(email: string): Promise<RecoveryResult> {
  try {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
    });
    return error ? { ok: false, message: authErrorMessage(error) } : { ok: true };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

export async function setNewPassword(password: string): Promise<RecoveryResult> {
  try {
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return { ok: false, message: authErrorMessage(error) };
    endRecoverySession();
    return { ok: true };
  } catch {
    return { ok: false, message: UNEXPECTED_FAILURE };
  }
}
