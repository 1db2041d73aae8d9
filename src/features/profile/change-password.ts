// The spec's password change never checks the current password; ours does. Signing in
// again with it is the check GoTrue offers: for the same user it only rotates the session,
// and a failed attempt leaves the current session untouched. The fresh sign-in also
// satisfies projects that demand a recent login before a password change. With two-factor on
// the check runs apart (checkPasswordApart): the session that proved the code must stay, since
// GoTrue takes a new password only from such a session.
import { authErrorMessage } from '../../api/auth-errors';
import { checkPasswordApart } from '../../api/password-check';
import { supabase } from '../../api/supabase-client';
import { useAuthStore } from '../../session/auth-store';

export type PasswordChangeOutcome = { ok: true } | { ok: false; field?: 'current_password'; message: string };

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual es incorrecta';
const PASSWORD_CHANGE_FAILED = '❌ Error al cambiar la contraseña';

// GoTrue answers in English; the refusals a user can cause here get a Spanish sentence.
const SPANISH_BY_CODE: Record<string, string> = {
  same_password: 'La nueva contraseña debe ser diferente de la actual',
  weak_password: 'La contraseña debe tener al menos 8 caracteres',
};

interface AuthFailure {
  message: string;
  code?: string;
  name?: string;
  reasons?: string[];
}

function failureMessage(error: AuthFailure): string {
  // A weak password's reason (Spanish from our server, mapped for hosted GoTrue's) beats the generic line.
  if (error.code === 'weak_password' && error.reasons?.length) return authErrorMessage(error);
  if (error.code && SPANISH_BY_CODE[error.code]) return SPANISH_BY_CODE[error.code];
  return authErrorMessage(error) || PASSWORD_CHANGE_FAILED;
}

export async function changePassword(email: string, currentPassword: string, newPassword: string): Promise<PasswordChangeOutcome> {
  try {
    const twoFactorOn = (useAuthStore.getState().session?.user.factors ?? []).some((factor) => factor.status === 'verified');
    const check = twoFactorOn
      ? await checkPasswordApart(email, currentPassword)
      : await supabase.auth.signInWithPassword({ email, password: currentPassword });
    if (check.error) {
      // Only a refused credential means "wrong password"; a dropped connection says so instead.
      if (check.error.code === 'invalid_credentials') return { ok: false, field: 'current_password', message: WRONG_CURRENT_PASSWORD };
      return { ok: false, message: failureMessage(check.error) };
    }
    const { error } = await supabase.auth.updateUser({ password: newPassword });
    return error ? { ok: false, message: failureMessage(error) } : { ok: true };
  } catch {
    return { ok: false, message: PASSWORD_CHANGE_FAILED };
  }
}
