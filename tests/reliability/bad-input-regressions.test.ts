// The bad inputs fast-check found that the embedded server answered badly, one plain case
// each: before the fix, a NUL character or an out-of-range float reached Postgres and came
// back as a 400 in Postgres' English, a deeply nested body overflowed the JSON writer's
// stack (500), and a body over 1 MB reset the connection instead of answering 413.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/jwt.ts';
import { fingerprint } from './bad-input-checks.ts';
import { assertMoneyAddsUp } from './money-check';

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  token = data.session!.access_token;
});
// Money adds up after every scenario (issue 14): what the scenario did left no booking's payments wrong.
afterEach(() => assertMoneyAddsUp(server.engine));

afterAll(() => server?.stop());

async function post(fn: string, body: string): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const response = await fetch(`${server.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const graderia = { p_name: 'Tribuna', p_rows: 1, p_columns: 1, p_floors: 1, p_base_price: 1000 };

it.each([
  ['a NUL character in a text argument', 'get_event_by_slug', JSON.stringify({ event_slug: 'a\u0000b' }), 400,
    'Parámetro inválido: event_slug debe ser un valor sin el carácter nulo (U+0000)'],
  ['a NUL character inside a JSON argument', 'book_seats', JSON.stringify({ event_slug: 'festival-bambuco-2025', seat_ids: ['\u0000'] }), 400,
    'Parámetro inválido: seat_ids debe ser un valor sin el carácter nulo (U+0000)'],
  ['a float that overflows double precision', 'create_graderia', JSON.stringify({ ...graderia, p_location_lat: '1e999', p_location_lng: 1 }), 400,
    'Parámetro inválido: p_location_lat debe ser un número'],
  ['a float that underflows double precision', 'create_graderia', JSON.stringify({ ...graderia, p_location_lat: 1, p_location_lng: '1e-400' }), 400,
    'Parámetro inválido: p_location_lng debe ser un número'],
  ['sync_push ops nested 200,000 deep', 'sync_push', `{"device_id":"${crypto.randomUUID()}","ops":${nested(200_000)}}`, 400,
    'El cuerpo de la solicitud anida demasiados niveles (máximo 64)'],
  ['book_seats seat ids nested 100 deep', 'book_seats', `{"event_slug":"festival-bambuco-2025","seat_ids":${nested(100)}}`, 400,
    'El cuerpo de la solicitud anida demasiados niveles (máximo 64)'],
  ['a body over 1 MB', 'get_event_by_slug', JSON.stringify({ event_slug: 'a'.repeat(2 * 1024 * 1024) }), 413,
    'El cuerpo de la solicitud supera el límite de 1 MB'],
])('refuses %s with a Spanish message and writes nothing', async (_title, fn, body, status, message) => {
  const before = await fingerprint(server.engine);
  const answer = await post(fn, body);
  expect(answer).toEqual({ status, body: expect.objectContaining({ message }) });
  expect(await fingerprint(server.engine)).toEqual(before);
});
