// A member removed from the organization: their device keeps nothing of it. Before the
// replica goes, it counts what the person did that the server never registered, so they
// are told (and the organizer, who sees the refused ops on the Equipo card, is not alone
// in knowing): the sales still queued or refused, the other refused changes, and the cash
// they still owed back to customers.
import { isSaleConflict } from './sale-conflicts';
import type { ConflictRecord, Op } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';

export interface UnregisteredWork {
  /** Sales the server never registered: refused (after the removal or before) or never sent. */
  sales: number;
  /** Any other change refused or never sent (payments, cancellations, venues…). */
  otherChanges: number;
  /** Refused sales whose money the cashier had not yet handed back. */
  cashToReturn: number;
}

const isSaleOp = (op: Op) => isSaleConflict({ op } as ConflictRecord);

export async function countUnregisteredWork(db: TaquillaDatabase): Promise<UnregisteredWork> {
  const [queued, refused, cashReturns] = await Promise.all([
    db.outbox.toArray(),
    db.conflicts.toArray(),
    db.cash_returns.filter((record) => record.returned_at === null).count(),
  ]);
  const ops: Op[] = [...queued, ...refused.map((conflict) => conflict.op)];
  const sales = ops.filter(isSaleOp).length;
  return { sales, otherChanges: ops.length - sales, cashToReturn: cashReturns };
}

/**
 * Counts what was not registered, then deletes the whole replica database (every table,
 * outbox, conflicts and sync state included). The database must not be used afterwards.
 */
export async function wipeReplicaOfRemovedMember(db: TaquillaDatabase): Promise<UnregisteredWork> {
  const unregistered = await countUnregisteredWork(db);
  db.close();
  await db.delete();
  return unregistered;
}
