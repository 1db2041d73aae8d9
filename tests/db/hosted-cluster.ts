// A Postgres 15 shaped like a hosted Supabase project: Supabase's own init scripts
// (../shared/supabase-postgres), so roles, grants and default privileges are a hosted
// project's — `anon` and `authenticated` hold every privilege on new tables of `public` and
// on `storage.objects`, and row-level security is the only barrier. A template taken right
// after the init gets our migrations, applied as `postgres` as `supabase db push` does
// (migrated-templates.ts), and each test database is a copy of it.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './postgres-cluster.ts';

export const HOSTED_TEMPLATE_DATABASE = 'hosted_template';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const initScript = path.resolve(
  process.env.SUPABASE_POSTGRES_DIR ?? path.join(repositoryRoot, '../shared/supabase-postgres'),
  'init-hosted-like.sh',
);

/**
 * What a hosted project has beyond the init scripts because its services change it at start-up:
 * GoTrue's migrations (supabase/auth, 20220224000811_update_auth_functions and its `jwt()`)
 * make the helpers read PostgREST 9+'s `request.jwt.claims`. And `authenticator` preloads
 * pg-safeupdate, which Debian's Postgres does not package; it only refuses UPDATE and DELETE
 * without WHERE, nothing about who may touch which row, so it is left out here.
 */
const AT_SERVICE_START_UP = `
  create or replace function auth.uid() returns uuid language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid $$;
  create or replace function auth.role() returns text language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text $$;
  create or replace function auth.email() returns text language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text $$;
  create or replace function auth.jwt() returns jsonb language sql stable as $$
    select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), ''))::jsonb $$;
  grant execute on function auth.jwt() to anon, authenticated, service_role;
  alter role authenticator reset session_preload_libraries;
`;

/**
 * GoTrue's MFA tables (supabase/auth, 20221003041349_add_mfa_schema and its later columns), which
 * it creates at start-up as their owner supabase_auth_admin; migrations read auth.mfa_factors.
 */
const GOTRUE_MFA_TABLES = `
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  create type auth.factor_status as enum ('unverified', 'verified');
  create table auth.mfa_factors (
    id uuid primary key, user_id uuid not null references auth.users (id) on delete cascade,
    friendly_name text, factor_type auth.factor_type not null, status auth.factor_status not null,
    created_at timestamptz not null, updated_at timestamptz not null, secret text, phone text,
    last_challenged_at timestamptz unique);
  create table auth.mfa_challenges (
    id uuid primary key, factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
    created_at timestamptz not null, verified_at timestamptz, ip_address inet not null, otp_code text);
  alter type auth.factor_type owner to supabase_auth_admin;
  alter type auth.factor_status owner to supabase_auth_admin;
  alter table auth.mfa_factors owner to supabase_auth_admin;
  alter table auth.mfa_challenges owner to supabase_auth_admin;
`;

export interface HostedCluster {
  /** Superuser-less `postgres` URL of the template's server, ending in `/postgres`. */
  url: string;
  stop(): void;
}

export function hostedClusterAvailable(): boolean {
  return fs.existsSync(initScript);
}

export async function startHostedCluster(): Promise<HostedCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-hosted-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  // Asynchronous, so that a test setup can start several servers side by side.
  const started = await promisify(execFile)('bash', [initScript, String(port), dir], { encoding: 'utf8' }).catch((error: { stderr?: string; stdout?: string }) => {
    throw new Error(`init-hosted-like.sh falló: ${error.stderr || error.stdout}`);
  });
  const url = started.stdout.trim().split('\n').pop() ?? '';
  if (!url.startsWith('postgres://')) throw new Error(`init-hosted-like.sh falló: ${started.stderr || started.stdout}`);
  const supabaseAdmin = new pg.Client({ connectionString: url.replace('//postgres@', '//supabase_admin@') });
  await supabaseAdmin.connect();
  await supabaseAdmin.query(AT_SERVICE_START_UP);
  await supabaseAdmin.query(GOTRUE_MFA_TABLES);
  await supabaseAdmin.end();
  // The template must be copied while nobody is connected to it; this client leaves at once.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${HOSTED_TEMPLATE_DATABASE} template postgres`);
  await admin.end();
  return {
    url,
    stop: () => {
      spawnSync('bash', [initScript, 'stop', String(port), dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
