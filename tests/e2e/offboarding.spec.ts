import { expect, test } from '@playwright/test';
import { registerFreshOrganizer, signInThroughLoginPage } from './pages/fresh-organizer';
import { latestMailLink } from './pages/local-mailbox';
import { createVenueAndEvent } from './pages/organizer-sync-api';
import { Tablet } from './pages/tablet';

// Issue 13, point 6: a cashier leaves. The organizer removes them from the Equipo card while
// their tablet is offline with a sale queued. When the tablet comes back online, its sale is
// refused (not lost silently), its replica is wiped, it is signed out and told how many sales
// were not registered; the organizer sees that sale on the Equipo card.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CASHIER = 'Julián Cajero';
const CUSTOMER = 'Lucía Compradora';

test('a removed cashier’s offline tablet is wiped and signed out at its next sync, and the organizer sees the sale that was not registered', async ({ page, browser, baseURL, locale, timezoneId }) => {
  test.setTimeout(180_000);
  const organizer = await registerFreshOrganizer(baseURL!, { fullName: 'Camila Trujillo' });
  const names = { venue: 'Palco Oriental', event: `Noche de Bambuco ${unique()}` };
  await createVenueAndEvent(organizer.api, names);
  const cashierEmail = `cajero.${unique()}@fiestas.co`;
  const tablet = await Tablet.open(browser, 'cashier', { baseURL, locale, timezoneId });
  let cashierId = '';

  try {
    await test.step('the organizer invites a cashier from the Equipo card, who joins from the mail', async () => {
      await signInThroughLoginPage(page, organizer);
      await page.goto('/profile');
      await page.getByLabel('Correo de la persona').fill(cashierEmail);
      await page.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(page.getByText(`Invitación enviada a ${cashierEmail}.`)).toBeVisible();

      await tablet.page.goto(await latestMailLink(page.request, cashierEmail, 'Crear mi cuenta'));
      await tablet.page.getByLabel('Nombre completo').fill(CASHIER);
      await tablet.page.getByLabel('Teléfono').fill('3001112233');
      await tablet.page.getByLabel('Contraseña', { exact: true }).fill('Taquilla-Cajero-2026');
      await tablet.page.getByLabel(/Acepto los términos/).check();
      await tablet.page.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
      await expect(tablet.page).toHaveURL(/\/dashboard$/);
      cashierId = await tablet.page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
        return (JSON.parse(localStorage.getItem(key)!) as { user: { id: string } }).user.id;
      });
      await tablet.reservations.goto();
      await tablet.sync.expectSynced();
    });

    await test.step('the tablet goes offline and sells two seats for cash', async () => {
      await tablet.goOffline();
      await tablet.reservations.sell({
        event: names.event, venue: names.venue, seats: [{ row: 'A', number: 1 }, { row: 'A', number: 2 }],
        name: CUSTOMER, email: 'lucia@correo.co', documentNumber: '1075987654', phone: '3109876543',
      });
      await tablet.sync.expectPending(1);
    });

    await test.step('the organizer removes the cashier after a confirmation naming them', async () => {
      await page.reload();
      const members = page.getByRole('region', { name: 'Miembros del equipo' });
      await expect(members).toContainText(CASHIER);
      await expect(members.getByRole('button', { name: `Quitar a ${organizer.fullName} del equipo` })).toHaveCount(0);
      await members.getByRole('button', { name: `Quitar a ${CASHIER} del equipo` }).click();
      const confirm = page.getByRole('alertdialog', { name: `¿Quitar a ${CASHIER} del equipo?` });
      await expect(confirm).toContainText('Su sesión se cerrará en todos sus dispositivos');
      await page.screenshot({ path: test.info().outputPath('equipo-confirmar-quitar.png'), fullPage: true });
      await confirm.getByRole('button', { name: 'Quitar del equipo' }).click();
      await expect(confirm).toBeHidden();
      await expect(members.getByText(CASHIER)).toHaveCount(0);
      await expect(members).toContainText(`${organizer.fullName} (tú)`);
      const removed = page.getByRole('region', { name: 'Quitados del equipo' });
      await expect(removed).toContainText(CASHIER);
      await expect(removed).toContainText(/Quitado por Camila Trujillo el \d{1,2}\/\d{1,2}\/\d{4}/);
    });

    await test.step('back online, the tablet’s sale is refused, its replica wiped, and it is signed out with a notice', async () => {
      await tablet.context.setOffline(false);
      await expect(tablet.page.getByRole('heading', { name: 'Ya no perteneces a esta organización' })).toBeVisible({ timeout: 30_000 });
      await expect(tablet.page.getByRole('alert')).toContainText('1 venta tuya no se registró.');
      await tablet.page.screenshot({ path: test.info().outputPath('tablet-aviso-quitado.png'), fullPage: true });
      const leftovers = await tablet.page.evaluate(async () => ({
        databases: (await indexedDB.databases()).map((database) => database.name),
        sessions: Object.keys(localStorage).filter((name) => name.endsWith('-auth-token')),
      }));
      expect(leftovers.databases).not.toContain(`taquilla-${cashierId}`);
      expect(leftovers.sessions).toEqual([]);

      await tablet.page.getByRole('link', { name: 'Entendido' }).click();
      await expect(tablet.page).toHaveURL(/\/login$/);
      await tablet.page.goto('/reservations');
      await expect(tablet.page.getByRole('heading', { name: 'Sesión requerida' })).toBeVisible();
    });

    await test.step('the organizer sees the refused sale on the Equipo card', async () => {
      await page.reload();
      const refused = page.getByRole('group', { name: `Operaciones rechazadas de ${CASHIER}` });
      await expect(refused).toContainText('1 venta no se registró');
      await expect(refused).toContainText(`Venta a ${CUSTOMER} · 2 asientos`);
      await refused.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('equipo-quitados.png'), fullPage: true });
    });
  } finally {
    await tablet.context.close();
  }
});
