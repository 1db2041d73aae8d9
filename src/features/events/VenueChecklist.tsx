import { Link } from 'react-router-dom';
import { counted } from '../../domain/plural';
import type { GraderiaRow } from '../../db/rows';
import { formatCOP } from '../../domain/money';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { cx } from '../../ui/class-names';
import { Spinner } from '../../ui/Spinner';

interface VenueChecklistProps {
  graderias: GraderiaRow[] | undefined;
  selectedIds: string[];
  onToggle: (graderiaId: string) => void;
  error?: string;
}

function VenueOption({ graderia, checked, onToggle }: { graderia: GraderiaRow; checked: boolean; onToggle: () => void }) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 transition-colors',
        checked ? 'border-brand-300 bg-brand-50' : 'border-stone-200 bg-white hover:bg-stone-50',
      )}
    >
      <input
        type="checkbox"
        aria-label={graderia.name}
        checked={checked}
        onChange={onToggle}
        className="mt-1 size-4 rounded border-stone-300 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-stone-900">{graderia.name}</span>
          {!graderia.is_active && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-700">Inactiva</span>}
        </span>
        <span className="block text-xs text-stone-500">
          {counted(graderia.total_capacity, 'asiento', 'asientos')} · desde {formatCOP(graderia.base_price)}
          {graderia.location_name && ` · ${graderia.location_name}`}
        </span>
      </span>
    </label>
  );
}

/** Which of the organization's stands the event sells. */
export function VenueChecklist({ graderias, selectedIds, onToggle, error }: VenueChecklistProps) {
  if (!graderias) return <Spinner label="Cargando graderías…" />;
  if (graderias.length === 0) {
    return (
      <EmptyState
        size="compact"
        title="Aún no tienes graderías"
        actions={
          <Link to="/venues/crear" className={buttonClasses('primary', 'sm')}>
            Crear gradería
          </Link>
        }
      >
        Un evento vende los asientos de tus graderías: crea una primero y vuelve a elegirla aquí.
      </EmptyState>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">Graderías que vende el evento</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {graderias.map((graderia) => (
          <VenueOption
            key={graderia.id}
            graderia={graderia}
            checked={selectedIds.includes(graderia.id)}
            onToggle={() => onToggle(graderia.id)}
          />
        ))}
      </div>
      {error && <p className="mt-2 text-sm font-medium text-red-600">{error}</p>}
    </fieldset>
  );
}
