// Brings a database to the schema of supabase/migrations, like `supabase db push` would,
// after the bootstrap that stands in for what hosted Supabase already has (skipped on a
// database that already has it, like the hosted-shaped Postgres of the database tests).
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
  if (bootstrap) await engine.exec(fs.readFileSync(`${supabaseDir}local/bootstrap.sql`, 'utf8'));
  await engine.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );`);
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
  return { applied, seeded };
}

export function migrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => /^\d+_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}
