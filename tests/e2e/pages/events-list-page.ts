import { expect, type Locator, type Page } from '@playwright/test';

/** Mis Eventos (/events): the cards, the search box and the date filter. */
export class EventsListPage {
  readonly heading: Locator;
  readonly createButton: Locator;
  readonly searchBox: Locator;
  readonly dateFilter: Locator;
  readonly clearFilters: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Mis Eventos' });
    this.createButton = page.getByRole('link', { name: 'Crear Evento', exact: true });
    const filters = page.getByRole('search', { name: 'Filtrar eventos' });
    this.searchBox = filters.getByLabel('Buscar eventos');
    this.dateFilter = filters.getByLabel('Eventos en la fecha');
    this.clearFilters = filters.getByRole('button', { name: 'Limpiar filtros' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/events');
    await expect(this.heading).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** A figure of a card: 'Graderías', 'Reservas' or 'Ingresos'. */
  figure(name: string, label: string): Locator {
    return this.card(name).locator('dt', { hasText: label }).locator('+ dd');
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  async showEventsOn(isoDate: string): Promise<void> {
    await this.dateFilter.fill(isoDate);
  }

  async configure(name: string): Promise<void> {
    await this.card(name).getByRole('link', { name: 'Configurar' }).click();
    await expect(this.page.getByRole('heading', { name: 'Configurar Evento' })).toBeVisible();
  }
}
