// Fresh in-memory PGlite databases for tests, migrated (and seeded when asked). A new PGlite
// costs an initdb in WebAssembly plus every migration, about 2 s; the same database loaded from
// a snapshot of one built that way costs about a quarter of it. The snapshot is the one a cold
// `npm start` keeps (pglite-snapshot.ts: named by a hash of the migrations, the bootstrap, the
// seed and PGlite's version, so a changed migration is never loaded stale): the first test
// process to need it builds it, and every database after that, in any process, starts from it,
// as fresh and as migrated as if built from scratch.
import fs from 'node:fs';
import { openEngine, type Engine } from './engine.ts';
import { migrate } from './migrate.ts';
import { currentSources, defaultSnapshotDir, saveSnapshot, snapshotFile } from './pglite-snapshot.ts';

const snapshots = new Map<boolean, Promise<Blob>>();

async function readOrBuildSnapshot(seed: boolean): Promise<Blob> {
  const snapshotDir = defaultSnapshotDir();
  const file = snapshotFile(snapshotDir, currentSources(seed));
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const engine = await openEngine({});
  try {
    await migrate(engine, { seed });
    await saveSnapshot(engine, snapshotDir, file);
    return await engine.dumpDataDir!();
  } finally {
    await engine.close();
  }
}

function snapshotOf(seed: boolean): Promise<Blob> {
  let snapshot = snapshots.get(seed);
  if (!snapshot) {
    snapshot = readOrBuildSnapshot(seed);
    // A failed build is not kept: the next call tries again and reports its own error.
    snapshot.catch(() => snapshots.delete(seed));
    snapshots.set(seed, snapshot);
  }
  return snapshot;
}

export async function openFreshMigratedPglite({ seed }: { seed: boolean }): Promise<Engine> {
  return openEngine({ loadDataDir: await snapshotOf(seed) });
}
