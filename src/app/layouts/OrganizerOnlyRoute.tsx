import { Outlet } from 'react-router-dom';
import { StaffPermissionNotice } from '../../features/team/StaffPermissionNotice';
import { useMyRoleOnceKnown } from '../../session/use-my-role';
import { Spinner } from '../../ui/Spinner';

/**
 * Guards the screens that change venues, prices and events (spec §6: staff sell at the gate).
 * The server refuses a staff member's edits anyway; this says so before the form is filled.
 */
export function OrganizerOnlyRoute({ action }: { action: string }) {
  const role = useMyRoleOnceKnown();
  if (role === 'staff') return <StaffPermissionNotice action={action} />;
  // A role on its way is waited for; offline with none known the page opens and the server decides.
  if (role === 'coming') return <Spinner label="Verificando permisos…" className="justify-center py-16" />;
  return <Outlet />;
}
