// POST /rest/v1/rpc/<fn> driven by supabase-js: PostgREST's answers, statuses and error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JwtKeys, randomJwtSecret } from './jwt.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from './test-server.ts';

let server: RunningServer;
// This file signs its own expired token, so it chooses the server's secret.
const jwtSecret = randomJwtSecret();
beforeAll(async () => {
  server = await startTestServer({ jwtSecret });
  // A function of this test's own, to check argument passing for every supported type.
  await server.engine.exec(`
    create function public.echo_arguments(
      p_int integer, p_big bigint, p_num numeric, p_double double precision, p_text text,
      p_uuid uuid, p_bool boolean, p_json jsonb, p_date date, p_time time, p_at timestamptz,
      p_ids uuid[], p_optional text default 'por defecto'
    ) returns jsonb language sql as $$
      select jsonb_build_object('int', p_int, 'big', p_big, 'num', p_num, 'double', p_double, 'text', p_text,
        'uuid', p_uuid, 'bool', p_bool, 'json', p_json, 'date', p_date, 'time', p_time,
        'at', p_at at time zone 'UTC', 'ids', p_ids, 'optional', p_optional, 'role', current_user,
        'uid', auth.uid())
    $$;
    create function public.divide_by_zero() returns jsonb language sql as $$ select to_jsonb(1/0) $$;
    create function public.fail_with_internal_error() returns jsonb language plpgsql as $$
      begin raise exception 'detalle interno secreto' using errcode = 'XX000'; end $$;
    create function public.list_numbers() returns setof integer language sql as $$ select generate_series(1, 3) $$;
  `);
});
afterAll(() => server?.stop());

const echoArguments = {
  p_int: 42,
  p_big: '9007199254740993',
  p_num: 1.5,
  p_double: 2.25,
  p_text: 'Neiva',
  p_uuid: 'a0000000-0000-4000-8000-000000000001',
  p_bool: true,
  p_json: { sillas: ['A1', 'A2'] },
  p_date: '2025-06-13',
  p_time: '18:00',
  p_at: '2025-06-13T23:00:00Z',
  p_ids: ['a0000000-0000-4000-8000-000000000101', 'a0000000-0000-4000-8000-000000000102'],
};

describe('successful calls', () => {
  it('get_event_by_slug as anon returns the seeded festival with its venues and seats', async () => {
    const { data, error, status } = await server.client().rpc('get_event_by_slug', { event_slug: 'festival-bambuco-2025' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ slug: 'festival-bambuco-2025', name: 'Festival Folclórico del Bambuco 2025' });
    expect(data.venues.length).toBeGreaterThan(0);
    expect(data.venues[0].seats.length).toBeGreaterThan(0);
  });

  it('passes every supported argument type through and runs as the caller role', async () => {
    const { data, error } = await server.client().rpc('echo_arguments', echoArguments);
    expect(error).toBeNull();
    expect(data).toEqual({
      int: 42,
      big: 9007199254740993,
      num: 1.5,
      double: 2.25,
      text: 'Neiva',
      uuid: echoArguments.p_uuid,
      bool: true,
      json: { sillas: ['A1', 'A2'] },
      date: '2025-06-13',
      time: '18:00:00',
      at: '2025-06-13T23:00:00',
      ids: echoArguments.p_ids,
      optional: 'por defecto',
      role: 'anon',
      uid: null,
    });
  });

  it('gives the signed-in user role authenticated and auth.uid()', async () => {
    const supabase = server.client();
    const { data: session } = await supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { data } = await supabase.rpc('echo_arguments', { ...echoArguments, p_optional: null });
    expect(data).toMatchObject({ role: 'authenticated', uid: session.user!.id, optional: null });
  });

  it('answers a set-returning function with a JSON array', async () => {
    expect((await server.client().rpc('list_numbers')).data).toEqual([1, 2, 3]);
  });
});

