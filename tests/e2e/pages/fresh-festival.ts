import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { FreshOrganizer } from './fresh-organizer';

interface StandShape {
  rows: number;
  columns: number;
  floors: number;
}

/** A stand of this shape at 40.000 and an event selling it, created through sync_push as the organizer's own devices would. */
async function setUpStandOnSale(organizer: FreshOrganizer, venue: string, event: { name: string; slug: string }, shape: StandShape): Promise<void> {
  const venueId = randomUUID();
  const ops = [
    { op_id: randomUUID(), kind: 'graderias-create', payload: { id: venueId, name: venue, ...shape, base_price: 40000 }, created_at: new Date().toISOString() },
    {
      op_id: randomUUID(), kind: 'events-create',
      payload: { id: randomUUID(), name: event.name, slug: event.slug, event_date: '2026-12-05', end_date: '2026-12-06', graderia_ids: [venueId] },
      created_at: new Date().toISOString(),
    },
  ];
  const { data, error } = await organizer.api.rpc('sync_push', { device_id: randomUUID(), ops });
  expect(error).toBeNull();
  expect((data as { results: { status: string }[] }).results.map((result) => result.status)).toEqual(['applied', 'applied']);
}

/** A 2 × 10 stand in a fresh organization. Columns 5 and 6 are the regular seats (×1). */
export function setUpFestival(organizer: FreshOrganizer, venue: string, event: { name: string; slug: string }): Promise<void> {
  return setUpStandOnSale(organizer, venue, event, { rows: 2, columns: 10, floors: 1 });
}

/** The largest stand the product allows, 50 rows × 50 columns × 5 floors = 12,500 seats, on sale in its own event. */
export function setUpLargestStand(organizer: FreshOrganizer, venue: string, event: { name: string; slug: string }): Promise<void> {
  return setUpStandOnSale(organizer, venue, event, { rows: 50, columns: 50, floors: 5 });
}
