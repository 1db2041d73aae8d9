import { expect, type Locator, type Page } from '@playwright/test';

/** The organizer layout: sidebar, its toggle, the user card and sign-out. */
export class OrganizerShell {
  readonly sidebar: Locator;
  readonly navigation: Locator;
  readonly userCard: Locator;
  readonly signOutButton: Locator;
  readonly mobileMenuButton: Locator;
  readonly overlay: Locator;

  constructor(private readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Barra lateral', includeHidden: true });
    this.navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    this.userCard = page.getByTestId('sidebar-user');
    this.signOutButton = this.sidebar.getByRole('button', { name: 'Cerrar sesión' });
    this.mobileMenuButton = page.getByRole('button', { name: 'Abrir menú' });
    this.overlay = page.getByTestId('sidebar-overlay');
  }

  toggleButton(): Locator {
    return this.page.getByRole('button', { name: /^(Contraer|Expandir) barra lateral$/ });
  }

  async expectState(state: 'expanded' | 'collapsed' | 'open' | 'closed'): Promise<void> {
    const aside = this.page.locator('aside[aria-label="Barra lateral"]');
    // A closed phone panel is not on the page at all: its dialog unmounts when closed.
    if (state === 'closed') await expect(aside).toHaveCount(0);
    else await expect(aside).toHaveAttribute('data-state', state);
  }

  async sidebarWidth(): Promise<number> {
    const box = await this.page.locator('aside[aria-label="Barra lateral"]').boundingBox();
    return box?.width ?? 0;
  }

  async toggleWithKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+b');
  }

  async sidebarCookie(): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === 'sidebar:state')?.value;
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
