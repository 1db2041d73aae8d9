import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { FreshOrganizer } from './fresh-organizer';

/**
 * A 2 × 10 stand at 40.000 and an event selling it, in a fresh organization, created through
 * sync_push as the organizer's own devices would. Columns 5 and 6 are the regular seats (×1).
 */
export async function setUpFestival(organizer: FreshOrganizer, venue: string, event: { name: string; slug: string }): Promise<void> {
  const venueId = randomUUID();
  const ops = [
    { op_id: randomUUID(), kind: 'graderias-create', payload: { id: venueId, name: venue, rows: 2, columns: 10, floors: 1, base_price: 40000 }, created_at: new Date().toISOString() },
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

/** The largest stand the product allows, 50 rows × 50 columns × 5 floors = 12,500 seats at 40.000, on sale in its own event. */
export async function setUpLargestStand(organizer: FreshOrganizer, venue: string, event: { name: string; slug: string }): Promise<void> {
  const venueId = randomUUID();
  const ops = [
    { op_id: randomUUID(), kind: 'graderias-create', payload: { id: venueId, name: venue, rows: 50, columns: 50, floors: 5, base_price: 40000 }, created_at: new Date().toISOString() },
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
