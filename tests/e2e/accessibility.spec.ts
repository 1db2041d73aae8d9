// axe-core (WCAG 2.0/2.1 A and AA) over every route of the spec's route table (§2) and the
// dialogs they open, on a phone (390 px) and a desktop (1280 px), once signed out and once as
// the demo organizer: no critical and no serious violation anywhere. Each role and width is
// one browser context that walks the routes in sequence, from one screen to the next as the
// app's links do (app-screens.ts), and the test lists every violation it met before failing,
// so one run shows all there is to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { organizerScreens, showScreen, type Screen } from './pages/app-screens';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { setUpFestival } from './pages/fresh-festival';
import { registerFreshOrganizer, signInThroughLoginPage } from './pages/fresh-organizer';
import { LoginPage } from './pages/login-page';
import { ReservationsPage, type ManualSale } from './pages/reservations-page';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
const WIDTHS = [390, 1280] as const;
const DEMO_VENUE = 'Gradería Norte';

/** Sign-in, sign-up and password recovery: a signed-in person is sent on to the dashboard. */
const SIGNED_OUT_ONLY_STOPS: Screen[] = [
  { path: '/login', heading: 'Iniciar sesión' },
  { path: '/register', heading: 'Crear cuenta' },
  { path: '/recuperar-contrasena', heading: 'Recupera tu contraseña' },
  { path: '/restablecer-contrasena', heading: 'Restablece tu contraseña' },
];

const PUBLIC_STOPS: Screen[] = [
  { path: '/', heading: /^Vende tus graderías silla por silla/ },
  { path: `/event/${DEMO_FESTIVAL.slug}`, heading: DEMO_FESTIVAL.name },
  { path: '/pago/sandbox/6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f', heading: 'Pago no encontrado' },
  { path: '/internal/launch-plan', heading: 'Plan de Lanzamiento' },
  { path: '/help/guia-rapida', heading: 'Guía de inicio rápido' },
  { path: '/help/recursos/videos', heading: 'Video tutoriales' },
  { path: '/help/recursos/api', heading: 'Documentación API' },
  { path: '/esta/ruta/no-existe', heading: 'Oops! Page not found' },
];

/** What a person signed out sees at an organizer address: the 'Sesión requerida' screen. */
const SIGNED_OUT_ORGANIZER_STOP: Screen = { path: '/dashboard', heading: 'Sesión requerida' };

/** Reads one violation per line: rule, impact, where, and axe's own summary of the first node. */
class ViolationLog {
  readonly lines: string[] = [];

