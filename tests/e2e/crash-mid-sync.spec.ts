import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, signInThroughLoginPage, test } from './pages/fresh-organizer';
import { createVenueAndEvent, organizationRows, type ServerRow } from './pages/organizer-sync-api';
import { PersistentProfile } from './pages/persistent-profile';
import { readReplica } from './pages/replica-contents';
import { ReservationsPage, type ManualSale } from './pages/reservations-page';
import { SyncPushGate, type PushedOp } from './pages/sync-push-gate';
import { SyncStatus } from './pages/sync-status';

// Issue 7, crash mid-sync: a gate's tablet sells offline, and the browser dies twice while
// the connection returns and the outbox is on its way: once before the push reaches the
// server, once after the server committed it but before the answer reached the page. The
// relaunched app must send the same ops again and the server apply each exactly once.
// A fresh organizer keeps the demo organization's counts intact for the other specs.
const VENUE = 'Tribuna del Malecón';
const EVENT = 'Festival del Río Magdalena';

const customer = (name: string, email: string, seats: ManualSale['seats']): ManualSale => ({
  event: EVENT,
  venue: VENUE,
  seats,
  name,
  email,
  documentNumber: '1075987654',
  phone: '3109876543',
});
const PAID = customer('Lucía Cuéllar', 'lucia.cuellar@correo.co', [{ row: 'A', number: 1 }, { row: 'A', number: 2 }]);
const CANCELLED = customer('Óscar Trujillo', 'oscar.trujillo@correo.co', [{ row: 'A', number: 3 }]);
const PENDING = customer('Nelly Polanía', 'nelly.polania@correo.co', [{ row: 'B', number: 4 }, { row: 'B', number: 5 }]);
const SALES = [PAID, CANCELLED, PENDING];
const QUEUED_KINDS = [
  'reservations-create-manual',
  'reservations-create-manual',
  'reservations-create-manual',
  'reservations-process-payment',
  'reservations-cancel',
];

const opIdsOf = (ops: PushedOp[]) => ops.map((op) => op.op_id);
/** The ids the device gave its new reservations, which the server keeps. */
const soldIdsOf = (ops: PushedOp[]) =>
  ops.filter((op) => op.kind === 'reservations-create-manual').map((op) => op.payload.id as string).sort();

/** What the server holds per customer: statuses, 'A-1' seat labels, payments and log actions. */
async function serverSales(api: SupabaseClient) {
  const rows = await organizationRows(api);
  const labelOf = new Map(rows.seats.map((seat) => [seat.id, `${seat.row_letter}-${seat.seat_number}`]));
  const customerOf = new Map(rows.reservations.map((reservation) => [reservation.id, reservation.customer_name as string]));
  const customers = [...new Set(customerOf.values())].sort();
  // Lists, not single values, so that a row written twice shows up as two entries.
  const byCustomer = (list: ServerRow[], value: (row: ServerRow) => unknown, reservationOf = (row: ServerRow) => row.reservation_id) =>
    Object.fromEntries(customers.map((name) => [name, list.filter((row) => customerOf.get(reservationOf(row) as string) === name).map(value).sort()]));
  return {
    reservationIds: rows.reservations.map((reservation) => reservation.id as string).sort(),
    statuses: byCustomer(rows.reservations, (row) => row.status, (row) => row.id),
    totals: byCustomer(rows.reservations, (row) => row.total_amount, (row) => row.id),
    seats: byCustomer(rows.reservation_seats, (row) => labelOf.get(row.seat_id as string)),
    payments: byCustomer(rows.payments, (row) => ({ status: row.status, amount: row.amount })),
    logs: byCustomer(rows.reservation_logs, (row) => row.action),
  };
}

