import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, ChartIcon, DashboardIcon, GateIcon, HelpIcon, MoneyIcon, StandsIcon, TicketIcon, UserIcon } from '../../../ui/icons';

export interface SidebarLink {
  label: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Hidden from staff: stands and their prices are the organizer's to build (spec §6). */
  organizerOnly?: boolean;
}

// Staff keep 'Mis Eventos': the events list is where the public page of each event is linked.
export const SIDEBAR_LINKS: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', Icon: DashboardIcon },
  { label: 'Mis Eventos', to: '/events', Icon: CalendarIcon },
  { label: 'Mis Graderías', to: '/venues', Icon: StandsIcon, organizerOnly: true },
  { label: 'Reservas', to: '/reservations', Icon: TicketIcon },
  { label: 'Reportes', to: '/reportes', Icon: ChartIcon, organizerOnly: true },
  { label: 'Venta rápida', to: '/venta-rapida', Icon: MoneyIcon },
  { label: 'Control de acceso', to: '/control-acceso', Icon: GateIcon },
  { label: 'Turno de caja', to: '/caja', Icon: MoneyIcon },
  { label: 'Asignaciones', to: '/asignaciones', Icon: StandsIcon },
  { label: 'Mi Perfil', to: '/profile', Icon: UserIcon },
  { label: 'Centro de Ayuda', to: '/help', Icon: HelpIcon },
];
