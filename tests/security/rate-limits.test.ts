// Issue 13 point 3 and issue 14 point 3: GoTrue-like rate limits with their real default
// numbers, answered 429 with Retry-After and a Spanish message. The client is the TCP peer:
// a forged X-Forwarded-For does not get around a limit, and another machine (127.0.0.2 here)
// keeps its own budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../supabase/local/rate-limits.ts';
import type { StoredMail } from '../../supabase/local/mailbox.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, uniqueEmail, type RunningServer } from '../../supabase/local/test-server.ts';
import { rawRequest, type RawAnswer } from './raw-http.ts';

const OTHER_CLIENT = '127.0.0.2';
/** Accounts the tests need are opened from their own address, outside the budgets under test. */
const SETUP_CLIENT = '127.0.0.3';

it('uses GoTrue-like default numbers', () => {
  expect(DEFAULT_RATE_LIMITS).toEqual({
    signInPerAddress: { limit: 30, windowSeconds: 300 },
    signInFailuresPerAccount: { limit: 10, windowSeconds: 300 },
    signUpPerAddress: { limit: 30, windowSeconds: 300 },
    recoveryPerEmail: { limit: 1, windowSeconds: 60 },
    tokenRefreshPerAddress: { limit: 150, windowSeconds: 300 },
    bookSeatsPerAddress: { limit: 20, windowSeconds: 60 },
    ticketsPerAddress: { limit: 60, windowSeconds: 60 },
  });
});

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => server?.stop());

function post(path: string, body: unknown, { headers = {}, localAddress }: { headers?: Record<string, string>; localAddress?: string } = {}) {
  return rawRequest(server.url, path, {
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    localAddress,
  });
}

const signIn = (email: string, password: string, options?: Parameters<typeof post>[2]) =>
  post('/auth/v1/token?grant_type=password', { email, password }, options);

/** A 429 in GoTrue's shape with Retry-After within the window and a Spanish message. */
function expectAuthLimit(answer: RawAnswer, code: string, windowSeconds: number) {
  expect(answer.status, answer.text).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.json).toMatchObject({ code, error_code: code });
  expect((answer.json as { msg: string }).msg).toMatch(/^(Demasiad|Ya enviamos).*[Ee]spera \d+ (segundos?|minutos?)/);
}

