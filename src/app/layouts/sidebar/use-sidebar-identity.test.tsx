import type { User } from '@supabase/supabase-js';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRow } from '../../../db/rows';
import type { TaquillaDatabase } from '../../../db/taquilla-database';
import { discardReplica, openTestReplica } from '../../../db/testing/test-replica';
import { useAuthStore } from '../../../session/auth-store';
import { NO_SYNC_SESSION, syncStatusStore } from '../../../sync/sync-status-store';
import { useSidebarIdentity } from './use-sidebar-identity';

// The server's profile cannot be had (offline): the store says so.
const profileState = vi.hoisted(() => ({ current: { status: 'error', profile: null as unknown } }));
vi.mock('../../../session/use-my-profile', () => ({ useMyProfile: () => ({ ...profileState.current, reload: () => {} }) }));

const USER_ID = 'a0000000-0000-4000-8000-000000000009';
let db: TaquillaDatabase;

beforeEach(async () => {
  db = await openTestReplica();
  useAuthStore.setState({ loading: false, user: { id: USER_ID, email: 'taquilla@taquilla.co' } as User });
});

afterEach(async () => {
  cleanup();
  syncStatusStore.setState(NO_SYNC_SESSION);
  useAuthStore.setState({ loading: true, session: null, user: null });
  await discardReplica(db);
});

describe('the sidebar user card offline', () => {
  it("shows the person's name and organization from the replica, not the e-mail", async () => {
    await db.organizations.put({ id: 'o1', name: 'Eventos del Huila', created_at: '', updated_at: '' });
    await db.profiles.put({ id: USER_ID, organization_id: 'o1', role: 'staff', full_name: 'Andrés Cuéllar' } as ProfileRow);
    syncStatusStore.setState({ replica: db });
    const { result } = renderHook(() => useSidebarIdentity());
    await waitFor(() => expect(result.current).toEqual({ name: 'Andrés Cuéllar', organizationName: 'Eventos del Huila', fullName: 'Andrés Cuéllar' }));
  });

  it('falls back to the e-mail when the replica has no profile row either', async () => {
    syncStatusStore.setState({ replica: db });
    const { result } = renderHook(() => useSidebarIdentity());
    await waitFor(() => expect(result.current).toEqual({ name: 'taquilla@taquilla.co', organizationName: 'taquilla@taquilla.co', fullName: null }));
  });
});
