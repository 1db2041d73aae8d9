import { expect, type Locator, type Page } from '@playwright/test';

export interface Visitor {
  name: string;
  phone: string;
  documentNumber: string;
  email?: string;
  paymentMethod: 'Efectivo' | 'Tarjeta (MercadoPago)';
}

export interface SeatRef {
  venue: string;
  row: string;
  number: number;
}

export const seatLabel = ({ row, number }: SeatRef) => `${row}-${number}`;

/** The public booking page, /event/{slug}: the seat map, the checkout form and their messages. */
export class PublicEventPage {
  readonly offlineHeading: Locator;
  readonly offlineExplanation: Locator;
  readonly retryButton: Locator;
  readonly continueButton: Locator;
  readonly checkoutHeading: Locator;
  readonly confirmButton: Locator;
  readonly backToSeats: Locator;
  readonly successMessage: Locator;
  readonly droppedSeatsBanner: Locator;

  constructor(private readonly page: Page) {
    this.offlineHeading = page.getByRole('heading', { name: 'Sin conexión' });
    this.offlineExplanation = page.getByText(
      'La reserva en línea necesita conexión a internet. Conéctate y vuelve a intentarlo.',
    );
    this.retryButton = page.getByRole('button', { name: 'Reintentar' });
    this.continueButton = page.getByRole('button', { name: 'Continuar con la Reserva' });
    this.checkoutHeading = page.getByRole('heading', { name: 'Completa tu Reserva' });
    this.confirmButton = page.getByRole('button', { name: 'Confirmar Reserva' });
    this.backToSeats = page.getByRole('button', { name: 'Volver a Asientos' });
    this.successMessage = page.getByRole('status').filter({ hasText: '¡Reserva completada! Te contactaremos pronto.' });
    this.droppedSeatsBanner = page
      .getByRole('alert')
      .filter({ hasText: 'Algunos asientos de tu selección ya no están disponibles y se quitaron:' });
  }

  async goto(slug: string, query = ''): Promise<void> {
    await this.page.goto(`/event/${slug}${query}`);
  }

  eventHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  venue(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  seat(seat: SeatRef): Locator {
    return this.venue(seat.venue).getByRole('button', { name: new RegExp(`^Fila ${seat.row} · Asiento ${seat.number} ·`) });
  }

  selectedCount(count: number): Locator {
    return this.page.getByText(count === 1 ? '1 asiento seleccionado' : `${count} asientos seleccionados`, { exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: text });
  }

  async pick(...seats: SeatRef[]): Promise<void> {
    for (const seat of seats) {
      await this.seat(seat).click();
      await expect(this.seat(seat)).toHaveAttribute('aria-pressed', 'true');
    }
  }

  async fillCheckout(visitor: Visitor): Promise<void> {
    await expect(this.checkoutHeading).toBeVisible();
    await this.page.getByLabel('Nombre completo').fill(visitor.name);
    await this.page.getByLabel('Teléfono').fill(visitor.phone);
    await this.page.getByLabel('Número de documento').fill(visitor.documentNumber);
    if (visitor.email) await this.page.getByLabel('Correo electrónico (opcional)').fill(visitor.email);
    await this.page.getByRole('radio', { name: visitor.paymentMethod }).check();
  }

  /** Picks the seats, goes to checkout, fills the form and confirms. */
  async book(visitor: Visitor, ...seats: SeatRef[]): Promise<void> {
    await this.pick(...seats);
    await this.continueButton.click();
    await this.fillCheckout(visitor);
    await this.confirmButton.click();
  }

  async expectOfflineMessage(): Promise<void> {
    await expect(this.offlineHeading).toBeVisible();
    await expect(this.offlineExplanation).toBeVisible();
    await expect(this.retryButton).toBeVisible();
  }
}

/** The sandbox stand-in for the card provider, /pago/sandbox/{paymentId}. */
export class SandboxCheckoutPage {
  readonly heading: Locator;
  readonly sandboxBadge: Locator;
  readonly approve: Locator;
  readonly reject: Locator;
  /** 'Tu reserva se mantiene por mm:ss' while the seats are held. */
  readonly countdown: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { name: 'Pasarela de pago de prueba' });
    this.sandboxBadge = page.getByText('Sandbox: no se realiza ningún cobro real');
    this.approve = page.getByRole('button', { name: 'Aprobar pago' });
    this.reject = page.getByRole('button', { name: 'Rechazar pago' });
    this.countdown = page.getByRole('timer');
  }
}
