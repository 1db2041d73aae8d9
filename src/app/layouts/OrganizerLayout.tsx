import { Outlet } from 'react-router-dom';
import { useAuthStore } from '../../features/auth/auth-store';
import { SessionRequired } from '../../features/auth/SessionRequired';
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
        <main className="mx-auto max-w-7xl p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}

/** Every organizer page: a spinner while the session is checked, then the sidebar or 'Sesión requerida'. */
export function OrganizerLayout() {
  const { loading, session } = useAuthStore();
  if (loading) return <FullPageSpinner label="Verificando sesión…" />;
  if (!session) return <SessionRequired />;
  return (
    <SidebarProvider>
      <OrganizerShell />
    </SidebarProvider>
  );
}
