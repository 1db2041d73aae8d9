import { expect, type Locator, type Page } from '@playwright/test';

/** The public booking page, /event/{slug}. */
export class PublicEventPage {
  readonly offlineHeading: Locator;
  readonly offlineExplanation: Locator;
  readonly retryButton: Locator;

  constructor(private readonly page: Page) {
    this.offlineHeading = page.getByRole('heading', { name: 'Sin conexión' });
    this.offlineExplanation = page.getByText(
      'La reserva en línea necesita conexión a internet. Conéctate y vuelve a intentarlo.',
    );
    this.retryButton = page.getByRole('button', { name: 'Reintentar' });
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/event/${slug}`);
  }

  eventHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async expectOfflineMessage(): Promise<void> {
    await expect(this.offlineHeading).toBeVisible();
    await expect(this.offlineExplanation).toBeVisible();
    await expect(this.retryButton).toBeVisible();
  }
}
