import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { supabase } from '../api/supabase-client';
import { listenToAuthChanges } from '../features/auth/auth-store';
import { registerServiceWorker } from './pwa/register-service-worker';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { routes } from './routes';
import './styles.css';

listenToAuthChanges(supabase.auth);

const router = createBrowserRouter(routes);
const updateFlow = registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {updateFlow && <UpdatePrompt flow={updateFlow} />}
  </StrictMode>,
);
