// The public pages' calls to the server, without supabase-js. A visitor only ever calls RPC
// functions granted to `anon` and two server functions, each one POST with the anon key:
// supabase-js would add its auth client (GoTrue), realtime, storage and the zod it needs for
// the kept session, about 70 kB gzip the visitor's phone would download and never run.
// Answers and refusals become what `callRpc` and `invokeFunction` give the organizer's
// screens: the data, or an ApiError with the server's Spanish message and code.
import { ApiError, apiErrorFromPostgrest } from './api-error';
import { supabaseAnonKey, supabaseUrl } from './config';

const UNKNOWN_ERROR_MESSAGE = 'Error inesperado del servidor. Intenta nuevamente.';

/** What came back: its status and body, or null when the request never reached the server. */
async function postAsVisitor(path: string, body: Record<string, unknown>): Promise<{ status: number; ok: boolean; text: string } | null> {
  const anonKey = supabaseAnonKey();
  try {
    const response = await fetch(`${supabaseUrl()}${path}`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch {
    return null;
  }
}

/** A JSON object's fields, or an empty object for anything else (an HTML error page, say). */
function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringOr = <Fallback>(value: unknown, fallback: Fallback): string | Fallback => (typeof value === 'string' ? value : fallback);

/** An RPC through PostgREST (`/rest/v1/rpc/<fn>`); an empty answer (a void function) is null. */
export async function callPublicRpc<Result>(fn: string, args: Record<string, unknown> = {}): Promise<Result> {
  const answer = await postAsVisitor(`/rest/v1/rpc/${encodeURIComponent(fn)}`, args);
  if (!answer) throw apiErrorFromPostgrest({}, 0);
  if (!answer.ok) {
    const error = jsonObject(answer.text);
    throw apiErrorFromPostgrest(
      { message: stringOr(error.message, undefined), details: stringOr(error.details, null), hint: stringOr(error.hint, null), code: stringOr(error.code, undefined) },
      answer.status,
    );
  }
  if (answer.text === '') return null as Result;
  try {
    return JSON.parse(answer.text) as Result;
  } catch {
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 'unknown_error');
  }
}

/** A server function (`/functions/v1/<name>`), whose refusals answer `{ error, code }`. */
export async function invokePublicFunction<Result>(name: string, body: Record<string, unknown>): Promise<Result> {
  const answer = await postAsVisitor(`/functions/v1/${encodeURIComponent(name)}`, body);
  if (!answer) throw apiErrorFromPostgrest({}, 0);
  const fields = jsonObject(answer.text);
  if (!answer.ok) throw new ApiError(stringOr(fields.error, UNKNOWN_ERROR_MESSAGE), stringOr(fields.code, 'unknown_error'));
  try {
    return JSON.parse(answer.text) as Result;
  } catch {
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 'unknown_error');
  }
}
