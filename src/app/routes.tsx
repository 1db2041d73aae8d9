import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../ui/Spinner';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorScreen } from './RouteErrorScreen';
import { startSession } from './start-session';

/**
 * A page that loads the first time it is shown. Each `import()` is a chunk of its own, so a
 * visitor on /event/{slug} downloads neither Dexie nor the sync engine nor the organizer
 * screens. Offline the organizer's chunks come from the service worker's precache.
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A page that reads the session (signed in or not, who): the auth client starts with it, so
 * the session store has answered, or is about to, when the page first renders. Public pages
 * load no auth client (start-session.ts).
 */
function sessionPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), startSession()]);
    return { Component: pick(module) };
  };
}

const bookingPages = () => import('./booking-pages');

/** A screen staff may not use: they see 'No tienes permisos para {action}' instead. */
function organizerOnly(action: string, route: RouteObject): RouteObject {
  return {
    lazy: async () => {
      const { OrganizerOnlyRoute } = await import('./layouts/OrganizerOnlyRoute');
      return { Component: () => <OrganizerOnlyRoute action={action} /> };
    },
    children: [route],
  };
}

// The spec's route table (§2). Organizer pages share the sidebar layout, which also
// stands guard: without a session it shows 'Sesión requerida' instead of the page.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    // Shown while the first page's chunks load; later navigations keep the current page
    // on screen until the next one is ready.
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', lazy: page(() => import('./pages/LandingRoute'), (m) => m.LandingRoute) },
      { path: '/login', lazy: sessionPage(() => import('../features/auth/LoginPage'), (m) => m.LoginPage) },
      { path: '/register', lazy: sessionPage(() => import('../features/auth/RegisterPage'), (m) => m.RegisterPage) },
      { path: '/recuperar-contrasena', lazy: sessionPage(() => import('../features/auth/ForgotPasswordPage'), (m) => m.ForgotPasswordPage) },
      { path: '/restablecer-contrasena', lazy: sessionPage(() => import('../features/auth/ResetPasswordPage'), (m) => m.ResetPasswordPage) },
      { path: '/event/:slug', lazy: page(bookingPages, (m) => m.PublicEventPage) },
      { path: '/pago/sandbox/:paymentId', lazy: page(bookingPages, (m) => m.SandboxPaymentPage) },
      { path: '/entrada/:code', lazy: page(() => import('../features/tickets/TicketPage'), (m) => m.TicketPage) },
      // The help centre's resources are public: the landing page links to them.
      { path: '/help/guia-rapida', lazy: page(() => import('../features/help/QuickStartGuidePage'), (m) => m.QuickStartGuidePage) },
      { path: '/help/recursos/videos', lazy: page(() => import('../features/help/VideoTutorialsPage'), (m) => m.VideoTutorialsPage) },
      { path: '/help/recursos/api', lazy: page(() => import('../features/help/ApiDocsPage'), (m) => m.ApiDocsPage) },
      { path: '/internal/launch-plan', lazy: page(() => import('../features/launch-plan/LaunchPlanPage'), (m) => m.LaunchPlanPage) },
      { path: '/reservas', element: <Navigate to="/reservations" replace /> },
      {
        lazy: sessionPage(() => import('./layouts/OrganizerLayout'), (m) => m.OrganizerLayout),
        children: [
          { path: '/dashboard', lazy: page(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage) },
          { path: '/events', lazy: page(() => import('../features/events/EventsPage'), (m) => m.EventsPage) },
          organizerOnly('crear eventos', {
            path: '/events/crear',
            lazy: page(() => import('../features/events/CreateEventPage'), (m) => m.CreateEventPage),
          }),
          organizerOnly('configurar eventos', {
            path: '/events/:id/configurar',
            lazy: page(() => import('../features/events/ConfigureEventPage'), (m) => m.ConfigureEventPage),
          }),
          { path: '/venues', lazy: page(() => import('../features/venues/VenuesPage'), (m) => m.VenuesPage) },
          organizerOnly('crear graderías', {
            path: '/venues/crear',
            lazy: page(() => import('../features/venues/CreateVenuePage'), (m) => m.CreateVenuePage),
          }),
          { path: '/venues/:id/ver', lazy: page(() => import('../features/venues/VenuePlanPage'), (m) => m.VenuePlanPage) },
          organizerOnly('editar graderías', {
            path: '/venues/:id/editar',
            lazy: page(() => import('../features/venues/EditVenuePage'), (m) => m.EditVenuePage),
          }),
          organizerOnly('cambiar los precios de las graderías', {
            path: '/venues/:id/precios',
            lazy: page(() => import('../features/venues/VenuePricesPage'), (m) => m.VenuePricesPage),
          }),
          { path: '/reservations', lazy: page(() => import('../features/reservations/ReservationsPage'), (m) => m.ReservationsPage) },
          {
            path: '/reservations/:id/entradas',
            lazy: page(() => import('../features/tickets/ReservationTicketsPage'), (m) => m.ReservationTicketsPage),
          },
          { path: '/control-acceso', lazy: page(() => import('../features/gate/GatePage'), (m) => m.GatePage) },
          {
            path: '/control-acceso/entradas-dobles',
            lazy: page(() => import('../features/gate/DoubleEntriesPage'), (m) => m.DoubleEntriesPage),
          },
          { path: '/profile', lazy: page(() => import('./pages/ProfileRoute'), (m) => m.ProfileRoute) },
          { path: '/help', lazy: page(() => import('../features/help/HelpPage'), (m) => m.HelpPage) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
