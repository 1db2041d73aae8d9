import { expect, type Locator, type Page } from '@playwright/test';

export interface ManualSale {
  event: string;
  venue: string;
  seats: { row: string; number: number }[];
  name: string;
  email: string;
  documentNumber: string;
  phone: string;
  paymentMethod?: 'Efectivo' | 'Marcar como pagado' | 'Pago en línea (MercadoPago)';
}

/** /reservations: stat cards, search and date filter, the cards and their dialogs. */
export class ReservationsPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly dateFilter: Locator;
  readonly clearDate: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reservas', exact: true });
    const filters = page.getByRole('search', { name: 'Filtrar reservas' });
    this.searchBox = filters.getByPlaceholder('Buscar por cliente, gradería o ID de reserva...');
    this.dateFilter = filters.getByLabel('Fecha del evento');
    this.clearDate = filters.getByRole('button', { name: 'Limpiar fecha' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/reservations');
    await expect(this.heading).toBeVisible();
    // Right after sign-in the first sync fills it: on two cores busy with other suites that took over 10 s.
    await expect(this.page.getByRole('region', { name: 'Resumen de reservas' })).toBeVisible({ timeout: 20_000 });
  }

  stat(label: string): Locator {
    return this.page.getByRole('region', { name: 'Resumen de reservas' }).getByText(label, { exact: true }).locator('+ p');
  }

  cards(): Locator {
    return this.page.getByRole('article', { name: /^Reserva / });
  }

  card(customer: string): Locator {
    return this.cards().filter({ hasText: customer });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title }).or(this.page.getByRole('alertdialog', { name: title }));
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async openManualSale(): Promise<ManualSaleDialog> {
    await this.page.getByRole('button', { name: 'Nueva Reserva Manual' }).click();
    const dialog = new ManualSaleDialog(this.dialog('Nueva Reserva Manual'));
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  async sell(sale: ManualSale): Promise<void> {
    const dialog = await this.openManualSale();
    await dialog.fill(sale);
    await dialog.submit.click();
    await expect(this.toast('Reserva creada exitosamente')).toBeVisible();
    await expect(dialog.root).toBeHidden();
  }

  async processPayment(customer: string): Promise<void> {
    await this.card(customer).getByRole('button', { name: 'Procesar Pago' }).click();
    await this.dialog('Confirmar Procesamiento de Pago').getByRole('button', { name: 'Confirmar Pago' }).click();
    await expect(this.toast('Pago procesado exitosamente')).toBeVisible();
  }

  async cancel(customer: string): Promise<void> {
    await this.card(customer).getByRole('button', { name: 'Cancelar', exact: true }).click();
    const dialog = this.dialog('Cancelar Reserva');
    await expect(dialog).toContainText('Los asientos se liberarán automáticamente. Esta acción no se puede deshacer.');
    await dialog.getByRole('button', { name: 'Sí, cancelar reserva' }).click();
    await expect(this.toast('Reserva cancelada exitosamente')).toBeVisible();
  }
}

/** The 'Nueva Reserva Manual' dialog. */
export class ManualSaleDialog {
  readonly submit: Locator;
  readonly total: Locator;

  constructor(readonly root: Locator) {
    this.submit = root.getByRole('button', { name: 'Crear Reserva' });
    this.total = root.getByTestId('sale-total');
  }

  seat(venue: string, row: string, number: number): Locator {
    return this.root.getByRole('region', { name: venue }).getByRole('button', { name: new RegExp(`^Fila ${row} · Asiento ${number} ·`) });
  }

  async chooseEvent(event: string): Promise<void> {
    await this.root.getByLabel('Evento').selectOption({ label: event });
  }

  async fill(sale: ManualSale): Promise<void> {
    await this.chooseEvent(sale.event);
    for (const { row, number } of sale.seats) await this.seat(sale.venue, row, number).click();
    await this.root.getByLabel('Nombre completo').fill(sale.name);
    await this.root.getByLabel('Correo electrónico').fill(sale.email);
    await this.root.getByLabel('Número de documento').fill(sale.documentNumber);
    await this.root.getByLabel('Teléfono').fill(sale.phone);
    await this.root.getByRole('radio', { name: sale.paymentMethod ?? 'Efectivo' }).check();
  }
}
