// Issue 13 point 7 over the auth doors, as tests/reliability/bad-input.test.ts does for the
// RPCs: fast-check throws malformed requests at sign-up, both token grants, recovery, the
// user endpoints and logout. Every answer is a 4xx with a Spanish message and nothing
// internal, and no table changes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';
import { expectPlainSpanish, fingerprint } from '../reliability/bad-input-checks.ts';
import { badAuthRequests, type AuthRequest } from './auth-bad-input-arbitraries.ts';

const SEED = 20261125;
const RUNS = 150;
/** Words every Spanish refusal here uses at least one of; English ones use none. */
const SPANISH = /[áéíóúñ¿¡]|\b(de|la|el|los|las|no|tu|en|para|debe|ya|ingresa|correo|clave|contraseña|sesión|datos|texto)\b/i;

let server: RunningServer;
let sessionToken: string;
let untouched: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const { data, error } = await server.client().auth.signUp({ email: uniqueEmail('fuzz'), password: 'Festival-Gradas-77' });
  expect(error).toBeNull();
  sessionToken = data.session!.access_token;
  untouched = await fingerprint(server.engine);
}, 60_000);
afterAll(() => server?.stop());

function bearerOf(request: AuthRequest): string | null {
  if (request.bearer === 'none') return null;
  if (request.bearer === 'anon') return server.anonKey;
  if (request.bearer === 'session') return sessionToken;
  return request.bearer.raw.replaceAll('\u0000', '');
}

async function send(request: AuthRequest) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.apikey) headers.apikey = server.anonKey;
  const bearer = bearerOf(request);
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
  const answer = await fetch(`${server.url}${request.path}`, { method: request.method, headers, body: request.body });
  const text = await answer.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: answer.status, text, json };
}

describe('malformed requests to the auth routes', () => {
  it('every answer is a 4xx with a Spanish message, and nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(badAuthRequests(), async (request) => {
        const answer = await send(request);
        const shown = `${request.label}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`;
        expect(answer.status, shown).toBeGreaterThanOrEqual(400);
        expect(answer.status, shown).toBeLessThan(500);
        const body = (answer.json ?? {}) as { msg?: unknown; message?: unknown };
        const message = typeof body.msg === 'string' ? body.msg : body.message;
        expect(typeof message === 'string' && message.trim() !== '', shown).toBe(true);
        expectPlainSpanish(message as string, [], shown);
        expect(message, shown).toMatch(SPANISH);
        expect(await fingerprint(server.engine)).toEqual(untouched);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('answers the issue’s own examples with 4xx in Spanish', async () => {
    const cases: [string, string][] = [
      ['correo de 10.000 caracteres', JSON.stringify({ email: `${'a'.repeat(10_000)}@ejemplo.co`, password: 'Festival-Gradas-77' })],
      ['NUL en el correo', JSON.stringify({ email: 'ana\u0000@ejemplo.co', password: 'Festival-Gradas-77' })],
      ['NUL en la clave', JSON.stringify({ email: uniqueEmail('nul'), password: 'Festival\u0000Gradas-77' })],
      ['data anidada 10.000 niveles', `{"email":"${uniqueEmail('hondo')}","password":"Festival-Gradas-77","data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
      ['cuerpo que no es objeto', '["demo@taquilla.co"]'],
    ];
    for (const [label, body] of cases) {
      const answer = await send({ label, method: 'POST', path: '/auth/v1/signup', bearer: 'none', apikey: true, body });
      expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect((answer.json as { msg: string }).msg, label).toMatch(SPANISH);
    }
    expect(await fingerprint(server.engine)).toEqual(untouched);
  });
});
