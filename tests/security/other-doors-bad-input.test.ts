// Issue 13 point 7 for the doors the other suites do not throw at: the Edge Functions
// (assistant, payment webhook, checkout, sandbox, refund), the local mailbox and paths no
// route serves. fast-check sends any method, path, headers and body; no answer is a 5xx,
// every refusal carries a Spanish message, and no table changes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';
import { expectPlainSpanish, fingerprint } from '../reliability/bad-input-checks.ts';

const SEED = 20261126;
const RUNS = 200;
const SPANISH = /[áéíóúñ¿¡]|\b(de|la|el|los|las|no|tu|en|para|debe|ya|falta|inválid[oa]|función|recurso|firma|pago|reserva|mensaje)\b/i;

const DOORS = [
  '/functions/v1/ai-assistant',
  '/functions/v1/payment-webhook',
  '/functions/v1/payment-checkout',
  '/functions/v1/payment-sandbox',
  '/functions/v1/payment-refund',
  '/functions/v1/tickets',
  '/functions/v1/no-existe',
  '/_dev/correo',
  '/_dev/correo.json',
  '/_dev/nada',
  '/rest/v1/graderias',
  '/storage/v1/../../etc/passwd',
  '/otra/ruta',
];

let server: RunningServer;
let sessionToken: string;
let untouched: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const { data, error } = await server.client().auth.signUp({ email: uniqueEmail('puertas'), password: 'Festival-Gradas-77' });
  expect(error).toBeNull();
  sessionToken = data.session!.access_token;
  untouched = await fingerprint(server.engine);
}, 60_000);
afterAll(() => server?.stop());

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const body = fc.oneof(
  fc.constant(undefined),
  jsonValue.map((value) => JSON.stringify(value)),
  fc.record({ message: fc.string(), reservation_id: fc.oneof(fc.uuid(), fc.string()), payment_id: fc.oneof(fc.uuid(), fc.string()), approved: fc.anything() }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 300 }),
  fc.constant('{"a":'.repeat(500)),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  path: fc.oneof(fc.constantFrom(...DOORS), fc.tuple(fc.constantFrom(...DOORS), fc.string({ maxLength: 40 })).map(([door, tail]) => `${door}/${encodeURIComponent(tail)}`)),
  auth: fc.constantFrom('none', 'anon', 'session', 'garbage'),
  signature: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
  body,
});

function headersFor(auth: string, signature: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth !== 'none') headers.apikey = server.anonKey;
  if (auth === 'anon') headers.authorization = `Bearer ${server.anonKey}`;
  if (auth === 'session') headers.authorization = `Bearer ${sessionToken}`;
  if (auth === 'garbage') headers.authorization = 'Bearer x.y.z';
  if (signature !== undefined) headers['x-signature'] = signature.replace(/[^\x20-\x7e]/g, '');
  return headers;
}

function messageOf(text: string): string | null {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const message = json.message ?? json.error ?? json.msg;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

describe('malformed requests to the functions, the mailbox and unknown paths', () => {
  it('never answer 5xx; every refusal carries a Spanish message; nothing changes', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, auth, signature, body: sent }) => {
        const answer = await fetch(`${server.url}${path}`, {
          method,
          headers: headersFor(auth, signature),
          body: method === 'GET' ? undefined : sent,
        });
        const text = await answer.text();
        const shown = `${method} ${path}: HTTP ${answer.status} ${text.slice(0, 200)}`;
        expect(answer.status, shown).toBeLessThan(500);
        if (answer.status >= 400) {
          const message = messageOf(text);
          expect(message, shown).toBeTruthy();
          expectPlainSpanish(message!, [], shown);
          expect(message, shown).toMatch(SPANISH);
        }
        expect(await fingerprint(server.engine)).toEqual(untouched);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  // A GET of any other path is the app's (index.html, its router shows the 404 page).
  it('answers another method on a path no route serves with a Spanish 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await fetch(`${server.url}/storage/v1/../../otra`, { method, headers: { apikey: server.anonKey } });
      expect(answer.status).toBe(404);
      expect(messageOf(await answer.text())).toBe('Recurso no encontrado');
    }
  });
});
