import { expect, type Locator, type Page } from '@playwright/test';

export interface EventFields {
  name?: string;
  description?: string;
  startDate?: string;
  endDate?: string;
  venues?: string[];
}

/** The event form of /events/crear and /events/{id}/configurar. */
export class EventFormPage {
  readonly name: Locator;
  readonly slug: Locator;
  readonly description: Locator;
  readonly startDate: Locator;
  readonly startTime: Locator;
  readonly endDate: Locator;
  readonly endTime: Locator;
  readonly activeSwitch: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByLabel('Nombre del evento');
    this.slug = page.getByLabel('Slug (dirección pública)');
    this.description = page.getByLabel('Descripción');
    this.startDate = page.getByLabel('Fecha de inicio');
    this.startTime = page.getByLabel('Hora de inicio');
    this.endDate = page.getByLabel('Fecha de fin');
    this.endTime = page.getByLabel('Hora de fin');
    this.activeSwitch = page.getByRole('switch', { name: 'Evento activo' });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/events/crear');
    await expect(this.page.getByRole('heading', { name: 'Crear Evento' })).toBeVisible();
  }

  venue(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  async fill({ name, description, startDate, endDate, venues = [] }: EventFields): Promise<void> {
    if (name !== undefined) await this.name.fill(name);
    if (description !== undefined) await this.description.fill(description);
    if (startDate !== undefined) await this.startDate.fill(startDate);
    if (endDate !== undefined) await this.endDate.fill(endDate);
    for (const venue of venues) await this.venue(venue).check();
  }

  async create(): Promise<void> {
    await this.page.getByRole('button', { name: 'Crear Evento' }).click();
    await this.expectSavedWith('Evento creado exitosamente');
  }

  async saveChanges(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await this.expectSavedWith('Evento actualizado exitosamente');
  }

  private async expectSavedWith(toast: string): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: toast })).toBeVisible();
    await expect(this.page).toHaveURL(/\/events$/);
  }
}
