// An RPC failure as the app sees it: the Spanish message for people, the stable code
// (PostgREST's `details`, set by public.raise_app_error) for code that must branch on it.
export class ApiError extends Error {
  readonly code: string;
  /** PostgREST's `hint`: machine-readable detail some errors carry (e.g. the unavailable seat ids, as JSON). */
  readonly hint: string | null;

  constructor(message: string, code: string, hint: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.hint = hint;
  }
}

interface PostgrestErrorBody {
  message?: string;
  details?: string | null;
  hint?: string | null;
  code?: string;
}

const UNKNOWN_ERROR_MESSAGE = 'Error inesperado del servidor. Intenta nuevamente.';
const NETWORK_ERROR_MESSAGE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';

/** `httpStatus` 0 is how supabase-js reports a request that never reached the server. */
export function apiErrorFromPostgrest(body: PostgrestErrorBody, httpStatus: number): ApiError {
  if (httpStatus === 0) return new ApiError(NETWORK_ERROR_MESSAGE, 'network_error');
  return new ApiError(body.message || UNKNOWN_ERROR_MESSAGE, body.details || body.code || 'unknown_error', body.hint || null);
}
