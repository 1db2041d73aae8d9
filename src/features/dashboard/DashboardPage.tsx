import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../ui/Button';
import { cx } from '../../ui/class-names';
import { RefreshIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useMyProfile } from '../../session/use-my-profile';
import { ReplicaLoading } from '../../session/ReplicaLoading';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import type { DashboardFigures } from './dashboard-figures-of';
import { DashboardStatCards } from './DashboardStatCards';
import { EventEntriesCard } from './EventEntriesCard';
import { FestivalBanner } from './FestivalBanner';
import { FeaturedVenueCard } from './FeaturedVenueCard';
import { RecentActivityCard } from './RecentActivityCard';
import { UpcomingEventsCard } from './UpcomingEventsCard';
import { useDashboard } from './use-dashboard';
import { useRefreshDashboard } from './use-refresh-dashboard';

export const DASHBOARD_LOAD_ERROR = 'Error al cargar el dashboard. Por favor, intenta nuevamente.';

/** The greeting works without a connection too: a profile that failed to load just leaves the name out. */
function useGreeting(): string {
  const { profile } = useMyProfile();
  const name = profile?.full_name?.trim();
  const organization = profile?.organization?.name;
  const hello = name ? `¡Hola, ${name}!` : '¡Hola!';
  return organization ? `${hello} Así va ${organization}.` : `${hello} Así van tus graderías, eventos y reservas.`;
}

function DashboardBody({ figures, now }: { figures: DashboardFigures; now: Date }) {
  return (
    <div className="space-y-6">
      <DashboardStatCards figures={figures} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentActivityCard activity={figures.activity} now={now} />
        </div>
        <div className="min-w-0 space-y-6">
          <EventEntriesCard />
          <FeaturedVenueCard featured={figures.featuredVenue} hasVenues={figures.venues.active + figures.venues.inMaintenance > 0} />
          <UpcomingEventsCard upcomingEvents={figures.upcomingEvents} />
        </div>
      </div>
      {figures.bannerEvent && <FestivalBanner event={figures.bannerEvent} />}
    </div>
  );
}

export function DashboardPage() {
  const greeting = useGreeting();
  const { figures, now, tick } = useDashboard();
  const { refresh, refreshing } = useRefreshDashboard(tick);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={greeting}
        actions={
          <>
            <Button variant="outline" onClick={refresh} disabled={refreshing}>
              <RefreshIcon className={cx('size-4', refreshing && 'animate-spin')} />
              {refreshing ? 'Actualizando…' : 'Actualizar'}
            </Button>
            <Link to="/reservations" className={buttonClasses('primary')}>
              Nueva Reserva
            </Link>
          </>
        }
      />
      {figures.status === 'loading' && <ReplicaLoading label="Cargando el dashboard…" afterHistory="las cifras aparecen al terminar" />}
      {figures.status === 'ready' && <DashboardBody figures={figures.data} now={now} />}
      {figures.status !== 'loading' && figures.status !== 'ready' && <UnreadableReplicaAlert status={figures.status} loadError={DASHBOARD_LOAD_ERROR} />}
    </>
  );
}
