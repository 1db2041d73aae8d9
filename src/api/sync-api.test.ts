import { describe, expect, it } from 'vitest';
import { MALFORMED_ANSWER_CODE, parseSyncPullPage } from './sync-api';

const EVENT_ID = '11111111-0000-4000-8000-000000000001';
const SEAT_ID = '22222222-0000-4000-8000-000000000001';

/** A first page of sync_pull_page as a server older than taken_seats answers it. */
const olderServerPage = {
  organization_id: 'org',
  cursor: '10',
  snapshot: true,
  next_page: 'p1.n.10.4.n',
  rows: { events: { columns: ['id'], values: [[EVENT_ID]] } },
  ranges: [{ table: 'events', after: null, until: null }],
  deleted: {},
  totals: { events: 1 },
};

describe('parseSyncPullPage', () => {
  it('keeps the taken seats of a snapshot’s first page', () => {
    const page = parseSyncPullPage({ ...olderServerPage, taken_seats: [{ event_id: EVENT_ID, seat_ids: [SEAT_ID] }] });
    expect(page.taken_seats).toEqual([{ event_id: EVENT_ID, seat_ids: [SEAT_ID] }]);
  });

  it('reads a page from a server without taken seats as having none', () => {
    expect(parseSyncPullPage(olderServerPage).taken_seats).toBeNull();
    expect(parseSyncPullPage({ ...olderServerPage, taken_seats: null }).taken_seats).toBeNull();
  });

  it('reads a page with a key it does not know, as installed PWAs read taken_seats', () => {
    const page = parseSyncPullPage({ ...olderServerPage, a_later_key: [{ anything: true }] });
    expect(page.rows.events).toEqual([{ id: EVENT_ID, organization_id: 'org' }]);
    expect(page).not.toHaveProperty('a_later_key');
  });

  it('refuses malformed taken seats as a malformed answer, not a crash later', () => {
    expect(() => parseSyncPullPage({ ...olderServerPage, taken_seats: [{ event_id: EVENT_ID, seat_ids: 'todos' }] })).toThrow(
      expect.objectContaining({ code: MALFORMED_ANSWER_CODE }),
    );
  });
});
