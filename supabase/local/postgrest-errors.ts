// PostgREST's error body and its mapping from SQLSTATE to HTTP status, so the app handles
// errors the same way against hosted Supabase and against this server.
import type { ApiRole } from './jwt.ts';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface PostgrestError {
  status: number;
  body: PostgrestErrorBody;
}

export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor';
export const INVALID_DATA_MESSAGE = 'Los datos enviados no son válidos';
export const PERMISSION_DENIED_MESSAGE = 'No tienes permisos para realizar esta acción';

/**
 * Postgres' own 42501 wordings ("permission denied for function book_seats", "new row
 * violates row-level security policy …"): English and naming internals. Our functions raise
 * 42501 with a Spanish sentence of their own, which is kept.
 */
const POSTGRES_PERMISSION_WORDING = /^(permission denied|must be (owner|superuser|a member)|new row violates row-level security|insufficient privilege)/i;

interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

export function postgrestError(status: number, code: string, message: string, details: string | null = null): PostgrestError {
  return { status, body: { code, message, details, hint: null } };
}

/** `null` when the error did not come from the database: the caller answers 500. */
export function statusForSqlState(sqlState: string, role: ApiRole): number | null {
  if (sqlState === 'P0001') return 400;
  if (sqlState === '42501') return role === 'anon' ? 401 : 403;
  if (sqlState === '28000') return 401;
  if (sqlState === '42883') return 404;
  if (sqlState === '23505' || sqlState === '23503') return 409;
  const custom = /^PT(\d{3})$/.exec(sqlState);
  if (custom) return Number(custom[1]);
  if (sqlState.startsWith('22') || sqlState.startsWith('23')) return 400;
  return null;
}

/**
 * Data and integrity errors (classes 22 and 23) that Postgres raised itself: our functions
 * refuse through raise_app_error (P0001, PTnnn, 28000, 42501), with a Spanish message.
 */
function isUnforeseenDataError(sqlState: string): boolean {
  return sqlState.startsWith('22') || sqlState.startsWith('23');
}

export function fromDatabaseError(error: unknown, role: ApiRole): PostgrestError {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as DatabaseErrorFields;
  const sqlState = typeof fields.code === 'string' ? fields.code : '';
  const status = statusForSqlState(sqlState, role);
  if (status === null) {
    console.error('[rest] error no previsto de la base de datos:', error);
    return postgrestError(500, sqlState || 'XX000', INTERNAL_ERROR_MESSAGE);
  }
  if (sqlState === '42501' && POSTGRES_PERMISSION_WORDING.test(String(fields.message ?? ''))) {
    return postgrestError(status, sqlState, PERMISSION_DENIED_MESSAGE, 'permission_denied');
  }
  if (isUnforeseenDataError(sqlState)) {
    // Postgres' own wording (English, naming constraints and types) is not for the caller.
    console.error('[rest] dato rechazado por la base de datos:', error);
    return postgrestError(status, sqlState, INVALID_DATA_MESSAGE, 'invalid_data');
  }
  return {
    status,
    body: {
      code: sqlState,
      message: String(fields.message ?? ''),
      details: typeof fields.detail === 'string' ? fields.detail : null,
      hint: typeof fields.hint === 'string' ? fields.hint : null,
    },
  };
}
