import { createContext, useContext } from 'react';

export interface SidebarState {
  /** Desktop: wide with labels, or a 3rem rail of icons. */
  expanded: boolean;
  /** Narrow screens: whether the slide-in panel is showing. */
  mobileOpen: boolean;
  isMobile: boolean;
  toggle(): void;
  closeMobile(): void;
}

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const sidebar = useContext(SidebarContext);
  if (!sidebar) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return sidebar;
}
