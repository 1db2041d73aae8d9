import { expect, test, signInThroughLoginPage } from './pages/fresh-organizer';
import { LoginPage } from './pages/login-page';
import { OrganizerShell } from './pages/organizer-shell';
import { ProfilePage } from './pages/profile-page';
import { AppServiceWorker } from './pages/service-worker';
import { totpCode, wrongTotpCode } from './pages/totp';

// Each test turns two-factor on for its own fresh organizer: the demo account is shared by
// the specs running at the same time, and must keep signing in with its password alone.

const SCREENSHOTS = 'test-results/mfa';

test('an organizer turns two-factor on with an authenticator code, then signs in with the second factor', async ({ page, freshOrganizer }) => {
  test.slow();
  await signInThroughLoginPage(page, freshOrganizer);
  const profile = new ProfilePage(page);
  await profile.goto();
  const twoFactor = profile.securityCard;
  await expect(twoFactor.getByText('Desactivada')).toBeVisible();

  await twoFactor.getByRole('button', { name: 'Activar' }).click();
  const setup = page.getByRole('dialog', { name: 'Activar verificación en dos pasos' });
  await expect(setup.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  // The QR is a real image (an SVG data URI) the browser could draw.
  expect(await setup.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: `${SCREENSHOTS}/activar-qr.png` });

  await setup.getByLabel('Código de verificación').fill(wrongTotpCode(secret));
  await setup.getByRole('button', { name: 'Activar' }).click();
  await expect(setup.getByRole('alert')).toContainText('Código incorrecto');
  await setup.getByLabel('Código de verificación').fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Activar' }).click();

  const done = page.getByRole('dialog', { name: 'Verificación en dos pasos activada' });
  await expect(done.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await done.getByRole('button', { name: 'Listo, ya los guardé' }).click();
  await expect(twoFactor.getByText('Activada')).toBeVisible();
  await twoFactor.screenshot({ path: `${SCREENSHOTS}/tarjeta-seguridad.png` });

  await new OrganizerShell(page).signOut();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(freshOrganizer.email, freshOrganizer.password);
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/inicio-codigo.png` });

  // The password alone opens no organizer page.
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toBeVisible();

  await page.getByLabel('Código de verificación').fill(wrongTotpCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toContainText('Código incorrecto');
  // The code used to turn it on was accepted once: the app's next code signs in.
  await page.getByLabel('Código de verificación').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await profile.goto();
  await expect(twoFactor.getByText('Activada')).toBeVisible();
});

test('a recovery code signs in without the app, once, and leaves two-factor off', async ({ page, freshOrganizer }) => {
  test.slow();
  const { api } = freshOrganizer;
  const enrolled = await api.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const verified = await api.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) });
  if (verified.error) throw verified.error;
  const codes = await api.rpc('create_mfa_recovery_codes');
  expect(codes.error).toBeNull();
  const [code] = codes.data as string[];

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(freshOrganizer.email, freshOrganizer.password);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill('zzzz-zzzz-zzzz-zzzz');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código de recuperación incorrecto');
  await page.getByLabel('Código de recuperación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Entraste con un código de recuperación/)).toBeVisible();

  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.securityCard.getByText('Desactivada')).toBeVisible();
  await new OrganizerShell(page).signOut();
  await signInThroughLoginPage(page, freshOrganizer);
});

test('with two-factor on, the password is changed from the session that proved the code, which stays, also offline', async ({ page, freshOrganizer }) => {
  test.slow();
  const { api } = freshOrganizer;
  const enrolled = await api.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const secret = enrolled.data.totp.secret;
  const verified = await api.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(secret) });
  if (verified.error) throw verified.error;

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(freshOrganizer.email, freshOrganizer.password);
  await page.getByLabel('Código de verificación').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const profile = new ProfilePage(page);
  await profile.goto();
  const dialog = await profile.openPasswordDialog();
  await dialog.fill(freshOrganizer.password, 'Otra-Clave-Segura-2026');
  await dialog.submit.click();
  await expect(profile.toast('✅ Contraseña actualizada exitosamente')).toBeVisible();
  // Still past the code step: the page reloads signed in, with no new code asked.
  await page.reload();
  await expect(profile.heading).toBeVisible();
  const withNew = await api.auth.signInWithPassword({ email: freshOrganizer.email, password: 'Otra-Clave-Segura-2026' });
  expect(withNew.error).toBeNull();

  // Offline, the device that proved the code keeps its organizer pages (decided from its stored session).
  await new AppServiceWorker(page).takeControl();
  await page.context().setOffline(true);
  await page.reload();
  await expect(profile.heading).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Código de verificación' })).toHaveCount(0);
  await page.context().setOffline(false);
});