describe('sign-in per account: 10 wrong passwords in 5 minutes', () => {
  it('counts only failures, then refuses even the right password with 429', async () => {
    const email = uniqueEmail('bloqueo');
    expect((await post('/auth/v1/signup', { email, password: 'ClaveSegura1' }, { localAddress: SETUP_CLIENT })).status).toBe(200);
    // Successful sign-ins do not count: the owner is never locked out by using the account.
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, 'ClaveSegura1')).status).toBe(200);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInFailuresPerAccount.limit; i += 1) {
      const wrong = await signIn(email, `Equivocada${i}x`);
      expect(wrong.status, `intento ${i + 1}`).toBe(400);
      expect(wrong.json).toMatchObject({ code: 'invalid_credentials', msg: 'Correo o contraseña incorrectos' });
    }
    const locked = await signIn(email, 'ClaveSegura1');
    expectAuthLimit(locked, 'over_request_rate_limit', 300);
    expect((locked.json as { msg: string }).msg).toContain('intentos fallidos para esta cuenta');
    // Neither another address nor a forged header unlocks the account.
    expect((await signIn(email, 'ClaveSegura1', { localAddress: OTHER_CLIENT })).status).toBe(429);
    expect((await signIn(email.toUpperCase(), 'ClaveSegura1', { headers: { 'x-forwarded-for': '10.9.8.7' } })).status).toBe(429);
    // Other accounts are not affected.
    expect((await signIn(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('sign-up per address: 30 in 5 minutes', () => {
  it('refuses the 31st sign-up from one address, whatever X-Forwarded-For says; another address still signs up', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.signUpPerAddress;
    // Refused sign-ups count too (GoTrue counts requests): weak passwords keep this fast.
    for (let i = 0; i < limit; i += 1) {
      const answer = await post('/auth/v1/signup', { email: uniqueEmail('masivo'), password: '12345678' }, { headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      expect(answer.status, `registro ${i + 1}`).toBe(422);
    }
    const refused = await post('/auth/v1/signup', { email: uniqueEmail('masivo'), password: 'ClaveSegura1' }, { headers: { 'x-forwarded-for': '10.0.1.1' } });
    expectAuthLimit(refused, 'over_request_rate_limit', 300);
    expect((await post('/auth/v1/signup', { email: uniqueEmail('otro-equipo'), password: 'ClaveSegura1' }, { localAddress: OTHER_CLIENT })).status).toBe(200);
  });
});

describe('recovery: one mail per address per 60 s', () => {
  async function mailsTo(email: string): Promise<StoredMail[]> {
    return ((await (await fetch(`${server.url}/_dev/correo.json`)).json()) as StoredMail[]).filter((mail) => mail.to === email);
  }

  it('answers 429 to a second request within 60 s and sends nothing more', async () => {
    const email = uniqueEmail('recupera-limite');
    expect((await post('/auth/v1/signup', { email, password: 'ClaveSegura1' }, { localAddress: SETUP_CLIENT })).status).toBe(200);
    expect((await post('/auth/v1/recover', { email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    const again = await post('/auth/v1/recover', { email: ` ${email.toUpperCase()} ` }, { localAddress: OTHER_CLIENT });
    expectAuthLimit(again, 'over_email_send_rate_limit', 60);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('limits an address without an account the same way, so the answer tells nothing', async () => {
    const nobody = uniqueEmail('sin-cuenta');
    expect((await post('/auth/v1/recover', { email: nobody })).status).toBe(200);
    expectAuthLimit(await post('/auth/v1/recover', { email: nobody }), 'over_email_send_rate_limit', 60);
  });
});

describe('token refresh per address: 150 in 5 minutes', () => {
  it('refuses the 151st refresh from one address', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.tokenRefreshPerAddress;
    for (let i = 0; i < limit; i += 1) {
      const answer = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: `no-existe-${i}` }, { headers: { 'x-forwarded-for': `10.1.0.${i % 250}` } });
      expect(answer.status, `renovación ${i + 1}`).toBe(400);
    }
    expectAuthLimit(await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'no-existe' }), 'over_request_rate_limit', 300);
    expect((await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'no-existe' }, { localAddress: OTHER_CLIENT })).status).toBe(400);
  });
});

describe('book_seats per client address: 20 per minute (issue 14)', () => {
  it('refuses the 21st call from one address with 429, Retry-After and a Spanish message', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.bookSeatsPerAddress;
    // Bookings that the function itself refuses count too: the limit is on calls, not on seats.
    const call = (options?: Parameters<typeof post>[2]) => post('/rest/v1/rpc/book_seats', { p_event_id: '00000000-0000-4000-8000-000000000000' }, options);
    for (let i = 0; i < limit; i += 1) {
      const answer = await call({ headers: { 'x-forwarded-for': `10.2.0.${i}` } });
      expect(answer.status, `reserva ${i + 1}: ${answer.text}`).not.toBe(429);
    }
    const refused = await call({ headers: { 'x-forwarded-for': '10.2.1.1' } });
    expect(refused.status, refused.text).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json).toMatchObject({ code: 'PT429', details: 'over_request_rate_limit' });
    expect((refused.json as { message: string }).message).toMatch(/^Demasiadas reservas seguidas desde esta conexión\. Espera \d+ segundos?/);
    expect((await call({ localAddress: OTHER_CLIENT })).status).not.toBe(429);
  });
});

describe('the tickets function per client address: 60 per minute (issue 18)', () => {
  it('refuses the 61st look-up from one address with 429, Retry-After and a Spanish message', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.ticketsPerAddress;
    // Forged codes count too: the limit is what stops guessing at speed.
    const call = (options?: Parameters<typeof post>[2]) =>
      post('/functions/v1/tickets', { code: 'TQ1.inventado.firma' }, { ...options, headers: { authorization: `Bearer ${server.anonKey}`, ...options?.headers } });
    for (let i = 0; i < limit; i += 1) {
      const answer = await call({ headers: { 'x-forwarded-for': `10.4.0.${i}` } });
      expect(answer.status, `consulta ${i + 1}: ${answer.text}`).toBe(400);
    }
    const refused = await call({ headers: { 'x-forwarded-for': '10.4.1.1' } });
    expect(refused.status, refused.text).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json).toMatchObject({ code: 'over_request_rate_limit' });
    expect((refused.json as { error: string }).error).toMatch(/^Demasiadas consultas de entradas desde esta conexión\. Espera \d+ segundos?/);
    expect((await call({ localAddress: OTHER_CLIENT })).status).toBe(400);
  });
});

describe('sign-in per address: 30 in 5 minutes', () => {
  let fresh: RunningServer;
  beforeAll(async () => {
    fresh = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(() => fresh?.stop());

  it('refuses the 31st password sign-in from one address, over many accounts and forged X-Forwarded-For', async () => {
    const attempt = (email: string, localAddress?: string) =>
      rawRequest(fresh.url, '/auth/v1/token?grant_type=password', {
        headers: { apikey: fresh.anonKey, 'content-type': 'application/json', 'x-forwarded-for': `10.3.0.${Math.floor(Math.random() * 250)}` },
        body: JSON.stringify({ email, password: 'NoEsLaClave1' }),
        localAddress,
      });
    const { limit } = DEFAULT_RATE_LIMITS.signInPerAddress;
    for (let i = 0; i < limit; i += 1) expect((await attempt(uniqueEmail(`barrido${i}`))).status, `intento ${i + 1}`).toBe(400);
    const refused = await attempt(uniqueEmail('barrido-final'));
    expectAuthLimit(refused, 'over_request_rate_limit', 300);
    expect((refused.json as { msg: string }).msg).toContain('desde este equipo');
    expect((await attempt(uniqueEmail('otro-equipo'), OTHER_CLIENT)).status).toBe(400);
  });
});
