import { expect, test } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { LoginPage } from './pages/login-page';
import { ReservationsPage, type ManualSale } from './pages/reservations-page';

// Gradería Norte sells at 50.000; columns 5–16 of its 20 are regular seats (×1).
const ANDRES: ManualSale = {
  event: DEMO_FESTIVAL.name,
  venue: 'Gradería Norte',
  seats: [
    { row: 'C', number: 8 },
    { row: 'C', number: 9 },
  ],
  name: 'Andrés Cabrera',
  email: 'andres.cabrera@correo.co',
  documentNumber: '1075234567',
  phone: '3001234567',
};
const MARTA: ManualSale = { ...ANDRES, seats: [{ row: 'D', number: 10 }], name: 'Marta Perdomo', email: 'marta@correo.co', phone: '3157654321' };

test('a cashier sells two seats for cash, takes the payment, sells and cancels another, and finds them again', async ({ page }) => {
  test.slow();
  await new LoginPage(page).signInAsDemo();
  const reservations = new ReservationsPage(page);
  await reservations.goto();

  const dialog = await reservations.openManualSale();
  await dialog.submit.click();
  const requiredMessages = [
    'Debes seleccionar un evento',
    'Debe seleccionar al menos un asiento',
    'El nombre es requerido',
    'El correo es requerido',
    'El documento es requerido',
    'El teléfono es requerido',
  ];
  for (const message of requiredMessages) {
    await expect(dialog.root.getByText(message)).toBeVisible();
  }
  await dialog.fill(ANDRES);
  await dialog.root.getByLabel('Correo electrónico').fill('andres@');
  await expect(dialog.root.getByText('Correo electrónico inválido')).toBeVisible();
  await dialog.root.getByLabel('Correo electrónico').fill(ANDRES.email);
  await expect(dialog.total).toHaveText('$\u00a0100.000');
  await dialog.submit.click();
  await expect(reservations.toast('Reserva creada exitosamente')).toBeVisible();

  const andres = reservations.card(ANDRES.name);
  await expect(andres).toContainText('Pendiente');
  await expect(andres).toContainText('$\u00a0100.000');
  await expect(andres).toContainText('Gradería Norte C-8, Gradería Norte C-9');
  await expect(andres.getByRole('link', { name: 'Contactar Cliente' })).toHaveAttribute('href', /^https:\/\/wa\.me\/573001234567\?text=/);

  await reservations.processPayment(ANDRES.name);
  await expect(andres).toContainText('Pagada');
  await expect(andres.getByRole('button', { name: 'Procesar Pago' })).toBeHidden();
  await expect(andres.getByRole('button', { name: 'Cancelar', exact: true })).toBeHidden();

  await reservations.sell(MARTA);
  await reservations.cancel(MARTA.name);
  await expect(reservations.card(MARTA.name)).toContainText('Cancelada');
  await expect(reservations.stat('Total')).toHaveText('2');
  await expect(reservations.stat('Pagadas')).toHaveText('1');
  await expect(reservations.stat('Canceladas')).toHaveText('1');

  const picker = await reservations.openManualSale();
  await picker.chooseEvent(DEMO_FESTIVAL.name);
  await expect(picker.seat('Gradería Norte', 'D', 10)).toHaveAttribute('data-status', 'available');
  await expect(picker.seat('Gradería Norte', 'C', 8)).toHaveAttribute('data-status', 'paid');
  await picker.seat('Gradería Norte', 'C', 8).click();
  await expect(picker.root.getByText('El asiento C-8 no está disponible')).toBeVisible();
  await picker.root.getByRole('button', { name: 'Cancelar', exact: true }).click();

  await reservations.card(ANDRES.name).getByRole('button', { name: 'Ver Detalles' }).click();
  const details = page.getByRole('dialog', { name: /^Reserva #/ });
  await expect(details).toContainText('CC 1075234567');
  await expect(details).toContainText('Fila C · Asiento 9');
  await details.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

  await reservations.searchBox.fill('perdomo');
  await expect(reservations.cards()).toHaveCount(1);
  await expect(reservations.card(MARTA.name)).toBeVisible();
  await reservations.searchBox.fill('Palco VIP');
  await expect(reservations.cards()).toHaveCount(0);
  await reservations.searchBox.fill('');
  await reservations.dateFilter.fill('2025-07-01');
  await expect(reservations.cards()).toHaveCount(0);
  await reservations.dateFilter.fill('2025-06-20');
  await expect(reservations.cards()).toHaveCount(2);
  await reservations.dateFilter.fill('2025-07-01');
  await reservations.clearDate.click();
  await expect(reservations.cards()).toHaveCount(2);
});
