// Sign-up as the register page runs it: open the account (GoTrue), then either create the
// organization with its organizer profile (register_organizer) or join the organization
// that invited the person (accept_staff_invitation).
//
// The two steps cannot share a transaction. If the second fails (a lost connection, a
// server refusal) the account exists without a profile. Nothing is rolled back; instead,
// submitting the form again with the same email and password finishes the job: the
// sign-up answers user_already_exists, the password signs that account in, and an account
// with no profile yet goes on to the second step. An account that already has a profile is
// a real duplicate and is refused. See README, 'Cuentas y equipo'.
import { registerOrganizer } from '../../api/accounts';
import { ApiError } from '../../api/api-error';
import { authErrorMessage } from '../../api/auth-errors';
import { getMyProfile, type MyProfile } from '../../api/profile';
import { setRememberSession } from '../../api/session-storage';
import { supabase } from '../../api/supabase-client';
import type { OrganizerRegistration, StaffRegistration } from '../../domain/auth-schemas';
import { joinInvitedTeam } from './invitation';

export const EMAIL_TAKEN = 'Ya existe una cuenta con este correo';
const CONFIRM_EMAIL = 'Te enviamos un correo para confirmar tu cuenta. Confírmala e inicia sesión para terminar el registro.';
const UNEXPECTED_FAILURE = 'No pudimos crear tu cuenta. Intenta nuevamente.';

export type RegistrationResult =
  | { ok: true; profile: MyProfile }
  | { ok: false; message: string; field?: 'email' | 'password' };

type AccountResult = { ok: true } | { ok: false; message: string; field?: 'email' | 'password' };

const FIELD_OF_AUTH_CODE: Record<string, 'email' | 'password'> = {
  user_already_exists: 'email',
  email_exists: 'email',
  email_address_invalid: 'email',
  weak_password: 'password',
};

async function openAccount(email: string, password: string, metadata: Record<string, unknown>): Promise<AccountResult> {
  // A new account is remembered on this device, as 'Recordarme' does by default.
  setRememberSession(true);
  const signUp = await supabase.auth.signUp({ email, password, options: { data: metadata } });
  if (!signUp.error) return signUp.data.session ? { ok: true } : { ok: false, message: CONFIRM_EMAIL };
  const code = signUp.error.code ?? '';
  if (code !== 'user_already_exists' && code !== 'email_exists') {
    return { ok: false, message: authErrorMessage(signUp.error), field: FIELD_OF_AUTH_CODE[code] };
  }
  return resumeUnfinishedAccount(email, password);
}

/** The account exists: finish it if the password is its own and it has no profile yet. */
async function resumeUnfinishedAccount(email: string, password: string): Promise<AccountResult> {
  const signIn = await supabase.auth.signInWithPassword({ email, password });
  if (signIn.error) return { ok: false, message: EMAIL_TAKEN, field: 'email' };
  if ((await getMyProfile()) === null) return { ok: true };
  await supabase.auth.signOut({ scope: 'local' });
  return { ok: false, message: `${EMAIL_TAKEN}. Inicia sesión con ella.`, field: 'email' };
}

function failureOf(error: unknown): { ok: false; message: string } {
  return { ok: false, message: error instanceof ApiError ? error.message : UNEXPECTED_FAILURE };
}

/** The sign-up both paths share; the person's name and phone ride along as account metadata. */
function openAccountFor(form: StaffRegistration) {
  return openAccount(form.email, form.password, { full_name: form.full_name, phone: form.phone, wants_updates: form.wants_updates });
}

export async function registerNewOrganizer(form: OrganizerRegistration): Promise<RegistrationResult> {
  try {
    const account = await openAccountFor(form);
    if (!account.ok) return account;
    const profile = await registerOrganizer({
      full_name: form.full_name,
      company_name: form.company_name,
      document_type: form.document_type,
      document_number: form.document_number,
      phone: form.phone,
      business_description: form.business_description,
    });
    return { ok: true, profile };
  } catch (error) {
    return failureOf(error);
  }
}

export async function registerInvitedStaff(form: StaffRegistration, invitationToken: string): Promise<RegistrationResult> {
  try {
    const account = await openAccountFor(form);
    if (!account.ok) return account;
    return await joinInvitedTeam(invitationToken, { full_name: form.full_name, phone: form.phone });
  } catch (error) {
    return failureOf(error);
  }
}
