import { expect, test, signInThroughLoginPage } from './pages/fresh-organizer';
import { LoginPage } from './pages/login-page';
import { OrganizerShell } from './pages/organizer-shell';
import { ONE_PIXEL_PNG, ProfilePage } from './pages/profile-page';

// Every test here changes its account, so each gets a fresh organizer (pages/fresh-organizer.ts):
// the demo account's password and name are what the other specs sign in with.

test('an organizer uploads a new profile photo into their own folder; other files are refused', async ({ page, freshOrganizer }) => {
  await signInThroughLoginPage(page, freshOrganizer);
  const profile = new ProfilePage(page);
  await profile.goto();
  // No photo yet: the initials of 'Camila Trujillo' stand in for it.
  await expect(profile.initials).toHaveText('CT');
  await expect(profile.photo).toHaveCount(0);

  await profile.choosePhoto({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
  await expect(profile.photoProblem).toHaveText('Solo se permiten archivos JPG, PNG y GIF');
  await profile.choosePhoto({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(profile.photoProblem).toHaveText('La imagen debe ser menor a 5MB');
  await expect(profile.initials).toBeVisible();

  // Hold the upload so that its 'Subiendo...' state can be seen, then let it through.
  let releaseUpload!: () => void;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/storage/v1/object/profile-pictures/**', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld;
    await route.continue();
  });
  await profile.choosePhoto({ name: 'yo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(profile.changePhotoButton).toHaveText('Subiendo...');
  await expect(profile.changePhotoButton).toBeDisabled();
  await expect(profile.photoProblem).toHaveCount(0);
  releaseUpload();

  await expect(profile.toast('✅ Foto de perfil actualizada')).toBeVisible();
  await expect(profile.changePhotoButton).toHaveText('Cambiar foto');
  await expect(profile.photo).toBeVisible();
  const storedUnder = new RegExp(`/storage/v1/object/public/profile-pictures/${freshOrganizer.id}/[^/]+\\.png$`);
  await expect(profile.photo).toHaveAttribute('src', storedUnder);
  // The browser really loaded the stored file (a broken URL would fall back to the initials).
  await expect.poll(() => profile.photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  // Saved on the profile through update_user_profile, not only shown: it survives a reload.
  await page.reload();
  await expect(profile.photo).toHaveAttribute('src', storedUnder);
  const stored = await freshOrganizer.api.rpc('get_my_profile');
  expect(stored.data?.profile_picture).toMatch(storedUnder);
});

test('an organizer edits their personal information and the sidebar shows the new name', async ({ page, freshOrganizer }) => {
  await signInThroughLoginPage(page, freshOrganizer);
  const profile = new ProfilePage(page);
  const shell = new OrganizerShell(page);
  await profile.goto();
  await expect(shell.userCard).toContainText(freshOrganizer.fullName);
  await expect(profile.personalValue('Nombre completo')).toHaveText(freshOrganizer.fullName);

  await profile.personalCard.getByRole('button', { name: 'Editar' }).click();
  await expect(profile.personalField('Correo electrónico')).toBeDisabled();
  await expect(profile.personalField('Correo electrónico')).toHaveValue(freshOrganizer.email);
  await expect(profile.personalCard.getByText('El correo principal no se puede cambiar.')).toBeVisible();

  // Only spaces is no name: the save is refused with a visible reason, not in silence.
  await profile.personalField('Nombre completo').fill('   ');
  await profile.personalField('Cédula').fill('12345');
  await profile.personalCard.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(profile.personalCard.getByText('El nombre completo es requerido')).toBeVisible();
  await expect(profile.personalCard.getByText('La cédula debe tener al menos 6 caracteres')).toBeVisible();
  await expect(profile.personalField('Nombre completo')).toHaveAttribute('aria-invalid', 'true');

  // Cancelar drops the draft.
  await profile.personalCard.getByRole('button', { name: 'Cancelar' }).click();
  await expect(profile.personalValue('Nombre completo')).toHaveText(freshOrganizer.fullName);

  await profile.personalCard.getByRole('button', { name: 'Editar' }).click();
  await profile.personalField('Nombre completo').fill('  Camila Andrea Trujillo  ');
  await profile.personalField('Cédula').fill('1075987654');
  await profile.personalField('Teléfono').fill('3157778899');
  await profile.personalField('Dirección').fill('Calle 8 # 5-20, Neiva');
  await profile.personalCard.getByRole('button', { name: 'Guardar Cambios' }).click();

  await expect(profile.toast('✅ Cambios guardados con éxito')).toBeVisible();
  await expect(profile.personalValue('Nombre completo')).toHaveText('Camila Andrea Trujillo');
  await expect(profile.personalValue('Cédula')).toHaveText('1075987654');
  await expect(profile.personalValue('Teléfono')).toHaveText('3157778899');
  await expect(profile.personalValue('Dirección')).toHaveText('Calle 8 # 5-20, Neiva');
  await expect(shell.userCard).toContainText('Camila Andrea Trujillo');
  await expect(profile.initials).toHaveText('CA');

  // Stored on the server: a reload asks for the profile again.
  await page.reload();
  await expect(profile.personalValue('Nombre completo')).toHaveText('Camila Andrea Trujillo');
  await expect(shell.userCard).toContainText('Camila Andrea Trujillo');
});

test('changing the password checks the current one, and the new one signs in', async ({ page, freshOrganizer }) => {
  const newPassword = 'NuevaClave2026';
  await signInThroughLoginPage(page, freshOrganizer);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.securityCard.getByText('Desactivada')).toBeVisible();

  const dialog = await profile.openPasswordDialog();
  await dialog.fill(freshOrganizer.password, 'corta', 'otra');
  await dialog.submit.click();
  await expect(dialog.root.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expect(dialog.root.getByText('Las contraseñas no coinciden')).toBeVisible();

  await dialog.fill('NoEsMiClave2025', newPassword);
  await dialog.submit.click();
  await expect(dialog.root.getByText('La contraseña actual es incorrecta')).toBeVisible();
  await expect(dialog.current).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.root).toBeVisible();
  // The refused attempt left the password as it was.
  const stillOld = await freshOrganizer.api.auth.signInWithPassword({ email: freshOrganizer.email, password: freshOrganizer.password });
  expect(stillOld.error).toBeNull();

  await dialog.current.fill(freshOrganizer.password);
  await expect(dialog.root.getByText('La contraseña actual es incorrecta')).toBeHidden();
  await dialog.submit.click();
  await expect(profile.toast('✅ Contraseña actualizada exitosamente')).toBeVisible();
  await expect(dialog.root).toBeHidden();
  // The session rotated by the check still works: the page is still signed in.
  await page.reload();
  await expect(profile.personalValue('Nombre completo')).toHaveText(freshOrganizer.fullName);

  await new OrganizerShell(page).signOut();
  const login = new LoginPage(page);
  await login.signIn(freshOrganizer.email, freshOrganizer.password);
  await expect(login.errorAlert).toHaveText('Correo o contraseña incorrectos');
  await expect(page).toHaveURL(/\/login$/);

  await login.password.fill(newPassword);
  await login.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new OrganizerShell(page).userCard).toContainText(freshOrganizer.fullName);
});
