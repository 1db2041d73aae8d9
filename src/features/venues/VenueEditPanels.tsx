// The side panels of the edit screen: the stand's fixed dimensions and what editing changes.
import type { GraderiaRow } from '../../db/rows';
import { formatDateTime } from '../../domain/dates';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { LockIcon } from '../../ui/icons';
import { formatCount } from '../../domain/money';


function Dimension({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-lg font-semibold text-stone-900">{formatCount(value)}</dd>
    </div>
  );
}

export function VenueInfoPanel({ graderia }: { graderia: GraderiaRow }) {
  return (
    <Card className="p-5" role="region" aria-label="Información de la gradería">
      <h2 className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <LockIcon className="size-4 text-stone-500" />
        Dimensiones
      </h2>
      <p className="mt-1 text-xs text-stone-500">Las dimensiones no se pueden editar: cada asiento ya tiene su lugar.</p>
      <dl className="mt-4 grid grid-cols-2 gap-2">
        <Dimension label="Filas" value={graderia.rows} />
        <Dimension label="Columnas" value={graderia.columns} />
        <Dimension label="Pisos" value={graderia.floors} />
        <Dimension label="Capacidad total" value={graderia.total_capacity} />
      </dl>
      <p className="mt-4 text-xs text-stone-500">Creada el {formatDateTime(graderia.created_at)}</p>
    </Card>
  );
}

export function VenueWarningPanel() {
  return (
    <Card className="border-amber-200 bg-amber-50 p-5" role="region" aria-label="Antes de guardar">
      <h2 className="text-base font-semibold text-amber-900">Antes de guardar</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
        <li>Un nuevo precio base aplica a las reservas nuevas; las existentes conservan el precio con que se hicieron.</li>
        <li>Una gradería inactiva deja de mostrarse en la página pública y no admite nuevas reservas.</li>
      </ul>
    </Card>
  );
}

export function OccupiedSeatsNotice() {
  return (
    <Alert title="Esta gradería tiene asientos reservados o vendidos">
      Sus dimensiones no se pueden modificar y los cambios no alteran las reservas existentes.
    </Alert>
  );
}
