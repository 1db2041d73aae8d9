// The public page's compact calls over HTTP with supabase-js as an anonymous visitor: the
// layout decoded by the app's decoder is the page get_event_by_slug gives, and a poll sends
// its version and gets a few bytes back until a booking changes a status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicEventOfLayout, seatStatusesUpdateOf, serverSeatIdOf, type CompactSeatStatuses, type EventLayout } from '../../src/api/compact-event.ts';
import type { PublicEvent } from '../../src/api/events.ts';
import { startTestServer, type RunningServer } from './test-server.ts';

const SLUG = 'festival-bambuco-2025';
const GRADERIA_NORTE = 'a0000000-0000-4000-8000-000000000101';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function rpc<Answer>(fn: string, args: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await server.client().rpc(fn, args);
  expect(error).toBeNull();
  return data as Answer;
}

/** The raw answer body of a poll, as the browser receives it. */
async function pollBody(knownVersion: string): Promise<string> {
  const response = await fetch(`${server.url}/rest/v1/rpc/get_event_seat_statuses_since`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ event_slug: SLUG, known_version: knownVersion }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('compact event answers, as an anonymous visitor', () => {
  let event: PublicEvent;
  beforeAll(async () => {
    event = publicEventOfLayout(await rpc<EventLayout>('get_event_layout', { event_slug: SLUG }));
  });

  it('decodes get_event_layout into the page get_event_by_slug gives', async () => {
    const full = await rpc<PublicEvent>('get_event_by_slug', { event_slug: SLUG });
    const { seat_statuses_version: version, venues, ...rest } = event;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    // Each seat under the id the server knows it by (on the page, a seat's id is its place).
    const withServerIds = venues.map(({ rows: _rows, columns: _columns, floors: _floors, seats, ...venue }) => ({
      ...venue,
      seats: seats.map((seat) => ({ ...seat, id: serverSeatIdOf(seat.id) })),
    }));
    expect({ ...rest, venues: withServerIds }).toEqual(full);
  });

  it('answers an unchanged poll in a few bytes, and a booking with a new version that carries it', async () => {
    expect(JSON.parse(await pollBody(event.seat_statuses_version!))).toEqual({ version: event.seat_statuses_version });
    expect((await pollBody(event.seat_statuses_version!)).length).toBeLessThan(40);

    const norte = event.venues.find((venue) => venue.id === GRADERIA_NORTE)!;
    const seatIds = norte.seats.filter((seat) => seat.row_letter === 'E' && ['3', '4'].includes(seat.seat_number)).map((seat) => seat.id);
    await rpc('book_seats', {
      event_slug: SLUG, seat_ids: seatIds.map(serverSeatIdOf), customer_name: 'Ana María Pérez', customer_phone: '3001234567', document_type: 'CC',
      document_number: '1075234567', payment_method: 'cash', source: 'public_web',
    });

    const answer = await rpc<CompactSeatStatuses>('get_event_seat_statuses_since', { event_slug: SLUG, known_version: event.seat_statuses_version });
    const update = seatStatusesUpdateOf(event, answer);
    expect(update.version).not.toBe(event.seat_statuses_version);
    expect(update.statuses!.venues.find((venue) => venue.id === GRADERIA_NORTE)).toEqual({
      id: GRADERIA_NORTE, reserved: seatIds, paid: [], blocked: [],
    });
    expect(seatStatusesUpdateOf(event, await rpc('get_event_seat_statuses_since', { event_slug: SLUG, known_version: update.version }))).toEqual({
      version: update.version, statuses: null,
    });
  });

  it('refuses a made-up version with a Spanish message', async () => {
    const { error, status } = await server.client().rpc('get_event_seat_statuses_since', { event_slug: SLUG, known_version: 'v1' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ message: 'La versión de los estados no es válida', details: 'invalid_status_version' });
  });
});
