// What the conflicts list reads and how a conflict is dismissed.
import type { ConflictRecord } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';

/** Oldest first: the cashier resolves them in the order they happened. */
export async function listConflicts(db: TaquillaDatabase): Promise<ConflictRecord[]> {
  return db.conflicts.orderBy('created_at').toArray();
}

export async function dismissConflict(db: TaquillaDatabase, opId: string): Promise<void> {
  await db.conflicts.delete(opId);
}
