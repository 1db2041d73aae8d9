// The tables the sync writes: the replica, the outbox, conflicts, the sync record and the
// server bases of held rows (see sync/rebase-replica for how server rows are laid).
import { REPLICA_TABLES } from '../db/replica-tables';
import type { TaquillaDatabase } from '../db/taquilla-database';

/**
 * Every table the sync writes, for the Dexie transactions that apply answers; with the first
 * download's taken seats, which the commands replayed there read (db/taken-seats-queries).
 */
export function syncedTables(db: TaquillaDatabase) {
  return [...REPLICA_TABLES.map((name) => db.replicaTable(name)), db.outbox, db.conflicts, db.sync_state, db.server_bases, db.taken_seats];
}
