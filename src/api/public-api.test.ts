import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { supabaseAnonKey } from './config';
import { callPublicRpc, invokePublicFunction } from './public-api';

function answering(status: number, body: string | null) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('callPublicRpc', () => {
  it('posts the arguments to PostgREST with the anon key and gives the answer', async () => {
    const fetchMock = answering(200, '{"venues":[]}');
    await expect(callPublicRpc('get_event_seat_statuses', { event_slug: 'festival' })).resolves.toEqual({ venues: [] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${window.location.origin}/rest/v1/rpc/get_event_seat_statuses`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"event_slug":"festival"}');
    expect(init.headers).toMatchObject({ apikey: supabaseAnonKey(), Authorization: `Bearer ${supabaseAnonKey()}`, 'Content-Type': 'application/json' });
  });

  it('gives null for a function that answers nothing', async () => {
    answering(204, null);
    await expect(callPublicRpc('void_function')).resolves.toBeNull();
  });

  it('turns a refusal into the server’s Spanish message, its code and its hint', async () => {
    answering(409, JSON.stringify({ code: 'P0001', message: 'Los siguientes asientos ya no están disponibles: A-1', details: 'seats_unavailable', hint: '{"unavailable_seat_ids":["s1"]}' }));
    const error = await refusal(callPublicRpc('book_seats', {}));
    expect(error).toMatchObject({ message: 'Los siguientes asientos ya no están disponibles: A-1', code: 'seats_unavailable', hint: '{"unavailable_seat_ids":["s1"]}' });
  });

  it('never shows a body that is not PostgREST’s error (a proxy’s HTML page)', async () => {
    answering(502, '<html><body>Bad gateway</body></html>');
    const error = await refusal(callPublicRpc('get_event_by_slug', { event_slug: 'x' }));
    expect(error).toMatchObject({ message: 'Error inesperado del servidor. Intenta nuevamente.', code: 'unknown_error' });
  });

  it('says so in Spanish when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await refusal(callPublicRpc('get_event_by_slug', { event_slug: 'x' }));
    expect(error).toMatchObject({ message: 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.', code: 'network_error' });
  });
});

describe('invokePublicFunction', () => {
  it('posts to the function and gives its JSON answer', async () => {
    const fetchMock = answering(200, '{"redirect_url":"/pago/sandbox/p1","seconds_left":900}');
    await expect(invokePublicFunction('payment-checkout', { payment_id: 'p1' })).resolves.toMatchObject({ redirect_url: '/pago/sandbox/p1' });
    expect(fetchMock.mock.calls[0][0]).toBe(`${window.location.origin}/functions/v1/payment-checkout`);
  });

  it('turns a refusal into the function’s Spanish message and code', async () => {
    answering(409, JSON.stringify({ error: 'La reserva ya venció.', code: 'reservation_expired' }));
    const error = await refusal(invokePublicFunction('payment-checkout', { payment_id: 'p1' }));
    expect(error).toMatchObject({ message: 'La reserva ya venció.', code: 'reservation_expired' });
  });

  it('says so in Spanish when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await refusal(invokePublicFunction('payment-sandbox', { payment_id: 'p1', approved: true }));
    expect(error.code).toBe('network_error');
  });
});
