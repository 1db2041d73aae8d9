import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { PublicEventPage } from '../features/booking/PublicEventPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ConfigureEventPage } from '../features/events/ConfigureEventPage';
import { CreateEventPage } from '../features/events/CreateEventPage';
import { EventsPage } from '../features/events/EventsPage';
import { HelpPage } from '../features/help/HelpPage';
import { LandingPage } from '../features/landing/LandingPage';
import { LaunchPlanPage } from '../features/launch-plan/LaunchPlanPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ReservationsPage } from '../features/reservations/ReservationsPage';
import { CreateVenuePage } from '../features/venues/CreateVenuePage';
import { EditVenuePage } from '../features/venues/EditVenuePage';
import { VenuePlanPage } from '../features/venues/VenuePlanPage';
import { VenuePricesPage } from '../features/venues/VenuePricesPage';
import { VenuesPage } from '../features/venues/VenuesPage';
import { OrganizerLayout } from './layouts/OrganizerLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorScreen } from './RouteErrorScreen';

// The spec's route table (§2). Organizer pages share the sidebar layout, which also
// stands guard: without a session it shows 'Sesión requerida' instead of the page.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/event/:slug', element: <PublicEventPage /> },
      { path: '/internal/launch-plan', element: <LaunchPlanPage /> },
      { path: '/reservas', element: <Navigate to="/reservations" replace /> },
      {
        element: <OrganizerLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/events', element: <EventsPage /> },
          { path: '/events/crear', element: <CreateEventPage /> },
          { path: '/events/:id/configurar', element: <ConfigureEventPage /> },
          { path: '/venues', element: <VenuesPage /> },
          { path: '/venues/crear', element: <CreateVenuePage /> },
          { path: '/venues/:id/ver', element: <VenuePlanPage /> },
          { path: '/venues/:id/editar', element: <EditVenuePage /> },
          { path: '/venues/:id/precios', element: <VenuePricesPage /> },
          { path: '/reservations', element: <ReservationsPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/help', element: <HelpPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
