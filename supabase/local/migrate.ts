// Brings a database to the schema of supabase/migrations, like `supabase db push` would,
// after the bootstrap that stands in for what hosted Supabase already has (skipped on a
// database that already has it, like the hosted-shaped Postgres of the database tests).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engine.ts';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const migrationsDir = `${supabaseDir}migrations`;

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

export interface MigrateOptions {
  seed: boolean;
  /** Default true; false where Supabase's own init scripts made the roles, `auth` and `storage`. */
  bootstrap?: boolean;
}

export async function migrate(engine: Engine, { seed, bootstrap = true }: MigrateOptions): Promise<MigrationResult> {
  const bootstrapRan = bootstrap && (await runBootstrapIfChanged(engine));
  await createMigrationsTable(engine);
  const done = new Set(
    (await engine.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const wasEmpty = done.size === 0;
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const script = fs.readFileSync(`${migrationsDir}/${file}`, 'utf8');
    await engine.transaction(async (tx) => {
      await tx.exec(script);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    applied.push(file);
  }
  const seeded = seed && wasEmpty;
  if (seeded) await engine.exec(fs.readFileSync(`${supabaseDir}seed.sql`, 'utf8'));
  // Only when something may have changed what the fingerprint reads: a warm start writes nothing.
  if (bootstrapRan || applied.length > 0 || seeded) await recordBootstrap(engine);
  return { applied, seeded };
}

const MIGRATIONS_TABLE = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  );`;

async function createMigrationsTable(engine: Engine): Promise<void> {
  await engine.exec(MIGRATIONS_TABLE);
}

/**
 * What the bootstrap made, as counts: its roles, and the relations, types and functions of
 * its schemas. A folder where any of it went missing (or was made before part of it existed)
 * reads differently from what was recorded.
 */
const BOOTSTRAP_FINGERPRINT = `
  select concat_ws('/',
    (select count(*) from pg_catalog.pg_roles where rolname in ('anon', 'authenticated', 'service_role')),
    (select count(*) from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('auth', 'storage', 'extensions', 'local_mailbox')),
    (select count(*) from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
      where n.nspname in ('auth', 'storage')),
    (select count(*) from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('auth', 'storage', 'extensions'))
  ) as fingerprint`;

function bootstrapScript(): { script: string; hash: string } {
  const script = fs.readFileSync(`${supabaseDir}local/bootstrap.sql`, 'utf8');
  return { script, hash: createHash('sha256').update(script).digest('hex') };
}

/**
 * The bootstrap is idempotent but not free (a second of a warm start on a loaded machine):
 * it runs again only when bootstrap.sql changed since the last start on this database, or
 * what it made no longer reads as recorded then (recordBootstrap, after the migrations).
 */
async function runBootstrapIfChanged(engine: Engine): Promise<boolean> {
  const { script, hash } = bootstrapScript();
  const { rows } = await engine.query<{ recorded: boolean }>(
    "select to_regclass('supabase_migrations.local_bootstrap') is not null as recorded",
  );
  if (rows[0].recorded) {
    const same = await engine
      .query(
        `select 1 from supabase_migrations.local_bootstrap, (${BOOTSTRAP_FINGERPRINT}) as now
          where local_bootstrap.hash = $1 and local_bootstrap.fingerprint = now.fingerprint`,
        [hash],
      )
      // A record of another shape (an older version of this file): run the bootstrap.
      .catch(() => ({ rows: [] }));
    if (same.rows.length > 0) return false;
  }
  await engine.exec(script);
  return true;
}

async function recordBootstrap(engine: Engine): Promise<void> {
  const { hash } = bootstrapScript();
  await engine.exec(`
    drop table if exists supabase_migrations.local_bootstrap;
    create table supabase_migrations.local_bootstrap (hash text not null, fingerprint text not null);`);
  await engine.query(
    `insert into supabase_migrations.local_bootstrap (hash, fingerprint) select $1, fingerprint from (${BOOTSTRAP_FINGERPRINT}) as now`,
    [hash],
  );
}

export function migrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => /^\d+_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}