  async check(page: Page, where: string): Promise<void> {
    // axe.run in the page itself: the default runs each frame apart and finishes in a blank
    // page opened for every check, for the cross-origin frames the app does not have.
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).setLegacyMode().analyze();
    for (const violation of violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      const nodes = violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`);
      this.lines.push(`${where} · ${violation.id} (${violation.impact}) ×${nodes.length}\n    ${nodes.slice(0, 4).join('\n    ')}`);
    }
  }
}

/** Opens a dialog, has axe look at the page with it open, and closes it with Escape. */
async function checkDialog(page: Page, log: ViolationLog, where: string, open: () => Promise<void>, name: string | RegExp): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  await log.check(page, `${where} + dialog '${name}'`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function demoIds(page: Page): Promise<{ eventId: string; venueId: string }> {
  await showScreen(page, { path: '/events', heading: 'Mis Eventos' });
  const eventHref = await page.getByRole('article', { name: DEMO_FESTIVAL.name, exact: true }).getByRole('link', { name: 'Configurar' }).getAttribute('href');
  await showScreen(page, { path: '/venues', heading: 'Mis Graderías' });
  const venueHref = await page.getByRole('article', { name: DEMO_VENUE, exact: true }).getByRole('link', { name: 'Ver', exact: true }).getAttribute('href');
  return { eventId: eventHref!.split('/')[2], venueId: venueHref!.split('/')[2] };
}

async function checkOrganizerDialogs(page: Page, log: ViolationLog, width: number): Promise<void> {
  const where = `${width}px organizer`;
  await showScreen(page, { path: '/reservations', heading: 'Reservas' });
  await checkDialog(page, log, `${where} /reservations`, () => page.getByRole('button', { name: 'Nueva Reserva Manual' }).click(), 'Nueva Reserva Manual');

  await showScreen(page, { path: '/profile', heading: 'Mi Perfil' });
  await checkDialog(page, log, `${where} /profile`, () => page.getByRole('button', { name: 'Cambiar contraseña' }).click(), 'Cambiar contraseña');

  await showScreen(page, { path: '/dashboard', heading: 'Dashboard' });
  await checkDialog(page, log, `${where} /dashboard`, () => page.getByRole('button', { name: 'Abrir asistente' }).click(), 'Asistente IA');
  if (width < 1024) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await log.check(page, `${where} /dashboard + menú lateral abierto`);
  }
}

async function checkPublicDialogs(page: Page, log: ViolationLog, width: number): Promise<void> {
  await showScreen(page, PUBLIC_STOPS[0]);
  await checkDialog(page, log, `${width}px signed out /`, () => page.getByRole('button', { name: 'Abrir asistente' }).click(), 'Asistente IA');
}

/** The primary button's other states and a refused sign-in's alert: axe reads the colours the browser computes right now. */
async function checkButtonStates(page: Page, log: ViolationLog, width: number): Promise<void> {
  await showScreen(page, SIGNED_OUT_ONLY_STOPS[0]);
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await submit.hover();
  await log.check(page, `${width}px signed out /login, primary button hovered`);
  await page.mouse.move(0, 0);
  // Tab from the password field until the button has the keyboard's focus ring.
  await page.getByLabel('Contraseña').focus();
  for (let tabs = 0; tabs < 5 && !(await submit.evaluate((button) => button === document.activeElement)); tabs++) await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await log.check(page, `${width}px signed out /login, primary button focused`);
  // A refused sign-in shows the destructive alert (an address nobody registered: the demo
  // account's own failed-attempt limit is left alone).
  await new LoginPage(page).signIn(`nadie-${width}@taquilla.co`, 'Incorrecta123!');
  await expect(page.getByRole('alert')).toBeVisible();
  await log.check(page, `${width}px signed out /login, sign-in refused`);
}

// The demo organization has no bookings of its own while specs run beside this one (they
// count theirs), so the booking cards' dialogs are opened in a fresh organization: one sale
// left to pay (payment, cancellation, details) and one paid (refund).
async function checkReservationDialogs(page: Page, baseURL: string, log: ViolationLog, width: number): Promise<void> {
  const suffix = `${width}-${Date.now().toString(36)}`;
  const organizer = await registerFreshOrganizer(baseURL);
  const event = { name: `Noche Accesible ${suffix}`, slug: `noche-accesible-${suffix}` };
  await setUpFestival(organizer, 'Palco Accesible', event);
  await signInThroughLoginPage(page, organizer);
  const reservations = new ReservationsPage(page);
  await reservations.goto();
  const sale = (name: string, number: number, paymentMethod: ManualSale['paymentMethod']): ManualSale => ({
    event: event.name, venue: 'Palco Accesible', seats: [{ row: 'A', number }], name, email: 'accesible@correo.co',
    documentNumber: '1075' + Math.floor(100000 + Math.random() * 899999), phone: '3001234567', paymentMethod,
  });
  await reservations.sell(sale('Ana Pendiente', 5, 'Efectivo'));
  await reservations.sell(sale('Beto Pagado', 6, 'Marcar como pagado'));
  const where = `${width}px organizer /reservations`;
  const unpaid = reservations.card('Ana Pendiente');
  await checkDialog(page, log, where, () => unpaid.getByRole('button', { name: 'Ver Detalles' }).click(), /^Reserva #/);
  await checkDialog(page, log, where, () => unpaid.getByRole('button', { name: 'Procesar Pago' }).click(), 'Confirmar Procesamiento de Pago');
  await checkDialog(page, log, where, () => unpaid.getByRole('button', { name: 'Cancelar', exact: true }).click(), 'Cancelar Reserva');
  await checkDialog(page, log, where, () => reservations.card('Beto Pagado').getByRole('button', { name: 'Reembolsar' }).click(), 'Reembolsar Reserva');
  await log.check(page, `${where} with its bookings`);
  await organizer.api.auth.signOut({ scope: 'local' });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 900 } });

    test('signed out: no critical or serious axe violation on any route or dialog', async ({ page }) => {
      test.setTimeout(180_000);
      const log = new ViolationLog();
      for (const stop of [...PUBLIC_STOPS, ...SIGNED_OUT_ONLY_STOPS, SIGNED_OUT_ORGANIZER_STOP]) {
        await showScreen(page, stop);
        await log.check(page, `${width}px signed out ${stop.path}`);
      }
      await checkPublicDialogs(page, log, width);
      await checkButtonStates(page, log, width);
      expect(log.lines, log.lines.join('\n')).toEqual([]);
    });

    test('as the organizer: no critical or serious axe violation on any route or dialog', async ({ page }) => {
      // About 25 routes, each with an axe pass; the CI machine is shared.
      test.setTimeout(360_000);
      const log = new ViolationLog();
      await new LoginPage(page).signInAsDemo();
      const stops = [...organizerScreens({ ...(await demoIds(page)), venueName: DEMO_VENUE }), ...PUBLIC_STOPS];
      for (const stop of stops) {
        await showScreen(page, stop);
        await log.check(page, `${width}px organizer ${stop.path}`);
      }
      await checkOrganizerDialogs(page, log, width);
      expect(log.lines, log.lines.join('\n')).toEqual([]);
    });

    test("as a new organizer with bookings: no critical or serious axe violation in the booking cards' dialogs", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const log = new ViolationLog();
      await checkReservationDialogs(page, baseURL!, log, width);
      expect(log.lines, log.lines.join('\n')).toEqual([]);
    });
  });
}