test('a push cut off by closing the browser, before or after the server commits it, converges with nothing lost or doubled', async ({ freshOrganizer, baseURL, locale, timezoneId }) => {
  test.slow();
  await createVenueAndEvent(freshOrganizer.api, { venue: VENUE, event: EVENT });
  const profile = await PersistentProfile.create({ baseURL: baseURL!, locale, timezoneId });
  try {
    // Online once to sign in (remembered) and replicate the stand, then five changes offline.
    let { context, page } = await profile.launch();
    await signInThroughLoginPage(page, freshOrganizer);
    let reservations = new ReservationsPage(page);
    let sync = new SyncStatus(page);
    await reservations.goto();
    await sync.expectSynced();
    await context.setOffline(true);
    await sync.expectOffline();
    for (const sale of SALES) await reservations.sell(sale);
    await reservations.processPayment(PAID.name);
    await reservations.cancel(CANCELLED.name);
    await sync.expectPending(QUEUED_KINDS.length);
    const queued = (await readReplica(page, freshOrganizer.id)).outbox;
    expect(queued).toHaveLength(QUEUED_KINDS.length);

    // Crash (a): back online, the push leaves the page and the browser dies before it
    // reaches the server.
    const beforeServer = await SyncPushGate.install(context, 'before-server');
    await context.setOffline(false);
    const firstPush = await beforeServer.held;
    expect(opIdsOf(firstPush)).toEqual(queued);
    expect(firstPush.map((op) => op.kind)).toEqual(QUEUED_KINDS);
    await beforeServer.closeUnderHeldPush(context);
    expect((await serverSales(freshOrganizer.api)).reservationIds).toEqual([]);

    // Crash (b): relaunched, the app sends the same outbox; the server commits it and the
    // browser dies before the answer arrives.
    ({ context, page } = await profile.launch());
    const afterServer = await SyncPushGate.install(context, 'after-server');
    await page.goto('/reservations');
    expect(opIdsOf(await afterServer.held)).toEqual(queued);
    const committed = await serverSales(freshOrganizer.api);
    expect(committed.reservationIds).toEqual(soldIdsOf(firstPush));
    await afterServer.closeUnderHeldPush(context);

    // Relaunched again: the device never heard back, so its outbox still holds the five
    // ops and sends them a third time; the server answers them without applying them again.
    ({ context, page } = await profile.launch());
    const replay = await SyncPushGate.install(context, 'until-released');
    reservations = new ReservationsPage(page);
    sync = new SyncStatus(page);
    await reservations.goto();
    expect(opIdsOf(await replay.held)).toEqual(queued);
    expect((await readReplica(page, freshOrganizer.id)).outbox).toEqual(queued);
    await sync.expectPending(QUEUED_KINDS.length);
    replay.release();
    await sync.expectSynced();

    expect(await readReplica(page, freshOrganizer.id)).toEqual({ outbox: [], conflicts: 0, reservations: SALES.length });
    const converged = await serverSales(freshOrganizer.api);
    const [paidTotal] = converged.totals[PAID.name] as number[];
    expect(converged).toEqual({
      reservationIds: committed.reservationIds,
      statuses: { [PAID.name]: ['paid'], [CANCELLED.name]: ['cancelled'], [PENDING.name]: ['pending'] },
      totals: committed.totals,
      seats: { [PAID.name]: ['A-1', 'A-2'], [CANCELLED.name]: ['A-3'], [PENDING.name]: ['B-4', 'B-5'] },
      payments: { [PAID.name]: [{ status: 'completed', amount: paidTotal }], [CANCELLED.name]: [], [PENDING.name]: [] },
      logs: {
        [PAID.name]: ['created', 'payment_processed'],
        [CANCELLED.name]: ['cancelled', 'created'],
        [PENDING.name]: ['created'],
      },
    });
    await expect(reservations.cards()).toHaveCount(SALES.length);
    await expect(reservations.card(PAID.name).locator('[data-status]').first()).toHaveAttribute('data-status', 'paid');
    await expect(reservations.card(CANCELLED.name).locator('[data-status]').first()).toHaveAttribute('data-status', 'cancelled');
    await expect(reservations.card(PENDING.name).locator('[data-status]').first()).toHaveAttribute('data-status', 'pending');
    await expect(reservations.stat('Total')).toHaveText(String(SALES.length));
  } finally {
    await profile.dispose();
  }
});
