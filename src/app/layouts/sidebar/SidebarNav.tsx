import { NavLink } from 'react-router-dom';
import { cx } from '../../../ui/class-names';
import { Tooltip } from '../../../ui/Tooltip';
import { useMyRoleOnceKnown } from '../../../session/use-my-role';
import { SIDEBAR_LINKS, type SidebarLink } from './sidebar-links';

/** `compact`: the collapsed rail, icons only; labels stay for screen readers and show as tooltips. */
export function SidebarNav({ compact }: { compact: boolean }) {
  const role = useMyRoleOnceKnown();
  // No links until the role is known: a cashier's list is shorter, and links that moved up
  // as the role arrived put another link under a tap already on its way ('Venta rápida' at
  // the press, 'Turno de caja' at the release: no link was clicked).
  if (role === 'coming') return <nav aria-label="Navegación principal" aria-busy="true" className="flex-1 px-2 py-4" />;
  const links = role === 'staff' ? SIDEBAR_LINKS.filter((link) => !link.organizerOnly) : SIDEBAR_LINKS;
  return (
    <nav aria-label="Navegación principal" className="flex-1 overflow-y-auto px-2 py-4">
      <ul className="space-y-1">
        {links.map(({ label, to, Icon }) => (
          <li key={to}>
            {compact ? (
              <Tooltip label={label}>
                <SidebarNavLink label={label} to={to} Icon={Icon} compact />
              </Tooltip>
            ) : (
              <SidebarNavLink label={label} to={to} Icon={Icon} compact={false} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SidebarNavLink({ label, to, Icon, compact }: SidebarLink & { compact: boolean }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cx(
          'flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
          compact ? 'justify-center' : 'px-3',
          isActive ? 'bg-brand-500/15 text-brand-300' : 'text-stone-400 hover:bg-white/5 hover:text-white',
        )
      }
    >
      <Icon className="size-5 shrink-0" />
      <span className={compact ? 'sr-only' : 'truncate'}>{label}</span>
    </NavLink>
  );
}
