// What the sync status indicator and the conflicts list read.
import type { ConflictRecord } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';

export async function pendingOpsCount(db: TaquillaDatabase): Promise<number> {
  return db.outbox.count();
}

export async function conflictsCount(db: TaquillaDatabase): Promise<number> {
  return db.conflicts.count();
}

/** Oldest first: the cashier resolves them in the order they happened. */
export async function listConflicts(db: TaquillaDatabase): Promise<ConflictRecord[]> {
  return db.conflicts.orderBy('created_at').toArray();
}

export async function dismissConflict(db: TaquillaDatabase, opId: string): Promise<void> {
  await db.conflicts.delete(opId);
}
