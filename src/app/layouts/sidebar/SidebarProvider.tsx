import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebar-cookie';
import { SidebarContext } from './sidebar-context';
import { useIsMobile } from './use-is-mobile';

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((wasExpanded) => {
      writeSidebarExpanded(!wasExpanded);
      return !wasExpanded;
    });
  }, [isMobile]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        // Ctrl+B would otherwise open the browser's bookmarks bar.
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ expanded, mobileOpen, isMobile, toggle, closeMobile }),
    [expanded, mobileOpen, isMobile, toggle, closeMobile],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
