import { formatCOP } from '../../domain/money';
import { ChartIcon, LayersIcon, StandsIcon } from '../../ui/icons';
import { StatCard } from '../../ui/StatCard';
import type { VenuesSummary } from './venue-figures';

const number = new Intl.NumberFormat('es-CO');

export function VenueSummaryCards({ summary }: { summary: VenuesSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total de graderías"
        value={number.format(summary.venueCount)}
        detail={`${number.format(summary.activeCount)} activas`}
        icon={<StandsIcon />}
      />
      <StatCard
        label="Total de asientos"
        value={number.format(summary.capacity)}
        detail={`${number.format(summary.occupied)} ocupados`}
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
