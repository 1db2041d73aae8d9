import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { answerNoSessionKept } from '../session/auth-store';
import { FullPageSpinner } from '../ui/Spinner';
import { loadSandboxPaymentPage } from '../features/booking/sandbox/load-sandbox-payment-page';
import { loadLandingRoute, loadLoginPage, loadPublicEventRoute } from './first-page';
import { FirstPageShown } from './pwa/ServiceWorkerUpdates';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { sessionNeededAtStart, startSession } from './start-session';

// The routes are plain elements (React.lazy pages under one Suspense), not a data router's
// `lazy` and `errorElement`: the app renders them with <BrowserRouter> and useRoutes
// (start-app.tsx), which leaves React Router's data layer (about 16 kB gzip) out of the
// bundle every page downloads first. Tests may still mount them in a memory data router.

/**
 * A page that loads the first time it is shown. Each `import()` is a chunk of its own, so a
 * visitor on /event/{slug} downloads neither Dexie nor the sync engine nor the organizer
 * screens. Offline the organizer's chunks come from the service worker's precache.
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

/**
 * A page that reads the session (signed in or not, who): the auth client starts with it, so
 * the session store has answered, or is about to, when the page first renders. Public pages
 * load no auth client (start-session.ts).
 */
function sessionPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return page(async () => (await Promise.all([load(), startSession()]))[0], pick);
}

/**
 * The sign-in page: on a device that keeps no session (and opened from no recovery link)
 * nobody is signed in, so the form shows at once, without waiting for the auth client; the
 * form starts it when the person begins to use it (LoginForm). Otherwise like sessionPage.
 */
function signInPage() {
  const load = async () => {
    const [{ LoginPage }] = await Promise.all([
      loadLoginPage(),
      sessionNeededAtStart() ? startSession() : answerNoSessionKept(),
    ]);
    return () => <LoginPage prepareSignIn={startSession} />;
  };
  return page(load, (Page) => Page);
}

/**
 * Around every page: the first page's chunks load behind a spinner (later navigations are
 * transitions, so the current page stays on screen until the next one is ready), and a page
 * that throws shows the error screen instead of a blank tab.
 */
function RouteShell() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
        <FirstPageShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}


const OrganizerOnlyRoute = lazy(() => import('./layouts/OrganizerOnlyRoute').then((module) => ({ default: module.OrganizerOnlyRoute })));

/** A screen staff may not use: they see 'No tienes permisos para {action}' instead. */
function organizerOnly(action: string, route: RouteObject): RouteObject {
  return { element: <OrganizerOnlyRoute action={action} />, children: [route] };
}

