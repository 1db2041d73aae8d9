import { formatCOP } from '../../domain/money';
import { counted } from '../../domain/plural';
import { ChartIcon, LayersIcon, StandsIcon } from '../../ui/icons';
import { Count, Money } from '../../ui/Money';
import { StatCard } from '../../ui/StatCard';
import type { VenuesSummary } from './venue-figures';


export function VenueSummaryCards({ summary }: { summary: VenuesSummary }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        label="Total de graderías"
        value={<Count value={summary.venueCount} />}
        detail={counted(summary.activeCount, 'activa', 'activas')}
        icon={<StandsIcon />}
      />
      <StatCard
        label="Total de asientos"
        value={<Count value={summary.capacity} />}
        detail={counted(summary.occupied, 'ocupado', 'ocupados')}
        icon={<LayersIcon />}
      />
      <StatCard
        label="Recaudo total"
        value={<Money amount={summary.revenue} />}
        detail={`Potencial máximo: ${formatCOP(summary.potential)}`}
        icon={<ChartIcon />}
      />
    </div>
  );
}
