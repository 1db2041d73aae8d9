// The manual sale with nothing to sell: a picker with no option above a full form looked
// broken. It says why (a sale needs an active event) and leads to where one is made or
// switched on; staff, who cannot create events, are told whom to ask.
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import { useMyRole } from '../../session/use-my-role';

export const NO_EVENT_ON_SALE = 'No hay eventos activos para vender';

export function NoEventOnSale() {
  const staff = useMyRole() === 'staff';
  return (
    <EmptyState
      role="status"
      size="compact"
      title={NO_EVENT_ON_SALE}
      actions={
        <OrganizerOnly>
          <Link to="/events/crear" className={buttonClasses('primary', 'sm')}>
            Crear evento
          </Link>
          <Link to="/events" className={buttonClasses('outline', 'sm')}>
            Ir a Mis Eventos
          </Link>
        </OrganizerOnly>
      }
    >
      {staff
        ? 'Una reserva manual necesita un evento activo. Pide al organizador que cree un evento o active uno en Mis Eventos.'
        : 'Una reserva manual necesita un evento activo con sus graderías. Crea un evento, o activa uno en Mis Eventos.'}
    </EmptyState>
  );
}
