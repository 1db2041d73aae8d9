import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, DashboardIcon, HelpIcon, StandsIcon, TicketIcon, UserIcon } from '../../../ui/icons';

export interface SidebarLink {
  label: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const SIDEBAR_LINKS: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', Icon: DashboardIcon },
  { label: 'Mis Eventos', to: '/events', Icon: CalendarIcon },
  { label: 'Mis Graderías', to: '/venues', Icon: StandsIcon },
  { label: 'Reservas', to: '/reservations', Icon: TicketIcon },
  { label: 'Mi Perfil', to: '/profile', Icon: UserIcon },
  { label: 'Centro de Ayuda', to: '/help', Icon: HelpIcon },
];
