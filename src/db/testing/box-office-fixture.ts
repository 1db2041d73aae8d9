// A replica with what a gate sells from: one stand (2 rows × 10 columns: columns 1–4 and
// 7–10 premium at 75.000, 5–6 regular at 50.000), one active festival selling it, and the
// organization's discount codes. Everything arrives as if already synced: the outbox is empty.
import { seatIdOf } from '../../domain/seat-id';
import type { DiscountCodeRow } from '../rows';
import type { TaquillaDatabase } from '../taquilla-database';
import { ORGANIZATION_ID, sequentialIds, testCommandRunner } from './test-replica';

export const BOX_OFFICE_NOW = new Date('2025-06-13T17:00:00.000Z');

export interface BoxOffice {
  venueId: string;
  eventId: string;
  /** The id of a seat of the stand on floor 1, e.g. seat('A', 1). */
  seat: (row: string, column: number) => Promise<string>;
}

function discountCode(id: string, code: string, percent: number, isActive: boolean): DiscountCodeRow {
  const stamp = BOX_OFFICE_NOW.toISOString();
  return { id, organization_id: ORGANIZATION_ID, code, percent, is_active: isActive, created_at: stamp, updated_at: stamp };
}

export async function openBoxOffice(db: TaquillaDatabase): Promise<BoxOffice> {
  const runCommand = testCommandRunner(db, { newId: sequentialIds(), now: () => BOX_OFFICE_NOW });
  const venue = await runCommand('graderias-create', { name: 'Gradería Norte', rows: 2, columns: 10, floors: 1, base_price: 50000 });
  const event = await runCommand('events-create', {
    name: 'Festival Folclórico del Bambuco 2025',
    event_date: '2025-06-13',
    end_date: '2025-06-30',
    graderia_ids: [venue.entityId],
  });
  await db.discount_codes.bulkPut([
    discountCode('a0000000-0000-4000-8000-000000002001', 'BAMBUCO10', 10, true),
    discountCode('a0000000-0000-4000-8000-000000002002', 'SANPEDRO20', 20, false),
  ]);
  // As if synced: nothing queued, so no row held and no server base kept.
  await db.outbox.clear();
  await db.server_bases.clear();
  return {
    venueId: venue.entityId,
    eventId: event.entityId,
    seat: (row, column) => seatIdOf(venue.entityId, 1, row, column),
  };
}
