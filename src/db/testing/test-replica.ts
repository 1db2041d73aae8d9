// A fresh replica in fake-indexeddb per test, with its sync record, and a command runner
// whose ids and clock the test controls.
import 'fake-indexeddb/auto';
import { createCommandRunner } from '../commands/command-runner';
import type { ReplicaTableName } from '../replica-tables';
import { ensureSyncState } from '../sync-state';
import { TaquillaDatabase } from '../taquilla-database';

export const ORGANIZATION_ID = '3b0c7d4e-5f6a-4b8c-9d0e-1f2a3b4c5d6e';
export const DEVICE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** uuid-shaped ids 00000000-0000-4000-8000-000000000001, …02, … in order. */
export function sequentialIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  };
}

/**
 * A replica of its own name. Dexie tells every copy of itself in the process of a write, by the
 * database's name (a BroadcastChannel, which reaches Vitest's other worker threads): named by a
 * counter and the clock, which the tests fake to one instant, two files running side by side
 * had replicas of one name, and one file's writes ran the other's live queries again (its tests
 * that count reads failed when the machine was busy).
 */
export async function openTestReplica(): Promise<TaquillaDatabase> {
  const db = new TaquillaDatabase(`test-replica-${crypto.randomUUID()}`);
  await ensureSyncState(db, { newId: () => DEVICE_ID, organizationId: ORGANIZATION_ID });
  return db;
}

export function testCommandRunner(db: TaquillaDatabase, { newId = sequentialIds(), now = () => new Date('2025-06-13T17:00:00.000Z'), onQueued = () => {} } = {}) {
  return createCommandRunner({ db, newId, now, onQueued });
}

/** Changes some fields of a replicated row, as a pull bringing the server's version would. */
export async function updateReplicaRow(db: TaquillaDatabase, table: ReplicaTableName, id: string, changes: object): Promise<void> {
  const store = db.replicaTable(table);
  const row = await store.get(id);
  if (!row) throw new Error(`No hay fila ${id} en ${table}`);
  await store.put({ ...row, ...changes });
}

export async function discardReplica(db: TaquillaDatabase): Promise<void> {
  db.close();
  await db.delete();
}
