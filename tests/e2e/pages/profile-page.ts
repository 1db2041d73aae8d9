import { expect, type Locator, type Page } from '@playwright/test';

/** A 1×1 transparent PNG: the smallest photo the profile accepts. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** 'Mi Perfil' (/profile): the photo, personal, business and security cards. */
export class ProfilePage {
  readonly heading: Locator;
  readonly photoCard: Locator;
  readonly photoInput: Locator;
  readonly changePhotoButton: Locator;
  /** The uploaded photo; absent while the initials stand in for it. */
  readonly photo: Locator;
  readonly initials: Locator;
  readonly photoProblem: Locator;
  readonly personalCard: Locator;
  readonly securityCard: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Mi Perfil' });
    this.photoCard = page.getByRole('region', { name: 'Foto de perfil' });
    this.photoInput = this.photoCard.getByLabel('Archivo de foto de perfil');
    this.changePhotoButton = this.photoCard.getByRole('button', { name: /^(Cambiar foto|Subiendo\.\.\.)$/ });
    this.photo = this.photoCard.getByRole('img', { name: 'Foto de perfil', exact: true });
    this.initials = this.photoCard.getByTestId('profile-initials');
    this.photoProblem = this.photoCard.getByRole('alert');
    this.personalCard = page.getByRole('region', { name: 'Información personal' });
    this.securityCard = page.getByRole('region', { name: 'Seguridad' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.heading).toBeVisible();
    await expect(this.photoCard).toBeVisible();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  async choosePhoto(file: PhotoFile): Promise<void> {
    await this.photoInput.setInputFiles(file);
  }

  /** The personal card's input for `label`, once 'Editar' has opened the form. */
  personalField(label: 'Nombre completo' | 'Cédula' | 'Correo electrónico' | 'Teléfono' | 'Dirección'): Locator {
    return this.personalCard.getByLabel(label, { exact: true });
  }

  /** The stored value the personal card shows for `label` outside edit mode. */
  personalValue(label: string): Locator {
    return this.personalCard.locator('dt', { hasText: label }).locator('+ dd');
  }

  async openPasswordDialog(): Promise<ChangePasswordDialog> {
    await this.securityCard.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = new ChangePasswordDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

/** The 'Cambiar contraseña' dialog of the security card. */
export class ChangePasswordDialog {
  readonly root: Locator;
  readonly current: Locator;
  readonly next: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    this.current = this.root.getByLabel('Contraseña actual', { exact: true });
    this.next = this.root.getByLabel('Nueva contraseña', { exact: true });
    this.confirmation = this.root.getByLabel('Confirmar nueva contraseña', { exact: true });
    this.submit = this.root.getByRole('button', { name: /^(Cambiar Contraseña|Cambiando\.\.\.)$/ });
  }

  async fill(current: string, next: string, confirmation = next): Promise<void> {
    await this.current.fill(current);
    await this.next.fill(next);
    await this.confirmation.fill(confirmation);
  }
}
