import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { EditVenueForm } from './EditVenueForm';
import { useVenueEdit } from './use-venue-edit';
import { VenueDetailGate } from './VenueDetailStates';
import { VenueDetailHeader } from './VenueDetailHeader';
import { OccupiedSeatsNotice, VenueInfoPanel, VenueWarningPanel } from './VenueEditPanels';

export function EditVenuePage() {
  const { id = '' } = useParams();
  const detail = useVenueEdit(id);
  return (
    <VenueDetailGate state={detail}>
      {({ graderia, hasOccupiedSeats }) => (
        <>
          <VenueDetailHeader
            graderia={graderia}
            section="Editar Gradería"
            actions={
              <>
                <Link to={`/venues/${graderia.id}/ver`} className={buttonClasses('outline')}>
                  Ver plano
                </Link>
                <Link to={`/venues/${graderia.id}/precios`} className={buttonClasses('outline')}>
                  Precios
                </Link>
              </>
            }
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <div className="space-y-6">
              {hasOccupiedSeats && <OccupiedSeatsNotice />}
              <EditVenueForm key={graderia.id} graderia={graderia} />
            </div>
            <div className="space-y-6">
              <VenueInfoPanel graderia={graderia} />
              <VenueWarningPanel />
            </div>
          </div>
        </>
      )}
    </VenueDetailGate>
  );
}
