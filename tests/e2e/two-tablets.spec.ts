import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT, DEMO_FESTIVAL } from './pages/demo-account';
import type { ManualSale } from './pages/reservations-page';
import { DEMO_STAFF, Tablet } from './pages/tablet';

// Issue 4: two gates, each on a tablet that loses its connection, selling the same seat of
// the same event for cash. Exactly one keeps it; the other resolves the conflict by moving
// its customer; both end up seeing the same reservations and seats.
const VENUE = 'Gradería Norte';
const sale = (name: string, email: string, seats: string[]): ManualSale => ({
  event: DEMO_FESTIVAL.name,
  venue: VENUE,
  seats: seats.map((label) => ({ row: label.split('-')[0], number: Number(label.split('-')[1]) })),
  name,
  email,
  documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999),
  phone: '3001234567',
});
const AT_ORGANIZER_GATE = sale('Camila Trujillo', 'camila.trujillo@correo.co', ['A-1', 'A-2']);
const AT_STAFF_GATE = sale('Julián Perdomo', 'julian.perdomo@correo.co', ['A-1', 'B-5']);
const CUSTOMERS = [AT_ORGANIZER_GATE.name, AT_STAFF_GATE.name];
const STATS = ['Total', 'Confirmadas', 'Pendientes', 'Pagadas', 'Canceladas'];

