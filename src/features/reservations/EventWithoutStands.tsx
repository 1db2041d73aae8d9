// The manual sale for an event that sells no stand yet: an empty seat area under the event
// picker looked like a fault. It says why and leads the organizer to the event's settings,
// where its stands are chosen; staff are told whom to ask.
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import { useMyRole } from '../../session/use-my-role';

export const EVENT_WITHOUT_STANDS = 'Este evento aún no vende ninguna gradería';

export function EventWithoutStands({ eventId }: { eventId: string }) {
  const staff = useMyRole() === 'staff';
  return (
    <EmptyState
      role="status"
      size="compact"
      title={EVENT_WITHOUT_STANDS}
      actions={
        <OrganizerOnly>
          <Link to={`/events/${eventId}/configurar`} className={buttonClasses('primary', 'sm')}>
            Elegir graderías del evento
          </Link>
        </OrganizerOnly>
      }
    >
      {staff
        ? 'No hay asientos que vender. Pide al organizador que asigne graderías a este evento, o elige otro evento.'
        : 'No hay asientos que vender. Asigna graderías al evento en su configuración, o elige otro evento.'}
    </EmptyState>
  );
}
