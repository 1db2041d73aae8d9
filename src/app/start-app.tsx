// The app itself, loaded by main.tsx once the runtime configuration is known: the supabase
// client below is created when this module is evaluated, with the anon key it read.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { revokeRememberedSessionsWhenOnline } from '../api/deferred-logout';
import { readDeviceSession } from '../api/device-session';
import { supabase } from '../api/supabase-client';
import { listenToAuthChanges } from '../session/auth-store';
import { RESET_PASSWORD_PATH } from '../features/auth/password-recovery';
import { registerServiceWorker } from './pwa/register-service-worker';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Here and not in a lazy page: the organizer layout and the login page read the session
// from their first render. It costs the entry little: the store is a few lines, and the
// supabase client is needed by every page that talks to the server, the public one too.
// A recovery link whose return address the server did not allow lands on the site root:
// send it on to the page where the new password is chosen.
listenToAuthChanges(supabase.auth, {
  deviceSession: () => readDeviceSession(),
  onPasswordRecovery: () => {
    if (router.state.location.pathname !== RESET_PASSWORD_PATH) void router.navigate(RESET_PASSWORD_PATH);
  },
});
// Sessions signed out while offline end on the server at the next connection.
revokeRememberedSessionsWhenOnline();
const updateFlow = registerServiceWorker(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {updateFlow && <UpdatePrompt flow={updateFlow} />}
  </StrictMode>,
);
