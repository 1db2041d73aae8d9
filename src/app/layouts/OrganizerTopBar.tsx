import { useSyncSession } from '../../features/sync-status/use-sync-session';
import { Logo } from '../../ui/Logo';
import { useSidebar } from './sidebar/sidebar-context';
import { SidebarTrigger } from './sidebar/SidebarTrigger';
import { TopBarSyncStatus } from './TopBarSyncStatus';

export function OrganizerTopBar() {
  const { isMobile } = useSidebar();
  useSyncSession();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/85 px-4 backdrop-blur">
      <SidebarTrigger />
      {isMobile ? <Logo hideWordmarkOnPhones /> : <span className="h-5 w-px bg-stone-200" aria-hidden="true" />}
      {!isMobile && <span className="text-sm text-stone-500">Panel del organizador</span>}
      <TopBarSyncStatus />
    </header>
  );
}
