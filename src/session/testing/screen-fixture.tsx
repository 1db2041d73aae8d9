// What the screens' tests share: closing the synced replica they read (see
// session/testing/synced-replica), and a router around the screen.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { discardReplica } from '../../db/testing/test-replica';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { dismissToast } from '../../ui/toast/toast-store';
import { Toaster } from '../../ui/toast/Toaster';

export async function closeReplica(db: TaquillaDatabase): Promise<void> {
  syncStatusStore.setState(NO_SYNC_SESSION);
  dismissToast();
  await discardReplica(db);
}

/** The screen at `path`, with /events as a place to land after saving. */
export function renderScreen(path: string, routePath: string, screen: ReactElement) {
  const landing = routePath === '/events' ? [] : [{ path: '/events', element: <h1>Lista de eventos</h1> }];
  const router = createMemoryRouter([{ path: routePath, element: screen }, ...landing], { initialEntries: [path] });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}
