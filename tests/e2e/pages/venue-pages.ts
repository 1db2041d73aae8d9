import { expect, type Locator, type Page } from '@playwright/test';

/** /venues: the summary cards and one card per stand. */
export class VenuesListPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/venues');
    await expect(this.page.getByRole('heading', { name: 'Mis Graderías' })).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async open(name: string, action: 'Ver' | 'Editar' | 'Precios'): Promise<void> {
    await this.card(name).getByRole('link', { name: action, exact: true }).click();
  }
}

/** /venues/crear: the 'Nueva Gradería' form with its preview. */
export class CreateVenuePage {
  readonly name: Locator;
  readonly rows: Locator;
  readonly columns: Locator;
  readonly floors: Locator;
  readonly basePrice: Locator;
  readonly submit: Locator;
  readonly capacityBadge: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByLabel('Nombre', { exact: true });
    this.rows = page.getByLabel('Filas', { exact: true });
    this.columns = page.getByLabel('Columnas', { exact: true });
    this.floors = page.getByLabel('Pisos', { exact: true });
    this.basePrice = page.getByLabel('Precio base (COP)');
    this.submit = page.getByRole('button', { name: 'Crear Gradería' });
    this.capacityBadge = page.getByTestId('capacity-badge');
  }

  async goto(): Promise<void> {
    await this.page.goto('/venues/crear');
    await expect(this.page.getByRole('heading', { name: 'Nueva Gradería' })).toBeVisible();
  }

  fieldError(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }

  async chooseType(label: 'Gradería General' | 'Palco VIP' | 'Zona de Confort'): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  async pickPriceSuggestion(tier: 'económico' | 'estándar' | 'premium'): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^Usar precio ${tier}`) }).click();
  }
}

/** /venues/:id/ver: the read-only seat plan. */
export class VenuePlanPage {
  constructor(private readonly page: Page) {}

  figure(label: string): Locator {
    return this.page.locator('div', { has: this.page.getByText(label, { exact: true }) }).last();
  }

  seat(tooltip: string | RegExp): Locator {
    return this.page.getByRole('img', { name: tooltip });
  }

  seats(): Locator {
    return this.page.locator('[data-status]');
  }
}

/** /venues/:id/editar. */
export class EditVenuePage {
  readonly name: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    this.name = page.getByLabel('Nombre', { exact: true });
    this.save = page.getByRole('button', { name: 'Guardar Cambios' });
  }
}

/** /venues/:id/precios: the base price form and its revenue simulation. */
export class VenuePricesPage {
  readonly basePrice: Locator;
  readonly save: Locator;
  readonly current: Locator;
  readonly projected: Locator;
  readonly difference: Locator;

  constructor(page: Page) {
    this.basePrice = page.getByLabel('Precio base (COP)');
    this.save = page.getByRole('button', { name: 'Guardar Precios' });
    this.current = page.getByTestId('revenue-current');
    this.projected = page.getByTestId('revenue-projected');
    this.difference = page.getByTestId('revenue-difference');
  }
}
