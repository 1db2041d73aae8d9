import { expect, type Page } from '@playwright/test';

/** A screen of the app, and what shows that it has rendered. */
export interface Screen {
  path: string;
  heading: string | RegExp;
  /** Another text it shows, where its heading alone does not tell it from the screen before. */
  alsoShows?: string;
}

/** Every organizer screen of the spec's route table (§2), with one event's and one stand's ids. */
export function organizerScreens({ eventId, venueId, venueName }: { eventId: string; venueId: string; venueName: string }): Screen[] {
  return [
    { path: '/dashboard', heading: 'Dashboard' },
    { path: '/events', heading: 'Mis Eventos' },
    { path: '/events/crear', heading: 'Crear Evento' },
    { path: `/events/${eventId}/configurar`, heading: 'Configurar Evento' },
    { path: '/venues', heading: 'Mis Graderías' },
    { path: '/venues/crear', heading: 'Nueva Gradería' },
    // The stand's three screens share its name as their heading.
    { path: `/venues/${venueId}/ver`, heading: venueName, alsoShows: 'Plano de asientos' },
    { path: `/venues/${venueId}/editar`, heading: venueName, alsoShows: 'Editar Gradería' },
    { path: `/venues/${venueId}/precios`, heading: venueName, alsoShows: 'Configuración de Precios' },
    { path: '/reservations', heading: 'Reservas' },
    { path: '/reportes', heading: 'Reportes' },
    { path: '/caja/turnos', heading: 'Turnos de caja' },
    { path: '/venta-rapida', heading: 'Venta rápida' },
    { path: '/asignaciones', heading: 'Asignación de asientos' },
    { path: '/profile', heading: 'Mi Perfil' },
    { path: '/help', heading: 'Centro de Ayuda' },
  ];
}

/**
 * Shows a screen the way the app's own links and the back button do, without loading the page
 * again: the router follows the history's popstate. A walk that looks at what each screen shows
 * (axe, layout) spends its time on the screens, not on starting the app once per stop
 * (5.4 s against 0.6 s for 11 stops on a 2-core Xeon); every-route.spec.ts opens each route by
 * its URL. The walk's first stop loads the app.
 */
export async function showScreen(page: Page, screen: Screen): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
  } else {
    await page.goto(screen.path);
  }
  await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: typeof screen.heading === 'string' })).toBeVisible();
  if (screen.alsoShows) await expect(page.getByText(screen.alsoShows, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}
