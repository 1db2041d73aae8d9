import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login-page';
import { ReservationsPage } from './reservations-page';
import { SyncStatus } from './sync-status';

// The demo staff member of the demo organization, created by supabase/seed.sql.
export const DEMO_STAFF = {
  email: 'taquilla@taquilla.co',
  password: 'Bambuco2025!',
} as const;

export type SeatStatus = 'available' | 'reserved' | 'paid' | 'blocked' | 'selected';

/** One gate's tablet: its own browser context (own IndexedDB, session, service worker). */
export class Tablet {
  readonly reservations: ReservationsPage;
  readonly sync: SyncStatus;

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    this.reservations = new ReservationsPage(page);
    this.sync = new SyncStatus(page);
  }

  static async open(browser: Browser, name: string, options: { baseURL?: string; locale?: string; timezoneId?: string }): Promise<Tablet> {
    const context = await browser.newContext(options);
    return new Tablet(name, context, await context.newPage());
  }

  /** Online login, then /reservations with the replica synced. */
  async signIn(email: string, password: string): Promise<void> {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.signIn(email, password);
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await this.reservations.goto();
    await this.sync.expectSynced();
  }

  async goOffline(): Promise<void> {
    await this.context.setOffline(true);
    await this.sync.expectOffline();
  }

  async goOnline(): Promise<void> {
    await this.context.setOffline(false);
    await expect(this.sync.indicator).toContainText('En línea', { timeout: 15_000 });
  }

  /** The indicator's conflicts button: 'N conflicto(s)'. */
  conflicts(): Locator {
    return this.sync.indicator.getByRole('button', { name: /conflictos?$/ });
  }

  rejectedSale(customer: string): Locator {
    return this.page.getByRole('article', { name: `Venta rechazada de ${customer}` });
  }

  /** Status of each seat in the manual sale dialog's picker, read from this tablet's replica. */
  async seatStatuses(event: string, venue: string, seats: string[]): Promise<Record<string, string | null>> {
    const dialog = await this.reservations.openManualSale();
    await dialog.chooseEvent(event);
    const statuses: Record<string, string | null> = {};
    for (const label of seats) {
      const [row, number] = label.split('-');
      const seat = dialog.seat(venue, row, Number(number));
      await expect(seat).toBeVisible();
      statuses[label] = await seat.getAttribute('data-status');
    }
    await dialog.root.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(dialog.root).toBeHidden();
    return statuses;
  }

  /** Status text of each reservation card, keyed by customer name, sorted. */
  async reservationSummary(customers: string[]): Promise<string[]> {
    const summary: string[] = [];
    for (const customer of customers) {
      const card = this.reservations.card(customer);
      const count = await card.count();
      for (let i = 0; i < count; i++) {
        summary.push(`${customer}: ${await card.nth(i).locator('[data-status]').first().getAttribute('data-status')}`);
      }
    }
    return summary.sort();
  }
}
