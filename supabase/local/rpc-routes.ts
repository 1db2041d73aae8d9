// `/rest/v1`: only `POST /rpc/<fn>`, the one PostgREST door the app uses. The call runs in
// one transaction as the caller's role with the caller's JWT claims, like PostgREST.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Engine, Sql } from './engine.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { typeMismatch } from './argument-types.ts';
import { fromDatabaseError, postgrestError, type PostgrestError } from './postgrest-errors.ts';
import { ACT_AS_CALLER_SQL, actAsCallerParams, authenticateRequest } from './request-auth.ts';
import { findFunctions, pickOverload, prepareCall, type FunctionSignature } from './rpc-functions.ts';
import { acceptsGzip } from './json-answer.ts';
import { PUBLIC_READ_RPCS, PublicReadCache } from './public-read-cache.ts';

const MAX_BODY_BYTES = 1024 * 1024;
/** The app's deepest call (sync_push) nests 5 levels; far deeper bodies only exhaust stacks. */
export const MAX_JSON_DEPTH = 64;

/** Visitors' reads answered from memory (public-read-cache.ts), read through the engine without tracking. */
export interface PublicReads {
  cache: PublicReadCache;
  engine: Engine;
}

/** `engine` counts every call as a write for `publicReads`' cache (trackWrites), when given. */
export function rpcRoutes(engine: Engine, keys: JwtKeys, publicReads?: PublicReads): Hono {
  const app = new Hono();

  app.post(
    '/rpc/:fn',
    // Refused before reading: the rest of the body is then drained by Node, so the caller
    // reads this answer instead of a reset connection (bodyLimit cancels the stream).
    async (c, next) => {
      if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return sendError(c, bodyTooLarge());
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => sendError(c, bodyTooLarge()),
    }),
    async (c) => {
      const auth = await authenticateRequest(c.req.raw.headers, keys);
      if (!auth.ok) return sendError(c, authError(auth.reason));
      const args = await readArguments(c);
      if (!args.ok) return sendError(c, args.error);
      const fn = c.req.param('fn');
      if (publicReads && auth.claims.role === 'anon' && PUBLIC_READ_RPCS.has(fn)) {
        return answerPublicRead(c, publicReads, auth.claims, fn, args.value);
      }
      const signature = await resolveFunction(engine, c.req.param('fn'), Object.keys(args.value));
      if (!signature.ok) return sendError(c, signature.error);
      const invalid = firstInvalidArgument(signature.value, args.value);
      if (invalid) return sendError(c, invalid);
      return callFunction(c, engine, auth.claims, signature.value, args.value);
    },
  );

  app.all('*', (c) =>
    sendError(
      c,
      postgrestError(
        404,
        'PGRST125',
        'Este servidor solo atiende funciones: usa POST /rest/v1/rpc/<función>. Las tablas no se exponen.',
      ),
    ),
  );
  return app;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: PostgrestError };

function sendError(c: Context, error: PostgrestError): Response {
  return c.json(error.body, error.status as 400);
}

function bodyTooLarge(): PostgrestError {
  return postgrestError(413, 'PGRST413', 'El cuerpo de la solicitud supera el límite de 1 MB');
}

function authError(reason: 'missing_api_key' | 'invalid_jwt' | 'expired_jwt'): PostgrestError {
  if (reason === 'missing_api_key') {
    return postgrestError(401, 'PGRST301', 'Falta la clave de API (encabezado apikey)', 'missing_api_key');
  }
  if (reason === 'expired_jwt') return postgrestError(401, 'PGRST301', 'La sesión expiró (JWT vencido)', 'jwt_expired');
  return postgrestError(401, 'PGRST301', 'Token de acceso (JWT) inválido', 'invalid_jwt');
}

