// What the auth routes accept, checked before anything reaches the database: Postgres cannot
// store a NUL in text or jsonb, and a deeply nested `data` only exhausts stacks. Each refusal
// is a GoTrue-shaped 4xx with a Spanish message (issue 13, point 7).
import type { Context } from 'hono';
import { AUTH_MESSAGES, gotrueError } from './gotrue-errors.ts';
import { normalizeEmail } from './auth-users.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's limit, and the app's (src/domain/text-limits.ts). */
export const MAXIMUM_EMAIL_LENGTH = 254;
/** The app stores a handful of flat fields; GoTrue's own limit is the request size. */
export const MAXIMUM_METADATA_DEPTH = 8;

export type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

const refuse = (response: Response): { ok: false; response: Response } => ({ ok: false, response });

/** The JSON body as an object; an empty body counts as `{}` (supabase-js always sends one). */
export async function bodyObject(c: Context): Promise<Checked<Record<string, unknown>>> {
  const raw = await c.req.text().catch(() => '');
  if (raw.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return refuse(gotrueError(c, 400, 'bad_json', 'El cuerpo de la solicitud no es JSON válido'));
  }
  if (!isPlainObject(parsed)) return refuse(gotrueError(c, 400, 'bad_json', AUTH_MESSAGES.bodyNotObject));
  return { ok: true, value: parsed };
}

/** A required, well-formed address, lower-cased like GoTrue stores it. */
export function emailOf(c: Context, body: Record<string, unknown>, missingMessage: string): Checked<string> {
  if (body.email !== undefined && typeof body.email !== 'string') {
    return refuse(gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.emailInvalid));
  }
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  if (!email) return refuse(gotrueError(c, 400, 'validation_failed', missingMessage));
  if (email.includes('\u0000')) return refuse(gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.textWithNul));
  if (email.length > MAXIMUM_EMAIL_LENGTH) {
    return refuse(gotrueError(c, 400, 'email_address_invalid', AUTH_MESSAGES.emailTooLong));
  }
  if (!EMAIL_PATTERN.test(email)) return refuse(gotrueError(c, 400, 'email_address_invalid', AUTH_MESSAGES.emailInvalid));
  return { ok: true, value: email };
}

/** A text field that may be absent; present, it must be a string with no NUL. */
export function optionalText(c: Context, value: unknown): Checked<string | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'string') return refuse(gotrueError(c, 400, 'validation_failed', 'Un campo de texto no es un texto'));
  if (value.includes('\u0000')) return refuse(gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.textWithNul));
  return { ok: true, value };
}

/** `data` (user metadata): an object, shallow, with no NUL in any key or text. */
export function metadataOf(c: Context, value: unknown): Checked<Record<string, unknown> | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (!isPlainObject(value) || !storableJson(value)) {
    return refuse(gotrueError(c, 400, 'validation_failed', AUTH_MESSAGES.metadataInvalid));
  }
  return { ok: true, value };
}

/** Walked without recursion, so a body nested 100,000 deep is refused instead of overflowing. */
function storableJson(root: unknown): boolean {
  const pending: [unknown, number][] = [[root, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string' && current.includes('\u0000')) return false;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > MAXIMUM_METADATA_DEPTH) return false;
    for (const [key, inner] of Object.entries(current)) {
      if (key.includes('\u0000')) return false;
      pending.push([inner, depth + 1]);
    }
  }
  return true;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
