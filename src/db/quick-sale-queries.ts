// What 'Venta rápida' reads besides the seat picker: the events on sale, and where a sale's op
// stands — still in the outbox, refused by the server (a conflict), or applied.
import { listEvents } from './event-queries';
import type { EventRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';

export type SaleSyncState = { state: 'pending' } | { state: 'synced' } | { state: 'refused'; message: string };

export async function eventsOnSale(db: TaquillaDatabase): Promise<EventRow[]> {
  return (await listEvents(db)).filter((event) => event.is_active);
}

export async function saleSyncStateOf(db: TaquillaDatabase, opId: string): Promise<SaleSyncState> {
  const conflict = await db.conflicts.get(opId);
  if (conflict) return { state: 'refused', message: conflict.message };
  if ((await db.outbox.where('op_id').equals(opId).count()) > 0) return { state: 'pending' };
  return { state: 'synced' };
}
