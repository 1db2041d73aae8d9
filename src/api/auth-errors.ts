// GoTrue answers in English; people using Taquilla read Spanish. Codes we expect on the
// sign-in, sign-up and password screens get a Spanish sentence; anything else keeps the service's own message
// so that nothing is hidden.
const SPANISH_BY_AUTH_CODE: Record<string, string> = {
  invalid_credentials: 'Correo o contraseña incorrectos',
  email_not_confirmed: 'Debes confirmar tu correo antes de iniciar sesión',
  user_banned: 'Esta cuenta está suspendida. Contacta a soporte.',
  over_request_rate_limit: 'Demasiados intentos. Espera un momento e intenta nuevamente.',
  validation_failed: 'Ingresa tu correo y tu contraseña',
  user_already_exists: 'Ya existe una cuenta con este correo',
  email_exists: 'Ya existe una cuenta con este correo',
  weak_password: 'La contraseña debe tener al menos 8 caracteres',
  email_address_invalid: 'Correo electrónico inválido',
  same_password: 'La nueva contraseña debe ser diferente de la actual',
  otp_expired: 'El enlace no es válido o ya venció. Pide uno nuevo.',
  over_email_send_rate_limit: 'Ya enviamos un correo hace poco. Espera un momento antes de pedir otro.',
};

const NETWORK_FAILURE_MESSAGE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';

interface AuthFailure {
  message: string;
  code?: string;
  status?: number;
  name?: string;
  /** supabase-js's AuthWeakPasswordError: why GoTrue found the password weak. */
  reasons?: string[];
}

// GoTrue's own reasons; the embedded server adds its own (guessable, too_long,
// invalid_characters) with the Spanish explanation as the message itself.
const SPANISH_BY_WEAK_PASSWORD_REASON: Record<string, string> = {
  length: 'La contraseña debe tener al menos 8 caracteres',
  characters: 'La contraseña debe combinar los tipos de caracteres que exige el servidor (letras, números, símbolos)',
  pwned: 'Esta contraseña apareció en filtraciones de datos conocidas. Elige otra.',
};

function weakPasswordMessage(error: AuthFailure): string | null {
  const reasons = error.reasons ?? [];
  if (reasons.length === 0) return null;
  const known = reasons.map((reason) => SPANISH_BY_WEAK_PASSWORD_REASON[reason]).find(Boolean);
  return known ?? (error.message || null);
}

export function authErrorMessage(error: AuthFailure): string {
  if (error.code === 'weak_password') {
    const reasoned = weakPasswordMessage(error);
    if (reasoned) return reasoned;
  }
  if (error.code && SPANISH_BY_AUTH_CODE[error.code]) return SPANISH_BY_AUTH_CODE[error.code];
  // supabase-js marks unreachable servers (status 0, 502-504) as retryable fetch errors.
  if (error.name === 'AuthRetryableFetchError') return NETWORK_FAILURE_MESSAGE;
  return error.message;
}
