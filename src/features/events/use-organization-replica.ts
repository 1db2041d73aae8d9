import { useLiveQuery } from 'dexie-react-hooks';
import { SYNC_STATE_KEY } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { useMyProfile } from '../profile/use-my-profile';
import { useSyncStatus } from '../sync-status/use-sync-status';

/**
 * Whether the event screens can read the organization's replica yet:
 * - initializing: the sync session has not opened the replica;
 * - no-organization: the server says this account has no organization;
 * - first-sync / first-sync-failed: the replica has never received the organization's rows,
 *   so an empty list would be a lie, not "no events";
 * - ready: the replica holds the organization's rows (possibly from an earlier visit, offline).
 */
export type OrganizationReplica =
  | { status: 'initializing' }
  | { status: 'no-organization' }
  | { status: 'first-sync' }
  | { status: 'first-sync-failed' }
  | { status: 'ready'; db: TaquillaDatabase };

export function useOrganizationReplica(): OrganizationReplica {
  const profile = useMyProfile();
  const replica = useSyncStatus((snapshot) => snapshot.replica);
  const syncState = useSyncStatus((snapshot) => snapshot.state);
  const stored = useLiveQuery(async () => (replica ? ((await replica.sync_state.get(SYNC_STATE_KEY)) ?? null) : undefined), [replica]);

  if (profile.status === 'ready' && !profile.profile?.organization_id) return { status: 'no-organization' };
  if (!replica || stored === undefined) return { status: 'initializing' };
  if (stored?.cursor) return { status: 'ready', db: replica };
  return syncState === 'offline' || syncState === 'error' ? { status: 'first-sync-failed' } : { status: 'first-sync' };
}
