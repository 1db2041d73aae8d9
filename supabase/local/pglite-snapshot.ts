// Issue 17, point 7: a cold start without repeated initdb work. The first start on an empty
// PGlite folder creates the database (initdb), runs the bootstrap, every migration and the
// seed, and keeps the result as a snapshot (a tarball of the data folder) named by a hash of
// all of that; later starts on an empty folder load the snapshot instead. A changed
// migration, bootstrap, seed or PGlite version is a new hash, so a stale snapshot is never
// loaded (nor one made by another version of migrate.ts). The snapshot holds only what every installation gets alike: the installation's
// secrets live in secrets.json, never in the database (a migration must not generate one).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEngine, type Engine, type PublicLane } from './engine.ts';
import { migrate, migrationFiles, type MigrationResult } from './migrate.ts';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(supabaseDir, '..');

/** Where snapshots are kept: TAQUILLA_SNAPSHOT_DIR, or the repository's .cache folder. */
export function defaultSnapshotDir(): string {
  return path.resolve(process.env.TAQUILLA_SNAPSHOT_DIR ?? path.join(repoRoot, '.cache', 'pglite-snapshots'));
}

/** Everything a fresh database is built from, by name, as the hash reads it. */
export type SnapshotSources = { name: string; content: string }[];

export function currentSources(seed: boolean): SnapshotSources {
  const read = (relative: string) => ({ name: relative, content: fs.readFileSync(path.join(supabaseDir, relative), 'utf8') });
  const pgliteVersion = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version as string;
  return [
    { name: 'pglite', content: pgliteVersion },
    // How the database is built and what it records about that.
    read('local/migrate.ts'),
    read('local/bootstrap.sql'),
    ...migrationFiles().map((file) => read(`migrations/${file}`)),
    seed ? read('seed.sql') : { name: 'seed', content: 'none' },
  ];
}

export function snapshotKey(sources: SnapshotSources): string {
  const hash = createHash('sha256');
  for (const { name, content } of sources) hash.update(`${name}\0${content.length}\0${content}\0`);
  return hash.digest('hex').slice(0, 32);
}

/** The snapshot of a database built from these sources, in that folder (there or not yet). */
export function snapshotFile(snapshotDir: string, sources: SnapshotSources): string {
  return path.join(snapshotDir, `${snapshotKey(sources)}.tar`);
}

export interface OpenedPglite {
  engine: Engine;
  migration: MigrationResult;
  /** 'loaded': a new folder from the snapshot; 'saved': a new folder built and kept as one; 'none': the folder had a database. */
  snapshot: 'loaded' | 'saved' | 'none';
}

export interface OpenPgliteOptions {
  seed: boolean;
  publicLane?: PublicLane;
  /** The data folder's lock, when the caller took it already (start.ts, before listening). */
  heldLock?: () => Promise<void>;
  snapshotDir?: string;
  /** What the snapshot's name is hashed from; the migrations on disk unless a test says otherwise. */
  sources?: SnapshotSources;
}

const hasDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/** Opens PGlite in `dataDir` migrated (and seeded when asked), from a snapshot when the folder is new. */
export async function openMigratedPglite(
  dataDir: string,
  { seed, snapshotDir = defaultSnapshotDir(), sources, publicLane, heldLock }: OpenPgliteOptions,
): Promise<OpenedPglite> {
  if (hasDatabase(dataDir)) {
    const engine = await openEngine({ dataDir, publicLane, heldLock });
    return { engine, migration: await migrateOrClose(engine, seed), snapshot: 'none' };
  }
  // Hashed only for a new folder: a warm start reads no migration file for this.
  const file = snapshotFile(snapshotDir, sources ?? currentSources(seed));
  if (fs.existsSync(file)) {
    const engine = await openEngine({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]), publicLane, heldLock });
    await migrateOrClose(engine, seed);
    // Built from the same migrations and seed: as if this start had run them all.
    return { engine, migration: { applied: migrationFiles(), seeded: seed }, snapshot: 'loaded' };
  }
  const engine = await openEngine({ dataDir, publicLane, heldLock });
  const migration = await migrateOrClose(engine, seed);
  await saveSnapshot(engine, snapshotDir, file);
  return { engine, migration, snapshot: 'saved' };
}

async function migrateOrClose(engine: Engine, seed: boolean): Promise<MigrationResult> {
  try {
    return await migrate(engine, { seed });
  } catch (error) {
    await engine.close();
    throw error;
  }
}

/** Written beside and renamed into place, so two first starts at once never leave half a file. */
export async function saveSnapshot(engine: Engine, snapshotDir: string, file: string): Promise<void> {
  if (!engine.dumpDataDir) return;
  try {
    const tarball = Buffer.from(await (await engine.dumpDataDir()).arrayBuffer());
    fs.mkdirSync(snapshotDir, { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, file);
    pruneOldSnapshots(snapshotDir);
  } catch (error) {
    // A snapshot only saves time: a read-only or full disk must not stop the start.
    console.warn(`No se pudo guardar la copia de la base recién creada (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Each changed migration makes a new 40 MB snapshot: only the most recent few are kept. */
const SNAPSHOTS_KEPT = 4;

function pruneOldSnapshots(snapshotDir: string): void {
  const snapshots = fs
    .readdirSync(snapshotDir)
    .filter((name) => name.endsWith('.tar'))
    .map((name) => ({ file: path.join(snapshotDir, name), modified: fs.statSync(path.join(snapshotDir, name)).mtimeMs }))
    .sort((a, b) => b.modified - a.modified);
  for (const old of snapshots.slice(SNAPSHOTS_KEPT)) fs.rmSync(old.file, { force: true });
}
