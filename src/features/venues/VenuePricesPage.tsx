import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { PriceForm } from './PriceForm';
import { UpcomingPriceFeatures } from './UpcomingPriceFeatures';
import { useVenuePrices } from './use-venue-prices';
import { VenueDetailGate } from './VenueDetailStates';
import { VenueDetailHeader } from './VenueDetailHeader';

export function VenuePricesPage() {
  const { id = '' } = useParams();
  const detail = useVenuePrices(id);
  return (
    <VenueDetailGate state={detail}>
      {({ graderia, multiplierCounts }) => (
        <>
          <VenueDetailHeader
            graderia={graderia}
            section="Configuración de Precios"
            actions={
              <>
                <Link to={`/venues/${graderia.id}/ver`} className={buttonClasses('outline')}>
                  Ver plano
                </Link>
                <Link to={`/venues/${graderia.id}/editar`} className={buttonClasses('outline')}>
                  Editar
                </Link>
              </>
            }
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <PriceForm key={graderia.id} graderia={graderia} multiplierCounts={multiplierCounts} />
            <UpcomingPriceFeatures />
          </div>
        </>
      )}
    </VenueDetailGate>
  );
}
