// GoTrue's error body. supabase-js reads the stable `code` (API version 2024-01-01) or
// `error_code`, and the app turns those codes into Spanish; `msg` stays GoTrue's English.
import type { Context } from 'hono';

export const GOTRUE_API_VERSION = '2024-01-01';

export function gotrueError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 422,
  errorCode: string,
  msg: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ code: errorCode, error_code: errorCode, msg, ...extra }, status);
}

export const missingApiKey = (c: Context) =>
  gotrueError(c, 401, 'no_api_key', 'No API key found in request');

export const weakPassword = (c: Context, minimumLength: number) =>
  gotrueError(c, 422, 'weak_password', `Password should be at least ${minimumLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