async function readArguments(c: Context): Promise<Outcome<Record<string, unknown>>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, error: postgrestError(400, 'PGRST102', 'El cuerpo de la solicitud no es JSON válido') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      ok: false,
      error: postgrestError(400, 'PGRST102', 'El cuerpo debe ser un objeto JSON con los argumentos por nombre'),
    };
  }
  if (nestingDepth(parsed) > MAX_JSON_DEPTH) {
    return {
      ok: false,
      error: postgrestError(
        400, 'PGRST102', `El cuerpo de la solicitud anida demasiados niveles (máximo ${MAX_JSON_DEPTH})`,
      ),
    };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** Levels of lists and objects, counted without recursion (a 1 MB body can nest 500,000 deep). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

async function resolveFunction(engine: Sql, name: string, givenNames: string[]): Promise<Outcome<FunctionSignature>> {
  const candidates = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? await findFunctions(engine, name) : [];
  const signature = pickOverload(candidates, givenNames);
  if (signature) return { ok: true, value: signature };
  const shown = `public.${name}(${givenNames.join(', ')})`;
  return {
    ok: false,
    error: postgrestError(
      404,
      'PGRST202',
      candidates.length
        ? `La función ${shown} no acepta esos argumentos`
        : `No se encontró la función ${shown}`,
      'function_not_found',
    ),
  };
}

function firstInvalidArgument(signature: FunctionSignature, values: Record<string, unknown>): PostgrestError | null {
  for (const parameter of signature.parameters) {
    if (!(parameter.name in values)) continue;
    const expected = typeMismatch(values[parameter.name], parameter.type);
    if (expected) {
      return postgrestError(400, '22P02', `Parámetro inválido: ${parameter.name} debe ser ${expected}`, 'invalid_parameter');
    }
  }
  return null;
}

class CallRefused extends Error {
  constructor(readonly refusal: PostgrestError) {
    super(refusal.body.message);
  }
}

/**
 * A visitor's read: from the cache, or read on the engine's public lane (resolved, checked
 * and called in one transaction there, so it never queues ahead of staff). Only answers
 * are cached; refusals and errors are sent as the uncached path would.
 */
async function answerPublicRead(
  c: Context,
  { cache, engine }: PublicReads,
  claims: Claims,
  fn: string,
  values: Record<string, unknown>,
): Promise<Response> {
  try {
    const answer = await cache.cachedAnswer(PublicReadCache.keyOf(fn, values), () =>
      engine.publicTransaction(async (tx) => {
        const signature = await resolveFunction(tx, fn, Object.keys(values));
        if (!signature.ok) throw new CallRefused(signature.error);
        const invalid = firstInvalidArgument(signature.value, values);
        if (invalid) throw new CallRefused(invalid);
        const call = prepareCall(signature.value, values);
        await tx.query(ACT_AS_CALLER_SQL, actAsCallerParams(claims));
        const { rows } = await tx.query<{ result: string | null }>(call.text, call.params);
        return rows[0]?.result ?? 'null';
      }),
    );
    const headers = { 'Content-Type': 'application/json; charset=utf-8' };
    // Already compressed once for everyone (the compress middlewares leave an encoded answer alone).
    if (acceptsGzip(c)) {
      return c.body(new Uint8Array(await answer.gzipped()), 200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    }
    return c.body(answer.body, 200, headers);
  } catch (error) {
    if (error instanceof CallRefused) return sendError(c, error.refusal);
    return sendError(c, fromDatabaseError(error, claims.role));
  }
}

async function callFunction(
  c: Context,
  engine: Engine,
  claims: Claims,
  signature: FunctionSignature,
  values: Record<string, unknown>,
): Promise<Response> {
  const call = prepareCall(signature, values);
  try {
    const result = await engine.transaction(async (tx) => {
      await tx.query(ACT_AS_CALLER_SQL, actAsCallerParams(claims));
      const { rows } = await tx.query<{ result: string | null }>(call.text, call.params);
      return rows[0]?.result ?? 'null';
    });
    return c.body(result, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  } catch (error) {
    return sendError(c, fromDatabaseError(error, claims.role));
  }
}
