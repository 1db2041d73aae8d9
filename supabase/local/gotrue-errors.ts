// GoTrue's error body. supabase-js reads the stable `code` (API version 2024-01-01) or
// `error_code`, and the app turns those codes into its own wording; `msg` is Spanish here
// (issue 13: every refusal a person can see is Spanish), so anything that shows the
// server's message as is still speaks the user's language.
import type { Context } from 'hono';

export const GOTRUE_API_VERSION = '2024-01-01';

export type GotrueStatus = 400 | 401 | 403 | 404 | 413 | 422 | 429;

export function gotrueError(
  c: Context,
  status: GotrueStatus,
  errorCode: string,
  msg: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ code: errorCode, error_code: errorCode, msg, ...extra }, status);
}

export const missingApiKey = (c: Context) =>
  gotrueError(c, 401, 'no_api_key', 'Falta la clave de API (encabezado apikey) o no es válida');

/** GoTrue's weak_password refusal: the reasons list for supabase-js's AuthWeakPasswordError, the why in Spanish. */
export const weakPassword = (c: Context, reason: string, message: string) =>
  gotrueError(c, 422, 'weak_password', message, { weak_password: { reasons: [reason] } });

export const AUTH_MESSAGES = {
  credentialsRequired: 'Ingresa tu correo y tu contraseña',
  emailRequired: 'Ingresa tu correo electrónico',
  emailInvalid: 'Correo electrónico inválido',
  emailTooLong: 'El correo electrónico no puede tener más de 254 caracteres',
  textWithNul: 'El texto enviado contiene caracteres no permitidos',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON',
  metadataInvalid: 'Los datos del perfil (data) deben ser un objeto JSON de poca profundidad',
  userExists: 'Ya existe una cuenta con este correo',
  invalidCredentials: 'Correo o contraseña incorrectos',
  unsupportedGrant: 'Tipo de solicitud de sesión no soportado',
  refreshTokenMissing: 'La sesión no es válida o ya se cerró. Inicia sesión de nuevo.',
  refreshTokenReused: 'La sesión se cerró porque su token ya se había usado. Inicia sesión de nuevo.',
  sessionExpired: 'La sesión venció por inactividad. Inicia sesión de nuevo.',
  emailChangeUnsupported: 'Este servidor no permite cambiar el correo de la cuenta',
  samePassword: 'La nueva contraseña debe ser diferente de la actual',
  userNotFound: 'La cuenta ya no existe',
  bearerRequired: 'Esta acción requiere una sesión iniciada',
  badJwt: 'La sesión no es válida. Inicia sesión de nuevo.',
  sessionNotFound: 'La sesión ya se cerró. Inicia sesión de nuevo.',
  logoutScope: 'Alcance de cierre de sesión no soportado',
  notFound: 'Esta ruta no existe en el servidor de autenticación local',
  recoveryOnly: 'Este servidor solo verifica enlaces de recuperación de contraseña',
  linkInvalid: 'El enlace no es válido o ya venció. Pide uno nuevo.',
  bodyTooLarge: 'El cuerpo de la solicitud supera el límite de 1 MB',
} as const;
