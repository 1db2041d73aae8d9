import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './demo-account';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly errorAlert: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Correo electrónico');
    this.password = page.getByLabel('Contraseña');
    this.submit = page.getByRole('button', { name: 'Iniciar sesión' });
    this.errorAlert = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  async signInAsDemo(): Promise<void> {
    await this.goto();
    await this.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await expect(this.page).toHaveURL(/\/dashboard$/);
  }
}
