import { Outlet } from 'react-router-dom';
import { useMyProfile } from '../../session/use-my-profile';
import { StaffPermissionNotice } from '../../features/team/StaffPermissionNotice';
import { useMyRole } from '../../session/use-my-role';
import { Spinner } from '../../ui/Spinner';

/**
 * Guards the screens that change venues, prices and events (spec §6: staff sell at the gate).
 * The server refuses a staff member's edits anyway; this says so before the form is filled.
 */
export function OrganizerOnlyRoute({ action }: { action: string }) {
  const role = useMyRole();
  const { status } = useMyProfile();
  if (role === 'staff') return <StaffPermissionNotice action={action} />;
  // Waits only for a profile on its way; offline it may never come, and the replica had no
  // row yet (a first sign-in that has not synced): the page opens and the server decides.
  if (role === 'unknown' && (status === 'idle' || status === 'loading') && navigator.onLine) {
    return <Spinner label="Verificando permisos…" className="justify-center py-16" />;
  }
  return <Outlet />;
}
