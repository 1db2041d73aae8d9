import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { StandsIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { useVenueList, type VenueListItem } from './use-venue-list';
import { VenueCard } from './VenueCard';
import { venuesSummaryOf } from './venue-figures';
import { VenueSummaryCards } from './VenueSummaryCards';
import { OrganizerOnly } from '../../session/OrganizerOnly';

export const LIST_LOAD_ERROR = 'Error al cargar las graderías. Por favor, intenta nuevamente.';

function NoVenues() {
  return (
    <EmptyState
      icon={<StandsIcon className="size-7" />}
      title="Aún no tienes graderías"
      actions={
        <OrganizerOnly>
          <Link to="/venues/crear" className={buttonClasses('primary')}>
            Crear Mi Primera Gradería
          </Link>
        </OrganizerOnly>
      }
    >
      Crea tu primera gradería, palco o zona de confort para empezar a vender sus asientos.
    </EmptyState>
  );
}

function VenueList({ venues }: { venues: VenueListItem[] }) {
  if (venues.length === 0) return <NoVenues />;
  const summary = venuesSummaryOf(venues.map(({ graderia, figures }) => ({ isActive: graderia.is_active, figures })));
  return (
    <div className="space-y-6">
      <VenueSummaryCards summary={summary} />
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4">
        {venues.map(({ graderia, figures }) => (
          <VenueCard key={graderia.id} graderia={graderia} figures={figures} />
        ))}
      </div>
    </div>
  );
}

function VenuesContent() {
  const venues = useVenueList();
  if (venues.status === 'loading') return <Spinner label="Cargando graderías…" className="justify-center py-16" />;
  if (venues.status === 'ready') return <VenueList venues={venues.data} />;
  return <UnreadableReplicaAlert status={venues.status} loadError={LIST_LOAD_ERROR} />;
}

export function VenuesPage() {
  return (
    <>
      <PageHeader
        title="Mis Graderías"
        description="Tus graderías, palcos y zonas de confort."
        actions={
          <OrganizerOnly>
            <Link to="/venues/crear" className={buttonClasses('primary')}>
              Nueva Gradería
            </Link>
          </OrganizerOnly>
        }
      />
      <VenuesContent />
    </>
  );
}
