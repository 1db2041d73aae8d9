import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cx } from '../../../ui/class-names';
import { CloseIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/Logo';
import { useSidebar } from './sidebar-context';
import { SidebarNav } from './SidebarNav';
import { SidebarUserCard } from './SidebarUserCard';

function DesktopSidebar() {
  const { expanded } = useSidebar();
  return (
    <aside
      aria-label="Barra lateral"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cx(
        'fixed inset-y-0 left-0 z-30 flex flex-col overflow-hidden bg-stone-950 transition-[width] duration-200 ease-out',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <Link to="/dashboard" className={cx('flex h-16 shrink-0 items-center', expanded ? 'px-4' : 'justify-center')}>
        <Logo showWordmark={expanded} tone="light" />
      </Link>
      <SidebarNav compact={!expanded} />
      <SidebarUserCard compact={!expanded} />
    </aside>
  );
}

/**
 * On a phone the sidebar is a modal panel on Radix's Dialog: focus moves into it and stays
 * there while Tab cycles, Escape or a tap beside it closes it, the page behind is hidden from
 * screen readers, and focus goes back to the menu button.
 */
function MobileSidebar() {
  const { mobileOpen, closeMobile } = useSidebar();
  const { pathname } = useLocation();
  // The menu button opens the panel from the top bar, outside this dialog: Radix would give
  // focus back to a Trigger of its own, so the element that had focus is kept here.
  const opener = useRef<HTMLElement | null>(null);

  // Following a link closes the panel, so the page the user asked for is what they see.
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  return (
    <RadixDialog.Root open={mobileOpen} onOpenChange={(open) => !open && closeMobile()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-testid="sidebar-overlay" className="fixed inset-0 z-40 bg-stone-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          asChild
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <aside
            aria-label="Barra lateral"
            data-mobile="true"
            className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-stone-950 shadow-2xl"
          >
            <RadixDialog.Title className="sr-only">Barra lateral</RadixDialog.Title>
            <div className="flex h-16 shrink-0 items-center justify-between px-4">
              <Logo tone="light" />
              <RadixDialog.Close
                aria-label="Cerrar menú"
                className="rounded-lg p-2 text-stone-400 hover:bg-white/5 hover:text-white"
              >
                <CloseIcon />
              </RadixDialog.Close>
            </div>
            <SidebarNav compact={false} />
            <SidebarUserCard compact={false} />
          </aside>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function Sidebar() {
  const { isMobile } = useSidebar();
  return isMobile ? <MobileSidebar /> : <DesktopSidebar />;
}
