import { MenuIcon, PanelLeftIcon } from '../../../ui/icons';
import { useSidebar } from './sidebar-context';

export function SidebarTrigger() {
  const { isMobile, expanded, toggle } = useSidebar();
  const label = isMobile ? 'Abrir menú' : expanded ? 'Contraer barra lateral' : 'Expandir barra lateral';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      aria-expanded={isMobile ? undefined : expanded}
      title={`${label} (Ctrl+B)`}
      className="rounded-lg p-2 text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900"
    >
      {isMobile ? <MenuIcon /> : <PanelLeftIcon />}
    </button>
  );
}