// The spec's route table (§2). Organizer pages share the sidebar layout, which also
// stands guard: without a session it shows 'Sesión requerida' instead of the page.
export const routes: RouteObject[] = [
  {
    element: <RouteShell />,
    children: [
      { path: '/', element: page(loadLandingRoute, (m) => m.LandingRoute) },
      { path: '/login', element: signInPage() },
      { path: '/register', element: sessionPage(() => import('../features/auth/RegisterPage'), (m) => m.RegisterPage) },
      { path: '/recuperar-contrasena', element: sessionPage(() => import('../features/auth/ForgotPasswordPage'), (m) => m.ForgotPasswordPage) },
      { path: '/restablecer-contrasena', element: sessionPage(() => import('../features/auth/ResetPasswordPage'), (m) => m.ResetPasswordPage) },
      { path: '/event/:slug', element: page(loadPublicEventRoute, (m) => m.PublicEventRoute) },
      // Its chunk is fetched when a visitor opens the checkout (EventBooking), before a card
      // booking navigates here.
      { path: '/pago/sandbox/:paymentId', element: page(loadSandboxPaymentPage, (m) => m.SandboxPaymentPage) },
      { path: '/entrada/:code', element: page(() => import('../features/tickets/TicketPage'), (m) => m.TicketPage) },
      // The help centre's resources are public: the landing page links to them.
      { path: '/help/guia-rapida', element: page(() => import('../features/help/QuickStartGuidePage'), (m) => m.QuickStartGuidePage) },
      { path: '/help/recursos/videos', element: page(() => import('../features/help/VideoTutorialsPage'), (m) => m.VideoTutorialsPage) },
      { path: '/help/recursos/api', element: page(() => import('../features/help/ApiDocsPage'), (m) => m.ApiDocsPage) },
      { path: '/internal/launch-plan', element: page(() => import('../features/launch-plan/LaunchPlanPage'), (m) => m.LaunchPlanPage) },
      { path: '/reservas', element: <Navigate to="/reservations" replace /> },
      {
        element: sessionPage(() => import('./layouts/OrganizerLayout'), (m) => m.OrganizerLayout),
        children: [
          { path: '/dashboard', element: page(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage) },
          { path: '/events', element: page(() => import('../features/events/EventsPage'), (m) => m.EventsPage) },
          organizerOnly('crear eventos', {
            path: '/events/crear',
            element: page(() => import('../features/events/CreateEventPage'), (m) => m.CreateEventPage),
          }),
          organizerOnly('configurar eventos', {
            path: '/events/:id/configurar',
            element: page(() => import('../features/events/ConfigureEventPage'), (m) => m.ConfigureEventPage),
          }),
          { path: '/venues', element: page(() => import('../features/venues/VenuesPage'), (m) => m.VenuesPage) },
          organizerOnly('crear graderías', {
            path: '/venues/crear',
            element: page(() => import('../features/venues/CreateVenuePage'), (m) => m.CreateVenuePage),
          }),
          { path: '/venues/:id/ver', element: page(() => import('../features/venues/VenuePlanPage'), (m) => m.VenuePlanPage) },
          organizerOnly('editar graderías', {
            path: '/venues/:id/editar',
            element: page(() => import('../features/venues/EditVenuePage'), (m) => m.EditVenuePage),
          }),
          organizerOnly('cambiar los precios de las graderías', {
            path: '/venues/:id/precios',
            element: page(() => import('../features/venues/VenuePricesPage'), (m) => m.VenuePricesPage),
          }),
          { path: '/reservations', element: page(() => import('../features/reservations/ReservationsPage'), (m) => m.ReservationsPage) },
          {
            path: '/reservations/:id/entradas',
            element: page(() => import('../features/tickets/ReservationTicketsPage'), (m) => m.ReservationTicketsPage),
          },
          organizerOnly('ver los reportes', {
            path: '/reportes',
            element: page(() => import('../features/reports/ReportsPage'), (m) => m.ReportsPage),
          }),
          { path: '/venta-rapida', element: page(() => import('../features/quick-sale/QuickSalePage'), (m) => m.QuickSalePage) },
          { path: '/control-acceso', element: page(() => import('../features/gate/GatePage'), (m) => m.GatePage) },
          { path: '/asignaciones', element: page(() => import('../features/leases/SeatLeasesPage'), (m) => m.SeatLeasesPage) },
          {
            path: '/control-acceso/entradas-dobles',
            element: page(() => import('../features/gate/DoubleEntriesPage'), (m) => m.DoubleEntriesPage),
          },
          { path: '/caja', element: page(() => import('../features/cash/CashShiftPage'), (m) => m.CashShiftPage) },
          organizerOnly('ver los turnos de caja de todos los dispositivos', {
            path: '/caja/turnos',
            element: page(() => import('../features/cash/CashShiftsPage'), (m) => m.CashShiftsPage),
          }),
          { path: '/caja/recibos/:id', element: page(() => import('../features/cash/CashReceiptPage'), (m) => m.CashReceiptPage) },
          { path: '/profile', element: page(() => import('./pages/ProfileRoute'), (m) => m.ProfileRoute) },
          { path: '/help', element: page(() => import('../features/help/HelpPage'), (m) => m.HelpPage) },
        ],
      },
      { path: '*', element: page(() => import('./NotFoundPage'), (m) => m.NotFoundPage) },
    ],
  },
];
