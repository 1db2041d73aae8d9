// Issue 17, point 7: a new PGlite folder starts from a snapshot of a freshly migrated and
// seeded database instead of repeating initdb, the bootstrap, the migrations and the seed;
// a folder that already has a database is opened as it is; and a snapshot built from other
// migrations is never loaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine } from './engine.ts';
import { migrate, migrationFiles } from './migrate.ts';
import { currentSources, openMigratedPglite, snapshotKey, type SnapshotSources } from './pglite-snapshot.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-snapshot-'));
const snapshotDir = path.join(workDir, 'snapshots');
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const snapshots = () => (fs.existsSync(snapshotDir) ? fs.readdirSync(snapshotDir).sort() : []);

async function demoFacts(dataDir: string, sources?: SnapshotSources) {
  const opened = await openMigratedPglite(dataDir, { seed: true, snapshotDir, sources });
  try {
    const { rows } = await opened.engine.query<{ users: number; seats: number; versions: number; marker: number }>(
      `select (select count(*)::int from auth.users) as users, (select count(*)::int from public.seats) as seats,
              (select count(*)::int from supabase_migrations.schema_migrations) as versions,
              (select count(*)::int from public.organizations where name = 'Marcada en esta carpeta') as marker`,
    );
    await opened.engine.query("update public.organizations set name = 'Marcada en esta carpeta' where id = 'a0000000-0000-4000-8000-000000000010'");
    return { snapshot: opened.snapshot, seeded: opened.migration.seeded, applied: opened.migration.applied.length, ...rows[0] };
  } finally {
    await opened.engine.close();
  }
}

describe('PGlite snapshots', () => {
  it('names a snapshot after every migration, the bootstrap, the seed and PGlite: any change is another name', () => {
    const sources = currentSources(true);
    const key = snapshotKey(sources);
    expect(snapshotKey(currentSources(true))).toBe(key);
    expect(snapshotKey(currentSources(false))).not.toBe(key);
    const lastMigration = sources.findIndex((source) => source.name === `migrations/${migrationFiles().at(-1)}`);
    expect(lastMigration).toBeGreaterThan(0);
    const edited = sources.map((source, index) => (index === lastMigration ? { ...source, content: `${source.content}\n-- cambio` } : source));
    expect(snapshotKey(edited)).not.toBe(key);
    const added = [...sources.slice(0, -1), { name: 'migrations/29991231000000_add_something.sql', content: 'select 1;' }, sources.at(-1)!];
    expect(snapshotKey(added)).not.toBe(key);
    expect(snapshotKey(sources.map((source) => (source.name === 'pglite' ? { ...source, content: '9.9.9' } : source)))).not.toBe(key);
  });

  it('keeps the first new folder as a snapshot, starts the next new folder from it, and opens an existing folder as it is', async () => {
    const first = await demoFacts(path.join(workDir, 'first'));
    expect(first).toMatchObject({ snapshot: 'saved', seeded: true, marker: 0 });
    expect(first.applied).toBe(migrationFiles().length);
    expect(snapshots()).toEqual([`${snapshotKey(currentSources(true))}.tar`]);

    // Loaded, not rebuilt: the same database as a fresh build (the marker was written after the snapshot).
    const second = await demoFacts(path.join(workDir, 'second'));
    expect(second).toEqual({ ...first, snapshot: 'loaded' });

    // Warm: the folder's own database, with what was written in it, and no snapshot touched.
    const secondAgain = await demoFacts(path.join(workDir, 'second'));
    expect(secondAgain).toMatchObject({ snapshot: 'none', seeded: false, applied: 0, marker: 1, users: first.users });
    expect(snapshots()).toHaveLength(1);
  }, 120_000);

  it('builds from the migrations again when they changed, and keeps that build as a new snapshot', async () => {
    const changed = currentSources(true).map((source) => (source.name.startsWith('migrations/') ? { ...source, content: `${source.content} ` } : source));
    const rebuilt = await demoFacts(path.join(workDir, 'changed'), changed);
    expect(rebuilt).toMatchObject({ snapshot: 'saved', seeded: true, marker: 0 });
    expect(snapshots()).toEqual([`${snapshotKey(currentSources(true))}.tar`, `${snapshotKey(changed)}.tar`].sort());
  }, 120_000);
});

describe('A warm start', () => {
  it('does not run the bootstrap again while bootstrap.sql and what it made are unchanged', async () => {
    const engine = await openEngine({});
    try {
      await migrate(engine, { seed: false });
      // Changed behind the bootstrap's back, with nothing added or removed: a rerun would restore it.
      await engine.exec("create or replace function storage.filename(name text) returns text language sql immutable as $$ select 'cambiada' $$");
      expect(await migrate(engine, { seed: false })).toEqual({ applied: [], seeded: false });
      const { rows } = await engine.query<{ name: string }>("select storage.filename('a/b.png') as name");
      expect(rows[0].name).toBe('cambiada');
    } finally {
      await engine.close();
    }
  }, 120_000);
});
