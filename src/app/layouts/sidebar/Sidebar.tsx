import { useEffect } from 'react';
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

function MobileSidebar() {
  const { mobileOpen, closeMobile } = useSidebar();
  const { pathname } = useLocation();

  // Following a link closes the panel, so the page the user asked for is what they see.
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && closeMobile();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen, closeMobile]);

  return (
    <>
      {mobileOpen && (
        <div data-testid="sidebar-overlay" className="fixed inset-0 z-40 bg-stone-950/60 backdrop-blur-sm" onClick={closeMobile} />
      )}
      <aside
        aria-label="Barra lateral"
        aria-modal={mobileOpen || undefined}
        role={mobileOpen ? 'dialog' : undefined}
        data-state={mobileOpen ? 'open' : 'closed'}
        data-mobile="true"
        inert={!mobileOpen}
        className={cx(
          'fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-stone-950 shadow-2xl transition-[translate,visibility] duration-200 ease-out',
          mobileOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-4">
          <Logo tone="light" />
          <button
            type="button"
            onClick={closeMobile}
            aria-label="Cerrar menú"
            className="rounded-lg p-2 text-stone-400 hover:bg-white/5 hover:text-white"
          >
            <CloseIcon />
          </button>
        </div>
        <SidebarNav compact={false} />
        <SidebarUserCard compact={false} />
      </aside>
    </>
  );
}

export function Sidebar() {
  const { isMobile } = useSidebar();
  return isMobile ? <MobileSidebar /> : <DesktopSidebar />;
}
