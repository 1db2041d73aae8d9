// The organizer's screens (the spec's route table, §2), and the 404: a chunk of their own, so
// a visitor's first page (the landing, sign-in, an event's public page) never downloads this
// table. routes.tsx sends every path it does not know here. The pages share the sidebar
// layout, which also stands guard: without a session it shows 'Sesión requerida' instead.
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { pageLoader } from './page-loader';
import { page, sessionPage } from './route-pages';

// The screens a sign-in lands on: the layout and the dashboard.
const loadOrganizerLayout = pageLoader(() => import('./layouts/OrganizerLayout'));
const loadDashboardPage = pageLoader(() => import('../features/dashboard/DashboardPage'));

/** Fetches the screens a sign-in lands on (routes.tsx, preloadSignInLanding). A failed download is tried again when the screen is shown. */
export function preloadFirstScreens(): void {
  for (const load of [loadOrganizerLayout, loadDashboardPage]) load().catch(() => undefined);
}

const OrganizerOnlyRoute = lazy(() => import('./layouts/OrganizerOnlyRoute').then((module) => ({ default: module.OrganizerOnlyRoute })));

/** A screen staff may not use: they see 'No tienes permisos para {action}' instead. */
function organizerOnly(action: string, route: RouteObject): RouteObject {
  return { element: <OrganizerOnlyRoute action={action} />, children: [route] };
}

export const organizerRoutes: RouteObject[] = [
  {
    element: sessionPage(loadOrganizerLayout, (m) => m.OrganizerLayout),
    children: [
      { path: '/dashboard', element: page(loadDashboardPage, (m) => m.DashboardPage) },
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
];

export function OrganizerRoutes() {
  return useRoutes(organizerRoutes);
}
