import { Link } from 'react-router-dom';
import type { VenueOccupancy } from '../../domain/dashboard-figures';
import { formatCount } from '../../domain/money';
import { activeEventsNote, counted } from '../../domain/plural';
import { Money } from '../../ui/Money';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import { MapPinIcon } from '../../ui/icons';
import { OccupancyBar } from '../../ui/OccupancyBar';
import { DashboardSection } from './DashboardSection';

/** No stand at all leads to creating one; stands that no active event sells, to the events. */
function NothingOnSale({ hasVenues }: { hasVenues: boolean }) {
  if (!hasVenues) {
    return (
      <EmptyState
        size="compact"
        title="Aún no tienes graderías"
        actions={
          <OrganizerOnly>
            <Link to="/venues/crear" className={buttonClasses('primary', 'sm')}>
              Crear gradería
            </Link>
          </OrganizerOnly>
        }
      >
        Crea una gradería y asígnala a un evento activo para empezar a vender.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      size="compact"
      title="Ninguna gradería está en venta"
      actions={
        <Link to="/events" className={buttonClasses('outline', 'sm')}>
          Ir a Mis Eventos
        </Link>
      }
    >
      Asigna una gradería activa a un evento activo para empezar a vender.
    </EmptyState>
  );
}

/** The fullest venue on sale: where the organizer's attention (and the next sales) are. */
export function FeaturedVenueCard({ featured, hasVenues }: { featured: VenueOccupancy | null; hasVenues: boolean }) {
  if (!featured) {
    return (
      <DashboardSection title="Gradería destacada">
        <NothingOnSale hasVenues={hasVenues} />
      </DashboardSection>
    );
  }
  const { venue } = featured;
  return (
    <DashboardSection title="Gradería destacada">
      <p className="text-xl font-bold wrap-break-word text-stone-900">{venue.name}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-500">
        <MapPinIcon className="size-4 shrink-0" />
        {venue.location_name ?? 'Sin ubicación'}
      </p>
      <div className="mt-5 space-y-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-stone-600">Ocupación</span>
          <span className="font-semibold text-stone-900">{featured.percent}%</span>
        </div>
        <OccupancyBar percent={featured.percent} label={`Ocupación de ${venue.name}`} />
        <p className="text-xs text-stone-500">
          {formatCount(featured.occupied)} de {counted(featured.capacity, 'asiento', 'asientos')} · {activeEventsNote(featured.eventCount)}
        </p>
      </div>
      <dl className="mt-5 grid grid-cols-1 gap-3 text-sm @[20rem]:grid-cols-2">
        <div className="min-w-0 rounded-lg bg-emerald-50 px-3 py-2">
          <dt className="text-xs text-emerald-800">Recaudo</dt>
          <dd className="mt-0.5 font-semibold text-emerald-900"><Money amount={featured.revenue} /></dd>
        </div>
        <div className="min-w-0 rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-xs text-stone-500">Potencial</dt>
          <dd className="mt-0.5 font-semibold text-stone-900"><Money amount={featured.potential} /></dd>
        </div>
      </dl>
      <Link to={`/venues/${venue.id}/ver`} className={buttonClasses('outline', 'sm', 'mt-5 self-start')}>
        Ver plano
      </Link>
    </DashboardSection>
  );
}
