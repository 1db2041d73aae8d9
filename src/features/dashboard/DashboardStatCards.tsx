import type { ChangeVsYesterday } from '../../domain/dashboard-figures';
import { formatCount } from '../../domain/money';
import { counted } from '../../domain/plural';
import { cx } from '../../ui/class-names';
import { ChartIcon, MoneyIcon, StandsIcon, TicketIcon } from '../../ui/icons';
import { Count, Money } from '../../ui/Money';
import { StatCard } from '../../ui/StatCard';
import type { DashboardFigures } from './dashboard-figures-of';


/** Up is good news on every card here: more money, more reservations. */
function Trend({ delta, children }: { delta: number; children: string }) {
  return <span className={cx('font-semibold', delta > 0 && 'text-emerald-700', delta < 0 && 'text-red-700')}>{children}</span>;
}

function signed(value: number, suffix = ''): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatCount(Math.abs(value))}${suffix}`;
}

function RevenueChange({ change }: { change: ChangeVsYesterday }) {
  if (change.kind === 'nothing-yesterday') return <>Sin ingresos ayer</>;
  return (
    <>
      <Trend delta={change.percent}>{signed(change.percent, '%')}</Trend> vs ayer
    </>
  );
}

function ReservationsChange({ delta }: { delta: number }) {
  if (delta === 0) return <>Igual que ayer</>;
  return (
    <>
      <Trend delta={delta}>{signed(delta)}</Trend> desde ayer
    </>
  );
}

export function DashboardStatCards({ figures }: { figures: DashboardFigures }) {
  const { occupancy, revenue, reservations, venues } = figures;
  return (
    <section aria-label="Resumen" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Ocupación total"
        value={`${occupancy.percent}%`}
        detail={`${formatCount(occupancy.occupied)} de ${counted(occupancy.capacity, 'asiento en venta', 'asientos en venta')}`}
        icon={<ChartIcon />}
      />
      <StatCard label="Ingresos de hoy" value={<Money amount={revenue.today} />} detail={<RevenueChange change={revenue.change} />} icon={<MoneyIcon />} />
      <StatCard
        label="Reservas activas"
        value={<Count value={reservations.count} />}
        detail={<ReservationsChange delta={reservations.changeSinceYesterday} />}
        icon={<TicketIcon />}
      />
      <StatCard
        label="Graderías activas"
        value={<Count value={venues.active} />}
        detail={`${formatCount(venues.inMaintenance)} en mantenimiento`}
        icon={<StandsIcon />}
      />
    </section>
  );
}
