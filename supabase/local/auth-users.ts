// auth.users the way GoTrue keeps it: bcrypt hashes made by pgcrypto (the format the seed
// and hosted Supabase use), metadata as jsonb, users confirmed on sign-up. New hashes use
// GoTrue's bcrypt cost 10 (pgcrypto's default is 6); older ones are rehashed at the next
// successful sign-in, the only moment the server holds the password.
import type { Engine, Sql } from './engine.ts';

export interface UserRow {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  /** The user's second factors as GoTrue lists them (no secrets). */
  factors: unknown[];
}

/** GoTrue's bcrypt.DefaultCost. */
export const BCRYPT_COST = 10;
const NEW_HASH_SQL = `extensions.gen_salt('bf', ${BCRYPT_COST})`;

const USER_COLUMNS = `id::text as id, email, raw_user_meta_data as user_metadata, raw_app_meta_data as app_metadata,
  to_json(email_confirmed_at)#>>'{}' as email_confirmed_at, to_json(last_sign_in_at)#>>'{}' as last_sign_in_at,
  to_json(created_at)#>>'{}' as created_at, to_json(updated_at)#>>'{}' as updated_at,
  (select coalesce(json_agg(json_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''),
     'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at)
     order by f.created_at), '[]'::json)
   from auth.mfa_factors f where f.user_id = users.id) as factors`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** null when the email is taken. */
export async function createUser(
  sql: Sql,
  email: string,
  password: string,
  userMetadata: Record<string, unknown>,
): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, last_sign_in_at)
     values ($1, extensions.crypt($2, ${NEW_HASH_SQL}), $3::jsonb,
             '{"provider": "email", "providers": ["email"]}'::jsonb, now(), now())
     on conflict (email) do nothing
     returning ${USER_COLUMNS}`,
    [email, password, JSON.stringify(userMetadata)],
  );
  return rows[0] ?? null;
}

/**
 * The account whose password this is, or null. A wrong password costs the same whether or
 * not the address has an account: an unknown address is checked against a dummy hash of the
 * same cost, so the answer's timing does not tell who uses Taquilla.
 */
export async function findUserByPassword(sql: Sql, email: string, password: string, dummyHash: string): Promise<UserRow | null> {
  const { rows: accounts } = await sql.query<{ id: string; hash: string | null; cost: number | null }>(
    `select id::text as id, encrypted_password as hash,
            substring(encrypted_password from '^\\$2[abxy]?\\$(\\d\\d)\\$')::int as cost
     from auth.users where email = $1`,
    [email],
  );
  const account = accounts[0];
  // Always one bcrypt run, in its own statement, so no plan can skip it for a missing account.
  const hash = account?.hash ?? dummyHash;
  const { rows } = await sql.query<{ matches: boolean }>('select extensions.crypt($1, $2) = $2 as matches', [password, hash]);
  if (!account?.hash || rows[0]?.matches !== true) return null;
  const rehash = account.cost === null || account.cost < BCRYPT_COST;
  const { rows: signedIn } = await sql.query<UserRow>(
    `update auth.users set last_sign_in_at = now(),
       encrypted_password = case when $3 then extensions.crypt($2, ${NEW_HASH_SQL}) else encrypted_password end
     where id = $1::uuid
     returning ${USER_COLUMNS}`,
    [account.id, password, rehash],
  );
  return signedIn[0] ?? null;
}

const dummyHashes = new WeakMap<Engine, Promise<string>>();

/** A hash of a random password at the current cost, made once per database. */
export function dummyPasswordHash(engine: Engine): Promise<string> {
  let hash = dummyHashes.get(engine);
  if (!hash) {
    hash = engine
      .query<{ hash: string }>(`select extensions.crypt(gen_random_uuid()::text, ${NEW_HASH_SQL}) as hash`)
      .then(({ rows }) => rows[0].hash);
    hash.catch(() => dummyHashes.delete(engine));
    dummyHashes.set(engine, hash);
  }
  return hash;
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return rows[0] ?? null;
}

export async function passwordMatches(sql: Sql, id: string, password: string): Promise<boolean> {
  const { rows } = await sql.query(
    'select 1 from auth.users where id = $1::uuid and encrypted_password = extensions.crypt($2, encrypted_password)',
    [id, password],
  );
  return rows.length > 0;
}

/** Metadata is merged key by key, like GoTrue's PUT /user. */
export async function updateUser(
  sql: Sql,
  id: string,
  changes: { password?: string; userMetadata?: Record<string, unknown> },
): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(
    `update auth.users set
       encrypted_password = case when $2::text is null then encrypted_password
                                 else extensions.crypt($2::text, ${NEW_HASH_SQL}) end,
       raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1::uuid
     returning ${USER_COLUMNS}`,
    [id, changes.password ?? null, changes.userMetadata ? JSON.stringify(changes.userMetadata) : null],
  );
  return rows[0] ?? null;
}

/** The user object GoTrue returns. */
export function userResponse(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: [],
    factors: user.factors,
    is_anonymous: false,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
