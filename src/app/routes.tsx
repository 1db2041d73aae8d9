import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../ui/Spinner';
import { loadSandboxPaymentPage } from '../features/booking/sandbox/load-sandbox-payment-page';
import { loadLandingRoute, loadPublicEventRoute, loadSignInPage } from './first-page';
import { FirstPageShown } from './pwa/ServiceWorkerUpdates';
import { pageLoader } from './page-loader';
import { page, sessionPage } from './route-pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The routes are plain elements (React.lazy pages under one Suspense), not a data router's
// `lazy` and `errorElement`: the app renders them with <BrowserRouter> and useRoutes
// (start-app.tsx), which leaves React Router's data layer (about 16 kB gzip) out of the
// bundle every page downloads first. Tests may still mount them in a memory data router.

/**
 * Around every page: a first page whose chunks are still on their way shows a spinner (the
 * landing, sign-in and an event's page arrive before the first render, first-page.ts; later
 * navigations are transitions, so the current page stays until the next is ready), and a page
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

const loadOrganizerRoutes = pageLoader(() => import('./organizer-routes'));

/**
 * The organizer's route table and the screens a sign-in lands on (layout, dashboard), asked
 * for as the person starts using the sign-in form (first-page.ts): by the time the password is
 * accepted they are in, so the layout shows and the replica's first sync starts without
 * waiting for three downloads one after another.
 */
export function preloadSignInLanding(): void {
  loadOrganizerRoutes().then((routes) => routes.preloadFirstScreens(), () => undefined);
}

// The spec's route table (§2): the public pages here; the organizer's in organizer-routes.tsx.
export const routes: RouteObject[] = [
  {
    element: <RouteShell />,
    children: [
      { path: '/', element: page(loadLandingRoute, (m) => m.LandingRoute) },
      { path: '/login', element: page(loadSignInPage, (m) => m.SignInPage) },
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
      // Every other path: the organizer's screens or the 404, in a chunk of their own.
      { path: '*', element: page(loadOrganizerRoutes, (m) => m.OrganizerRoutes) },
    ],
  },
];