test('two offline tablets sell the same seat; one keeps it, the other moves its customer; payment and cancel sync across', async ({ browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(240_000);
  const organizer = await Tablet.open(browser, 'organizer', { baseURL, locale, timezoneId });
  const staff = await Tablet.open(browser, 'staff', { baseURL, locale, timezoneId });
  const tablets = [organizer, staff];

  /** Both tablets show the same stat cards, reservations and seat statuses. */
  async function expectSameView(seats: string[]): Promise<Record<string, string | null>> {
    for (const label of STATS) {
      await expect(staff.reservations.stat(label)).toHaveText((await organizer.reservations.stat(label).textContent()) ?? '');
    }
    await expect(staff.reservations.cards()).toHaveCount(await organizer.reservations.cards().count());
    const summary = await organizer.reservationSummary(CUSTOMERS);
    expect(summary).toHaveLength(CUSTOMERS.length);
    expect(await staff.reservationSummary(CUSTOMERS)).toEqual(summary);
    const organizerSeats = await organizer.seatStatuses(DEMO_FESTIVAL.name, VENUE, seats);
    expect(await staff.seatStatuses(DEMO_FESTIVAL.name, VENUE, seats)).toEqual(organizerSeats);
    return organizerSeats;
  }

  try {
    await test.step('both tablets log in online and sync their replica', async () => {
      await organizer.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      await staff.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
      const seats = await organizer.seatStatuses(DEMO_FESTIVAL.name, VENUE, ['A-1', 'A-2', 'B-5']);
      expect(seats).toEqual({ 'A-1': 'available', 'A-2': 'available', 'B-5': 'available' });
    });

    await test.step('both go offline and sell A-1 (plus another seat) for cash', async () => {
      for (const tablet of tablets) await tablet.goOffline();
      await organizer.reservations.sell(AT_ORGANIZER_GATE);
      await staff.reservations.sell(AT_STAFF_GATE);
      for (const [tablet, customer] of [[organizer, AT_ORGANIZER_GATE.name], [staff, AT_STAFF_GATE.name]] as const) {
        await expect(tablet.reservations.card(customer)).toContainText('Pendiente');
        await tablet.sync.expectPending(1);
        await tablet.sync.expectOffline();
      }
      // Offline, each tablet believes it sold A-1.
      expect((await staff.seatStatuses(DEMO_FESTIVAL.name, VENUE, ['A-1', 'B-5']))['A-1']).toBe('reserved');
    });

    await test.step('the organizer reconnects first and keeps A-1', async () => {
      await organizer.goOnline();
      await organizer.sync.expectPending(0);
      await expect(organizer.conflicts()).toHaveText('0 conflictos');
      await expect(organizer.reservations.card(AT_ORGANIZER_GATE.name)).toContainText('Pendiente');
    });

    let replacement = '';
    await test.step('the staff tablet reconnects, sees its sale refused and moves the customer to a suggested seat', async () => {
      await staff.goOnline();
      const refused = staff.rejectedSale(AT_STAFF_GATE.name);
      await expect(refused).toBeVisible({ timeout: 20_000 });
      await expect(refused).toContainText('Venta rechazada');
      // A-1 is struck out as sold to someone else; B-5 is kept.
      await expect(refused.getByRole('listitem').filter({ hasText: 'vendido a otro cliente' })).toHaveCount(1);
      await expect(refused.getByRole('listitem').filter({ hasText: 'vendido a otro cliente' })).toContainText('A-1');
      await expect(refused.getByRole('listitem').filter({ hasText: 'B-5' })).not.toContainText('vendido a otro cliente');
      await expect(staff.conflicts()).toHaveText('1 conflicto');
      await staff.sync.expectPending(0);
      // The refused sale's optimistic reservation is gone: A-1 is not the staff's.
      await expect(staff.reservations.card(AT_STAFF_GATE.name)).toHaveCount(0);

      await refused.getByRole('button', { name: 'Elegir otros asientos' }).click();
      await expect(refused).toContainText('Te sugerimos los asientos libres más cercanos, juntos.');
      const chosen = refused.getByRole('list', { name: 'Asientos seleccionados' });
      await expect(chosen.getByRole('listitem')).toHaveCount(1);
      const match = /Gradería Norte ([A-Z]+-\d+)/.exec((await chosen.textContent()) ?? '');
      expect(match, 'a suggested seat in Gradería Norte').not.toBeNull();
      replacement = match![1];
      expect(['A-1', 'A-2', 'B-5']).not.toContain(replacement);
      await refused.getByRole('button', { name: 'Confirmar nuevos asientos' }).click();

      await expect(refused).toBeHidden({ timeout: 20_000 });
      await expect(staff.conflicts()).toHaveText('0 conflictos', { timeout: 20_000 });
      await staff.sync.expectSynced();
      const moved = staff.reservations.card(AT_STAFF_GATE.name);
      await expect(moved).toHaveCount(1);
      await expect(moved).toContainText('Pendiente');
      await expect(moved).toContainText(`${VENUE} ${replacement}`);
      await expect(moved).toContainText(`${VENUE} B-5`);
    });

    await test.step('after both pull, both tablets show the same reservations and seats', async () => {
      for (const tablet of tablets) {
        await tablet.reservations.goto();
        await tablet.sync.expectSynced();
        await expect(tablet.reservations.card(AT_STAFF_GATE.name)).toContainText(`${VENUE} ${replacement}`, { timeout: 20_000 });
        await expect(tablet.reservations.card(AT_ORGANIZER_GATE.name)).toContainText(`${VENUE} A-1`);
        for (const customer of CUSTOMERS) {
          await expect(tablet.reservations.card(customer)).toHaveCount(1);
          await expect(tablet.reservations.card(customer)).toContainText('Pendiente');
        }
      }
      const seats = await expectSameView(['A-1', 'A-2', 'B-5', replacement]);
      expect(seats).toEqual({ 'A-1': 'reserved', 'A-2': 'reserved', 'B-5': 'reserved', [replacement]: 'reserved' });
    });

    await test.step('offline, the organizer takes a payment and cancels the other sale', async () => {
      await organizer.goOffline();
      await organizer.reservations.processPayment(AT_ORGANIZER_GATE.name);
      await expect(organizer.reservations.card(AT_ORGANIZER_GATE.name)).toContainText('Pagada');
      await organizer.reservations.cancel(AT_STAFF_GATE.name);
      await expect(organizer.reservations.card(AT_STAFF_GATE.name)).toContainText('Cancelada');
      await organizer.sync.expectPending(2);
      await organizer.sync.expectOffline();
      // Optimistically applied: the cancelled seats are free on this tablet already.
      const local = await organizer.seatStatuses(DEMO_FESTIVAL.name, VENUE, ['A-1', 'B-5', replacement]);
      expect(local).toEqual({ 'A-1': 'paid', 'B-5': 'available', [replacement]: 'available' });
    });

    await test.step('the organizer reconnects; after its pull the staff tablet sees the cancel and the freed seats', async () => {
      await organizer.goOnline();
      await organizer.sync.expectSynced();
      await expect(organizer.conflicts()).toHaveText('0 conflictos');

      await staff.reservations.goto();
      await staff.sync.expectSynced();
      await expect(staff.reservations.card(AT_STAFF_GATE.name)).toContainText('Cancelada', { timeout: 20_000 });
      await expect(staff.reservations.card(AT_ORGANIZER_GATE.name)).toContainText('Pagada');
      await organizer.reservations.goto();
      const seats = await expectSameView(['A-1', 'A-2', 'B-5', replacement]);
      expect(seats).toEqual({ 'A-1': 'paid', 'A-2': 'paid', 'B-5': 'available', [replacement]: 'available' });
    });
  } finally {
    for (const tablet of tablets) await tablet.context.close();
  }
});
