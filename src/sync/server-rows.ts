// The tables the sync writes: the replica, the outbox, conflicts, the sync record and the
// server bases of held rows (see sync/rebase-replica for how server rows are laid).
import type { TaquillaDatabase } from '../db/taquilla-database';

/**
 * Every table the sync writes, for the Dexie transactions that apply answers; with the first
 * download's taken seats, which the commands replayed there read (db/taken-seats-queries).
 */
export function syncedTables(db: TaquillaDatabase) {
  return [...db.replicaDexieTables(), db.outbox, db.conflicts, db.sync_state, db.server_bases, db.taken_seats];
}
