// The app itself, loaded by main.tsx once the runtime configuration is known. No supabase-js
// here: the public pages call the server through api/public-api, and the auth client loads
// only where a session may be (start-session.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { revokeRememberedSessionsWhenOnline } from '../api/deferred-logout';
import { RESET_PASSWORD_PATH } from '../features/auth/recovery-paths';
import { registerServiceWorker } from './pwa/register-service-worker';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { routes } from './routes';
import { handlePasswordRecovery, sessionNeededAtStart, startSession } from './start-session';

const router = createBrowserRouter(routes);

// A recovery link whose return address the server did not allow lands on the site root:
// send it on to the page where the new password is chosen.
handlePasswordRecovery(() => {
  if (router.state.location.pathname !== RESET_PASSWORD_PATH) void router.navigate(RESET_PASSWORD_PATH);
});
if (sessionNeededAtStart()) void startSession().catch(() => undefined);
// Sessions signed out while offline end on the server at the next connection.
revokeRememberedSessionsWhenOnline();
const updateFlow = registerServiceWorker(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {updateFlow && <UpdatePrompt flow={updateFlow} />}
  </StrictMode>,
);
