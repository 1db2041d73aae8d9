import { formatCOP, formatCount } from '../../domain/money';
import { ChartIcon, LayersIcon, StandsIcon } from '../../ui/icons';
import { StatCard } from '../../ui/StatCard';
import type { VenuesSummary } from './venue-figures';


export function VenueSummaryCards({ summary }: { summary: VenuesSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total de graderías"
        value={formatCount(summary.venueCount)}
        detail={`${formatCount(summary.activeCount)} activas`}
        icon={<StandsIcon />}
      />
      <StatCard
        label="Total de asientos"
        value={formatCount(summary.capacity)}
        detail={`${formatCount(summary.occupied)} ocupados`}
        icon={<LayersIcon />}
      />
      <StatCard
        label="Recaudo total"
        value={formatCOP(summary.revenue)}
        detail={`Potencial máximo: ${formatCOP(summary.potential)}`}
        icon={<ChartIcon />}
      />
    </div>
  );
}
