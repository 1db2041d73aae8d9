import { counted } from '../../domain/plural';
import { formatCOP, formatCount } from '../../domain/money';
import { seatPrice } from '../../domain/pricing';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';
import { FigureText } from '../../ui/Money';
import type { MultiplierCounts, PriceSimulation } from './price-simulation';


function signed(amount: number): string {
  return amount > 0 ? `+${formatCOP(amount)}` : formatCOP(amount);
}

function Figure({ label, value, className, testId }: { label: string; value: string; className?: string; testId: string }) {
  return (
    <div className="@container min-w-0 rounded-lg bg-stone-50 p-4">
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className={cx('mt-1 text-[length:clamp(1rem,10cqi,1.25rem)] font-bold tracking-tight', className ?? 'text-stone-900')} data-testid={testId}>
        <FigureText text={value} />
      </dd>
    </div>
  );
}

interface RevenueSimulationProps {
  simulation: PriceSimulation;
  multiplierCounts: MultiplierCounts;
  basePrice: number;
}

export function RevenueSimulation({ simulation, multiplierCounts, basePrice }: RevenueSimulationProps) {
  const { current, projected, difference, percentChange } = simulation;
  const differenceColour = difference > 0 ? 'text-emerald-700' : difference < 0 ? 'text-red-700' : 'text-stone-900';
  return (
    <Card className="p-5 sm:p-6" role="region" aria-label="Simulación de recaudo">
      <h2 className="text-base font-semibold text-stone-900">Simulación de recaudo</h2>
      <p className="mt-0.5 text-sm text-stone-500">Si se venden todos los asientos una vez, cada uno a su precio.</p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Recaudo actual" value={formatCOP(current)} testId="revenue-current" />
        <Figure label="Recaudo proyectado" value={formatCOP(projected)} testId="revenue-projected" />
        <Figure
          label={`Diferencia${percentChange !== 0 ? ` (${percentChange > 0 ? '+' : ''}${percentChange}%)` : ''}`}
          value={signed(difference)}
          className={differenceColour}
          testId="revenue-difference"
        />
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-stone-600">
        {[...multiplierCounts]
          .sort(([a], [b]) => b - a)
          .map(([multiplier, seats]) => (
            <li key={multiplier}>
              {multiplier > 1
                ? `${counted(seats, 'asiento premium', 'asientos premium')} (×${formatCount(multiplier)})`
                : counted(seats, 'asiento regular', 'asientos regulares')}{' '}
              a{' '}
              <span className="font-semibold text-stone-900">{formatCOP(seatPrice(basePrice, multiplier))}</span>
            </li>
          ))}
      </ul>
    </Card>
  );
}
