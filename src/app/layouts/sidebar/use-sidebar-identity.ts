import { useLiveQuery } from 'dexie-react-hooks';
import { useAuthStore } from '../../../session/auth-store';
import { useMyProfile } from '../../../session/use-my-profile';
import { useReplica } from '../../../session/replica-hooks';

/**
 * Who is signed in, for the user card: the server's profile when it answered, else the
 * replica's copy of the member's profile and organization rows, so a reload offline still
 * shows the person's name and organization instead of the e-mail.
 */
export function useSidebarIdentity(): { name: string; organizationName: string; fullName: string | null } {
  const { profile, status } = useMyProfile();
  const user = useAuthStore((state) => state.user);
  const email = user?.email ?? '';
  const db = useReplica();
  const kept = useLiveQuery(async () => {
    if (status === 'ready' || !db || !user) return null;
    const row = await db.profiles.get(user.id);
    const organization = row ? await db.organizations.get(row.organization_id) : undefined;
    return { fullName: row?.full_name ?? null, organizationName: organization?.name ?? null };
  }, [status, db, user?.id]);

  const fullName = profile?.full_name || kept?.fullName || null;
  const organizationName = profile?.organization?.name ?? kept?.organizationName ?? (status === 'loading' ? 'Cargando…' : email);
  return { name: fullName || email, organizationName, fullName };
}
