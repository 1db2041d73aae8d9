// What the tests of a hold running out on a screen share: the box office in a synced replica
// under a fake clock at BOX_OFFICE_NOW, and a cash sale whose hold runs out a day later.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { BOX_OFFICE_NOW, openBoxOffice, type BoxOffice } from '../../db/testing/box-office-fixture';
import { testCommandRunner } from '../../db/testing/test-replica';
import { PENDING_HOLD_HOURS } from '../../domain/reservation-status';
import { closeReplica } from './screen-fixture';
import { openSyncedReplica } from './synced-replica';

/** An hour after a hold sold at BOX_OFFICE_NOW ran out. */
export const AFTER_THE_HOLD = new Date(BOX_OFFICE_NOW.getTime() + (PENDING_HOLD_HOURS + 1) * 3_600_000);

/**
 * The box office on a fake clock around each test of the file that calls this: read `db`
 * and `office` inside the tests.
 */
export function boxOfficeOnFakeClock(): { readonly db: TaquillaDatabase; readonly office: BoxOffice } {
  const fixture = {} as { db: TaquillaDatabase; office: BoxOffice };
  beforeEach(async () => {
    // Only the clock and the screens' timers are fake: fake-indexeddb keeps its real timers.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(BOX_OFFICE_NOW);
    fixture.db = await openSyncedReplica();
    fixture.office = await openBoxOffice(fixture.db);
  });
  afterEach(async () => {
    cleanup();
    await closeReplica(fixture.db);
    vi.useRealTimers();
  });
  return fixture;
}

/** A cash sale of these seats at BOX_OFFICE_NOW: its hold runs out PENDING_HOLD_HOURS later. */
export async function sellCashHold(db: TaquillaDatabase, office: BoxOffice, seatIds: string[]): Promise<void> {
  await testCommandRunner(db, { newId: () => crypto.randomUUID(), now: () => BOX_OFFICE_NOW })('reservations-create-manual', {
    customer_name: 'Andrés Gómez',
    customer_email: 'andres@correo.co',
    document_number: '1075234567',
    customer_phone: '3001234567',
    event_id: office.eventId,
    seat_ids: seatIds,
    payment_method: 'cash',
  });
}
