import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, DashboardIcon, GateIcon, HelpIcon, StandsIcon, TicketIcon, UserIcon } from '../../../ui/icons';

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
  { label: 'Control de acceso', to: '/control-acceso', Icon: GateIcon },
  // Seat leases per gate device (issue 21): staff lease their own tablet too.
  { label: 'Asignaciones', to: '/asignaciones', Icon: StandsIcon },
  { label: 'Mi Perfil', to: '/profile', Icon: UserIcon },
  { label: 'Centro de Ayuda', to: '/help', Icon: HelpIcon },
];
