// 'Dinero por devolver': refused sales the cashier cancelled, kept until the money is back
// in the customer's hands (see sync/conflict-resolution for how they get here).
import type { CashReturnRecord } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';

/** Oldest first: the customer who has waited longest comes first. */
export async function listCashToReturn(db: TaquillaDatabase): Promise<CashReturnRecord[]> {
  const records = await db.cash_returns.orderBy('created_at').toArray();
  return records.filter((record) => record.returned_at === null);
}

export async function cashToReturnCount(db: TaquillaDatabase): Promise<number> {
  return db.cash_returns.filter((record) => record.returned_at === null).count();
}

/** The record stays, with the time the cashier confirmed handing the money back. */
export async function confirmCashReturned(db: TaquillaDatabase, opId: string, now: Date): Promise<void> {
  await db.cash_returns.update(opId, { returned_at: now.toISOString() });
}