describe('errors in PostgREST shape', () => {
  it('an unknown slug is 404 PT404 with the stable code in details and the Spanish message', async () => {
    const { data, error, status } = await server.client().rpc('get_event_by_slug', { event_slug: 'no-existe' });
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PT404', details: 'event_not_found', message: 'Evento no encontrado', hint: null });
  });

  it('an anonymous get_my_profile is 401 not_authenticated', async () => {
    const { error, status } = await server.client().rpc('get_my_profile');
    expect(status).toBe(401);
    expect(error).toMatchObject({ details: 'not_authenticated', message: 'Usuario no autenticado' });
  });

  it.each([
    ['p_int', 'doce', 'Parámetro inválido: p_int debe ser un número entero'],
    ['p_int', 1.5, 'Parámetro inválido: p_int debe ser un número entero'],
    ['p_num', 'mucho', 'Parámetro inválido: p_num debe ser un número'],
    ['p_text', 12, 'Parámetro inválido: p_text debe ser un texto'],
    ['p_uuid', 'abc', 'Parámetro inválido: p_uuid debe ser un identificador UUID válido'],
    ['p_bool', 'sí', 'Parámetro inválido: p_bool debe ser verdadero o falso'],
    ['p_date', '2025-02-30', 'Parámetro inválido: p_date debe ser una fecha con formato AAAA-MM-DD'],
    ['p_time', '25:00', 'Parámetro inválido: p_time debe ser una hora con formato HH:MM'],
    ['p_at', 'mañana', 'Parámetro inválido: p_at debe ser una fecha y hora ISO 8601'],
    ['p_ids', ['abc'], 'Parámetro inválido: p_ids debe ser una lista de elementos que sean un identificador UUID válido'],
  ])('a badly typed %s (%j) is 400 with a Spanish message', async (name, value, message) => {
    const { error, status } = await server.client().rpc('echo_arguments', { ...echoArguments, [name]: value });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message, details: 'invalid_parameter' });
  });

  it('a badly typed argument of a real API function is refused before the database sees it', async () => {
    const supabase = server.client();
    await supabase.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const { error, status } = await supabase.rpc('create_graderia', {
      p_name: 'Tribuna', p_rows: 'diez', p_columns: 10, p_floors: 1, p_base_price: 50000,
    });
    expect(status).toBe(400);
    expect(error?.message).toBe('Parámetro inválido: p_rows debe ser un número entero');
  });

  it('an unknown function, an unknown argument or a missing one is 404 PGRST202', async () => {
    const unknown = await server.client().rpc('no_existe');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PGRST202', message: 'No se encontró la función public.no_existe()' });
    const wrongName = await server.client().rpc('get_event_by_slug', { slug: 'x' });
    expect(wrongName.status).toBe(404);
    expect(wrongName.error?.code).toBe('PGRST202');
    const missing = await server.client().rpc('get_event_by_slug', {});
    expect(missing.status).toBe(404);
  });

  it('a data error raised by Postgres is 400 with its SQLSTATE', async () => {
    const { error, status } = await server.client().rpc('divide_by_zero');
    expect(status).toBe(400);
    expect(error?.code).toBe('22012');
  });

  it('an unexpected database error is 500 with the generic Spanish message and no internals', async () => {
    const response = await rawRpc('fail_with_internal_error', {}, { apikey: server.anonKey });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ message: 'Error interno del servidor', details: null, hint: null });
    expect(text).not.toMatch(/secreto/);
  });
});

async function rawRpc(fn: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the gateway around RPC', () => {
  it('requires an apikey and refuses invalid or expired JWTs with 401 PGRST301', async () => {
    expect((await rawRpc('list_numbers', {}, {})).status).toBe(401);
    const forged = await rawRpc('list_numbers', {}, { apikey: server.anonKey, authorization: 'Bearer x.y.z' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
    const expired = await new JwtKeys(jwtSecret).signAccessToken(
      { userId: 'a0000000-0000-4000-8000-000000000001', email: DEMO_EMAIL, sessionId: crypto.randomUUID(), userMetadata: {}, appMetadata: {} },
      Math.floor(Date.now() / 1000) - 7200,
    );
    const late = await rawRpc('list_numbers', {}, { apikey: server.anonKey, authorization: `Bearer ${expired}` });
    expect(late.status).toBe(401);
    const otherSecret = await new JwtKeys('otro-secreto-de-al-menos-treinta-y-dos-caracteres').signAccessToken({
      userId: 'a0000000-0000-4000-8000-000000000001', email: DEMO_EMAIL, sessionId: crypto.randomUUID(), userMetadata: {}, appMetadata: {},
    });
    expect((await rawRpc('list_numbers', {}, { apikey: otherSecret })).status).toBe(401);
  });

  it('refuses a body that is not a JSON object, and one over 1 MB', async () => {
    const list = await rawRpc('list_numbers', [1, 2], { apikey: server.anonKey });
    expect(list.status).toBe(400);
    expect((await list.json()).message).toMatch(/objeto JSON/);
    const broken = await rawRpc('list_numbers', '{"a":', { apikey: server.anonKey });
    expect(broken.status).toBe(400);
    const huge = await rawRpc('echo_arguments', { ...echoArguments, p_text: 'x'.repeat(1024 * 1024 + 10) }, { apikey: server.anonKey });
    expect(huge.status).toBe(413);
  });

  it('serves no table endpoints', async () => {
    const response = await fetch(`${server.url}/rest/v1/events?select=*`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/solo atiende funciones/);
  });
});
