import { Navigate, Outlet } from 'react-router-dom';
import { sessionNeedsSecondFactor } from '../../api/mfa';
import { LazyAssistantWidget } from '../../features/assistant/LazyAssistantWidget';
import { AccountWithoutOrganization } from '../../features/auth/AccountWithoutOrganization';
import { useAuthStore } from '../../session/auth-store';
import { SessionRequired } from '../../features/auth/SessionRequired';
import { useMyProfile } from '../../session/use-my-profile';
import { RemovedFromTeamNotice, useRemovalNotice } from '../../features/sync-status/RemovedFromTeamNotice';
import { cx } from '../../ui/class-names';
import { FullPageSpinner } from '../../ui/Spinner';
import { Toaster } from '../../ui/toast/Toaster';
import { OrganizerTopBar } from './OrganizerTopBar';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebar } from './sidebar/sidebar-context';
import { SidebarProvider } from './sidebar/SidebarProvider';

function OrganizerShell() {
  const { isMobile, expanded } = useSidebar();
  return (
    <div className="min-h-svh bg-stone-50">
      <Sidebar />
      <div className={cx('transition-[padding] duration-200 ease-out', !isMobile && (expanded ? 'pl-64' : 'pl-12'))}>
        <OrganizerTopBar />
        {/* From 640 px the assistant floats in the corner: room below the last card, so it can be scrolled clear. */}
        <main className="mx-auto max-w-7xl p-4 sm:p-6 sm:pb-24 lg:p-8 lg:pb-24">
          <Outlet />
        </main>
      </div>
      <Toaster />
      <LazyAssistantWidget dockedOnPhones />
    </div>
  );
}

/**
 * Every organizer page: a spinner while the session is checked, then the sidebar, or
 * 'Sesión requerida' (or, for a member the organization just removed, what that meant for
 * their device), or the sign-in's code step (two-factor not yet proved), or (for an account
 * the server says has no profile) the way to finish
 * registering. A profile that failed to load (offline) does not hold the pages back.
 */
export function OrganizerLayout() {
  const { loading, session } = useAuthStore();
  const profile = useMyProfile();
  const removalNotice = useRemovalNotice();
  if (loading) return <FullPageSpinner label="Verificando sesión…" />;
  if (!session && removalNotice) return <RemovedFromTeamNotice notice={removalNotice} />;
  if (!session) return <SessionRequired />;
  // A password alone does not open the pages of an account with two-factor on: the code first.
  if (sessionNeedsSecondFactor(session)) return <Navigate to="/login" replace />;
  if (profile.status === 'ready' && !profile.profile) return <AccountWithoutOrganization email={session.user.email ?? ''} />;
  return (
    <SidebarProvider>
      <OrganizerShell />
    </SidebarProvider>
  );
}
