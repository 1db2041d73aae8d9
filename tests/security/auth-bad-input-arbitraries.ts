// fast-check arbitraries for malformed calls to the auth routes: a valid request plus one
// breaking mutation (a field of the wrong type, a NUL, a 10,000-character address, `data`
// nested thousands deep, a body that is not an object, a weak password, a bad token…), so
// every request is invalid by construction and must be refused without changing anything.
import fc from 'fast-check';

export interface AuthRequest {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Which bearer to send: none, the anon key, the fixture's live session, or a given text. */
  bearer: 'none' | 'anon' | 'session' | { raw: string };
  apikey: boolean;
  /** JSON text or anything else, written as is. */
  body?: string;
}

const json = (value: unknown) => JSON.stringify(value);

const NUL = '\u0000';
const notAnObject = fc.constantFrom('[]', '[{"email":"a@b.co"}]', '"texto"', '42', 'null', 'true', '{"email":', 'no es json', '\u0000');
const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }));
const badEmail = fc.oneof(
  fc.constant(`${'a'.repeat(10_000)}@ejemplo.co`),
  fc.constant(`ana${NUL}@ejemplo.co`),
  fc.constantFrom('', '   ', 'sin-arroba', 'a@b', '@ejemplo.co', "' or 1=1 --@x.co", 'ana @ejemplo.co'),
  notAString,
);
const weakPassword = fc.constantFrom('12345678', 'aaaaaaaa', 'password', 'contraseña1', 'Corta1', 'qwertyuiop', 'x'.repeat(73));
const badPassword = fc.oneof(weakPassword, fc.constant(`Clave${NUL}Segura1`), notAString.filter((value) => value !== null));
const deepData = fc.integer({ min: 9, max: 5000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const badData = fc.oneof(
  deepData,
  fc.constant(json({ full_name: `Ana${NUL}` })),
  fc.constant(json({ [`clave${NUL}`]: 1 })),
  fc.constantFrom('[]', '"texto"', '7', 'true'),
);
const junkToken = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
  fc.constant('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.firma-falsa'),
  fc.constant(`token${NUL}`),
);

const GOOD_PASSWORD = 'Festival-Gradas-77';
const freshEmail = fc.uuid().map((id) => `nadie-${id}@ejemplo.co`);

function signUp(): fc.Arbitrary<AuthRequest> {
  const post = (label: string, body: string): AuthRequest => ({ label, method: 'POST', path: '/auth/v1/signup', bearer: 'none', apikey: true, body });
  return fc.oneof(
    notAnObject.map((body) => post(`signup cuerpo ${body}`, body)),
    fc.tuple(badEmail, fc.constantFrom(GOOD_PASSWORD)).map(([email, password]) => post('signup correo malo', json({ email, password }))),
    fc.tuple(freshEmail, badPassword).map(([email, password]) => post('signup clave mala', json({ email, password }))),
    fc.tuple(freshEmail, badData).map(([email, data]) => post('signup data mala', `{"email":${json(email)},"password":${json(GOOD_PASSWORD)},"data":${data}}`)),
    freshEmail.map((email) => post('signup sin clave', json({ email }))),
  );
}

function passwordGrant(): fc.Arbitrary<AuthRequest> {
  const post = (label: string, body: string): AuthRequest => ({ label, method: 'POST', path: '/auth/v1/token?grant_type=password', bearer: 'none', apikey: true, body });
  return fc.oneof(
    notAnObject.map((body) => post(`password cuerpo ${body}`, body)),
    fc.tuple(badEmail, fc.string()).map(([email, password]) => post('password correo malo', json({ email, password }))),
    fc.tuple(freshEmail, fc.oneof(fc.string({ maxLength: 100 }), badPassword)).map(([email, password]) => post('password cuenta inexistente', json({ email, password }))),
    fc.string({ maxLength: 60 }).map((password) => post('password clave equivocada', json({ email: 'demo@taquilla.co', password: `${password}-no` }))),
  );
}

function refreshGrant(): fc.Arbitrary<AuthRequest> {
  const post = (label: string, body: string): AuthRequest => ({ label, method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', bearer: 'none', apikey: true, body });
  return fc.oneof(
    notAnObject.map((body) => post(`refresh cuerpo ${body}`, body)),
    fc.oneof(junkToken, notAString).map((token) => post('refresh token malo', json({ refresh_token: token }))),
    fc.string({ maxLength: 20 }).map((grant) => ({ ...post('grant desconocido', '{}'), path: `/auth/v1/token?grant_type=${encodeURIComponent(`x${grant}`)}` })),
  );
}

function recover(): fc.Arbitrary<AuthRequest> {
  const post = (label: string, body: string): AuthRequest => ({ label, method: 'POST', path: '/auth/v1/recover', bearer: 'none', apikey: true, body });
  return fc.oneof(
    notAnObject.map((body) => post(`recover cuerpo ${body}`, body)),
    badEmail.map((email) => post('recover correo malo', json({ email }))),
  );
}

function user(): fc.Arbitrary<AuthRequest> {
  const put = (label: string, body: string): AuthRequest => ({ label, method: 'PUT', path: '/auth/v1/user', bearer: 'session', apikey: true, body });
  return fc.oneof(
    junkToken.map((raw): AuthRequest => ({ label: 'user GET token malo', method: 'GET', path: '/auth/v1/user', bearer: { raw }, apikey: true })),
    fc.constantFrom<AuthRequest['bearer']>('none', 'anon').map((bearer): AuthRequest => ({ label: 'user GET sin sesión', method: 'GET', path: '/auth/v1/user', bearer, apikey: true })),
    notAnObject.map((body) => put(`user PUT cuerpo ${body}`, body)),
    badPassword.map((password) => put('user PUT clave mala', json({ password }))),
    badData.map((data) => put('user PUT data mala', `{"data":${data}}`)),
    fc.oneof(badEmail, freshEmail).map((email) => put('user PUT cambio de correo', json({ email }))),
    fc.tuple(junkToken, fc.constantFrom(GOOD_PASSWORD)).map(([raw, password]): AuthRequest => ({ ...put('user PUT token malo', json({ password })), bearer: { raw } })),
  );
}

function logout(): fc.Arbitrary<AuthRequest> {
  return fc.oneof(
    junkToken.map((raw): AuthRequest => ({ label: 'logout token malo', method: 'POST', path: '/auth/v1/logout', bearer: { raw }, apikey: true })),
    fc.constantFrom<AuthRequest['bearer']>('none', 'anon').map((bearer): AuthRequest => ({ label: 'logout sin sesión', method: 'POST', path: '/auth/v1/logout', bearer, apikey: true })),
    fc.string({ maxLength: 20 }).map((scope): AuthRequest => ({ label: 'logout alcance raro', method: 'POST', path: `/auth/v1/logout?scope=${encodeURIComponent(`x${scope}`)}`, bearer: 'session', apikey: true })),
  );
}

/** Any of the above, sometimes with the apikey left out as well. */
export function badAuthRequests(): fc.Arbitrary<AuthRequest> {
  return fc
    .tuple(fc.oneof(signUp(), passwordGrant(), refreshGrant(), recover(), user(), logout()), fc.boolean(), fc.integer({ min: 0, max: 9 }))
    .map(([request, dropKey, roll]) => (dropKey && roll === 0 ? { ...request, label: `${request.label} sin apikey`, apikey: false } : request));
}

