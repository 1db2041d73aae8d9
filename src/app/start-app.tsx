// The app itself, loaded by main.tsx once the runtime configuration is known, and rendered
// (renderApp) once the first page is ready too (first-page.ts). No supabase-js
// here: the public pages call the server through api/public-api, and the auth client loads
// only where a session may be (start-session.ts). The routes render with <BrowserRouter> and
// useRoutes, not a data router: that keeps React Router's data layer out of every page.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { revokeRememberedSessionsWhenOnline } from '../api/deferred-logout';
import { RESET_PASSWORD_PATH } from '../features/auth/recovery-paths';
import { ServiceWorkerUpdates } from './pwa/ServiceWorkerUpdates';
import { routes } from './routes';
import { handlePasswordRecovery, sessionNeededAtStart, startSession } from './start-session';

// first-page.ts (in the entry) reaches the route table's preload through this module.
export { preloadSignInLanding } from './routes';

// A recovery link whose return address the server did not allow lands on the site root:
// send it on to the page where the new password is chosen. The auth client may report the
// link before the router has mounted; then the router takes it on mounting.
let goToPasswordReset: (() => void) | null = null;
let recoveryWaiting = false;
handlePasswordRecovery(() => {
  if (goToPasswordReset) goToPasswordReset();
  else recoveryWaiting = true;
});

function PasswordRecoveryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    goToPasswordReset = () => {
      if (window.location.pathname !== RESET_PASSWORD_PATH) navigate(RESET_PASSWORD_PATH);
    };
    if (recoveryWaiting) {
      recoveryWaiting = false;
      goToPasswordReset();
    }
    return () => {
      goToPasswordReset = null;
    };
  }, [navigate]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

if (sessionNeededAtStart()) void startSession().catch(() => undefined);
// Sessions signed out while offline end on the server at the next connection.
revokeRememberedSessionsWhenOnline();

export function renderApp(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
        <PasswordRecoveryRedirect />
        <ServiceWorkerUpdates />
      </BrowserRouter>
    </StrictMode>,
  );
}
