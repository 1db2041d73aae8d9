// Two-factor sign-in through supabase-js's `auth.mfa` API (TOTP), so the same calls work on
// hosted Supabase and on the embedded server, plus the recovery-code RPCs of the migration
// 20261125120000_require_second_factor. Refusals come back as Spanish sentences.
import { supabase } from './supabase-client';

// Read from the stored session, without supabase-js: the sign-in page needs it before the client loads.
export { sessionNeedsSecondFactor } from './session-assurance';

export type MfaOutcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

export interface TotpEnrolment {
  factorId: string;
  /** A data: URI of the QR code's SVG, safe for an <img>. */
  qrImage: string;
  /** The base32 secret, for typing into an app by hand. */
  secret: string;
}

const NETWORK_FAILURE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';
const UNEXPECTED = 'No pudimos completar la verificación en dos pasos. Intenta nuevamente.';
export const WRONG_CODE = 'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e intenta nuevamente.';

// supabase-js gives GoTrue's stable codes; hosted Supabase words them in English.
const SPANISH_BY_CODE: Record<string, string> = {
  mfa_verification_failed: WRONG_CODE,
  mfa_challenge_expired: 'La solicitud de verificación venció. Intenta nuevamente.',
  mfa_ip_address_mismatch: 'Esa solicitud de verificación ya no es válida. Intenta nuevamente.',
  mfa_factor_not_found: 'No encontramos tu método de verificación en dos pasos. Recarga la página.',
  over_request_rate_limit: 'Demasiados códigos incorrectos. Espera unos minutos e intenta nuevamente.',
  insufficient_aal: 'Ingresa un código de verificación antes de continuar.',
  too_many_enrolled_mfa_factors: 'Ya tienes activada la verificación en dos pasos.',
  mfa_factor_name_conflict: 'Ya tienes activada la verificación en dos pasos.',
  validation_failed: 'Ingresa el código de 6 dígitos de tu aplicación.',
};

interface Failure {
  message?: string;
  code?: string;
  name?: string;
}

export function mfaErrorMessage(error: Failure): string {
  if (error.code && SPANISH_BY_CODE[error.code]) return SPANISH_BY_CODE[error.code];
  if (error.name === 'AuthRetryableFetchError') return NETWORK_FAILURE;
  return UNEXPECTED;
}

/** The verified TOTP factor of the signed-in user, asked to the server (the truth, not a flag). */
export async function verifiedTotpFactor(): Promise<MfaOutcome<{ id: string } | null>> {
  try {
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) return { ok: false, message: mfaErrorMessage(error) };
    const factor = data.totp[0];
    return { ok: true, value: factor ? { id: factor.id } : null };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

/** GoTrue's QR is raw SVG behind a `utf-8,` prefix; '#' in it would end a data URI early. */
function svgDataUri(qrCode: string): string {
  const svg = qrCode.slice(qrCode.indexOf('<svg'));
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Starts an enrolment, first removing one a previous attempt left unverified. */
export async function startTotpEnrolment(): Promise<MfaOutcome<TotpEnrolment>> {
  try {
    const listed = await supabase.auth.mfa.listFactors();
    if (listed.error) return { ok: false, message: mfaErrorMessage(listed.error) };
    for (const factor of listed.data.all.filter((candidate) => candidate.status === 'unverified')) {
      await supabase.auth.mfa.unenroll({ factorId: factor.id });
    }
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Aplicación de autenticación', issuer: 'Taquilla' });
    if (error) return { ok: false, message: mfaErrorMessage(error) };
    return { ok: true, value: { factorId: data.id, qrImage: svgDataUri(data.totp.qr_code), secret: data.totp.secret } };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

/** Proves a factor with a 6-digit code: enrolment or sign-in. The session becomes aal2. */
export async function verifyTotpCode(factorId: string, code: string): Promise<MfaOutcome> {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return { ok: false, message: 'Ingresa los 6 dígitos que muestra tu aplicación.' };
  try {
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: digits });
    return error ? { ok: false, message: mfaErrorMessage(error) } : { ok: true, value: undefined };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

/** Ten one-time codes, shown once; requires the aal2 session a verified code gives. */
export async function createRecoveryCodes(): Promise<MfaOutcome<string[]>> {
  try {
    const { data, error } = await supabase.rpc('create_mfa_recovery_codes');
    if (error) return { ok: false, message: error.message || UNEXPECTED };
    return { ok: true, value: data as string[] };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

/** Signs in without the app: spends a recovery code, which turns two-factor off for the account. */
export async function redeemRecoveryCode(code: string): Promise<MfaOutcome> {
  if (!code.trim()) return { ok: false, message: 'Ingresa uno de tus códigos de recuperación.' };
  try {
    const { error } = await supabase.rpc('use_mfa_recovery_code', { p_code: code.trim() });
    if (error) return { ok: false, message: error.message || UNEXPECTED };
    // The user object in the stored session still lists the removed factor.
    await supabase.auth.refreshSession();
    return { ok: true, value: undefined };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}

/** Turns two-factor off: a fresh code first (the server wants aal2 and the person's consent). */
export async function disableTotp(factorId: string, code: string): Promise<MfaOutcome> {
  const verified = await verifyTotpCode(factorId, code);
  if (!verified.ok) return verified;
  try {
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    if (error) return { ok: false, message: mfaErrorMessage(error) };
    // A new access token says aal1 and its user lists no factor.
    await supabase.auth.refreshSession();
    return { ok: true, value: undefined };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}
