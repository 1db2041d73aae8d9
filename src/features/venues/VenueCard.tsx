import { Link } from 'react-router-dom';
import { activeEventsNote } from '../../domain/plural';
import type { GraderiaRow } from '../../db/rows';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';
import { MapPinIcon } from '../../ui/icons';
import { Count, Money } from '../../ui/Money';
import { OccupancyBar } from '../../ui/OccupancyBar';
import { ActiveBadge } from '../../ui/ActiveBadge';
import type { StandFigures } from './venue-figures';
import { OrganizerOnly } from '../../session/OrganizerOnly';


function SeatCount({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-stone-50 px-2 py-2 text-center">
      <p className={cx('text-lg font-bold', className)}>
        <Count value={value} />
      </p>
      <p className="text-xs text-stone-500">{label}</p>
    </div>
  );
}

export function VenueCard({ graderia, figures }: { graderia: GraderiaRow; figures: StandFigures }) {
  return (
    <Card className="flex flex-col p-5" aria-label={graderia.name} role="article">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold wrap-break-word text-stone-900">{graderia.name}</h2>
        <ActiveBadge active={graderia.is_active} feminine />
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-500">
        <MapPinIcon className="size-4 shrink-0" />
        {graderia.location_name ?? 'Sin ubicación'}
      </p>

      <div className="mt-4 space-y-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-stone-600">Ocupación</span>
          <span className="font-semibold text-stone-900">{figures.percent}%</span>
        </div>
        <OccupancyBar percent={figures.percent} label={`Ocupación de ${graderia.name}`} />
        <p className="text-xs text-stone-500">{activeEventsNote(figures.activeEventCount)}</p>
      </div>

      <div className="mt-4 grid grid-cols-3 gap-2">
        <SeatCount label="Ocupados" value={figures.occupied} className="text-amber-700" />
        <SeatCount label="Disponibles" value={figures.available} className="text-emerald-700" />
        <SeatCount label="Total" value={figures.capacity} className="text-stone-900" />
      </div>

      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-stone-600">Precio base</dt>
          <dd className="ml-auto font-semibold text-stone-900">
            <Money amount={graderia.base_price} />
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-stone-600">Recaudo generado</dt>
          <dd className="ml-auto font-semibold text-emerald-700">
            <Money amount={figures.revenue} />
          </dd>
        </div>
      </dl>

      <div className="mt-5 grid grid-cols-3 gap-2 border-t border-stone-100 pt-4">
        <Link to={`/venues/${graderia.id}/ver`} className={buttonClasses('outline', 'sm')}>
          Ver
        </Link>
        <OrganizerOnly>
          <Link to={`/venues/${graderia.id}/editar`} className={buttonClasses('outline', 'sm')}>
            Editar
          </Link>
          <Link to={`/venues/${graderia.id}/precios`} className={buttonClasses('primary', 'sm')}>
            Precios
          </Link>
        </OrganizerOnly>
      </div>
    </Card>
  );
}
