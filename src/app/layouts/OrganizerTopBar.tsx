import { useSyncSession } from '../../features/sync-status/use-sync-session';
import { Logo } from '../../ui/Logo';
import { useSidebar } from './sidebar/sidebar-context';
import { SidebarTrigger } from './sidebar/SidebarTrigger';
import { TopBarSyncStatus } from './TopBarSyncStatus';

export function OrganizerTopBar() {
  const { isMobile } = useSidebar();
  useSyncSession();
  return (
    // On phones its right end is kept free (pr-16) for the assistant's button, docked there so it covers no content.
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/85 px-4 pr-16 backdrop-blur sm:pr-4">
      <SidebarTrigger />
      {isMobile ? <Logo hideWordmarkOnPhones /> : <span className="h-5 w-px bg-stone-200" aria-hidden="true" />}
      {!isMobile && <span className="text-sm text-stone-500">Panel del organizador</span>}
      <TopBarSyncStatus />
    </header>
  );
}
