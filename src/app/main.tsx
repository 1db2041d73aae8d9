import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { supabase } from '../api/supabase-client';
import { listenToAuthChanges } from '../features/auth/auth-store';
import { registerServiceWorker } from './pwa/register-service-worker';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { routes } from './routes';
import './styles.css';

// Here and not in a lazy page: the organizer layout and the login page read the session
// from their first render. It costs the entry little: the store is a few lines, and the
// supabase client is needed by every page that talks to the server, the public one too.
listenToAuthChanges(supabase.auth);

const router = createBrowserRouter(routes);
const updateFlow = registerServiceWorker(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {updateFlow && <UpdatePrompt flow={updateFlow} />}
  </StrictMode>,
);
