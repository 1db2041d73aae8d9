import { formatCount } from '../../domain/money';
import { Button } from '../../ui/Button';
import { counted } from '../../domain/plural';
import { TextField } from '../../ui/form-fields';
import { hasEventFilters, NO_EVENT_FILTERS, type EventFilters } from './event-filters';

interface EventFiltersBarProps {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
  shown: number;
  total: number;
}

export function EventFiltersBar({ filters, onChange, shown, total }: EventFiltersBarProps) {
  const filtering = hasEventFilters(filters);
  return (
    <div role="search" aria-label="Filtrar eventos" className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField
          label="Buscar eventos"
          type="search"
          placeholder="Nombre, descripción o slug"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
        />
        <TextField
          label="Eventos en la fecha"
          type="date"
          value={filters.date}
          onChange={(event) => onChange({ ...filters, date: event.target.value })}
        />
        <Button variant="outline" className="h-11" disabled={!filtering} onClick={() => onChange(NO_EVENT_FILTERS)}>
          Limpiar filtros
        </Button>
      </div>
      {filtering && (
        <p className="mt-3 text-sm text-stone-600" aria-live="polite">
          Mostrando {formatCount(shown)} de {counted(total, 'evento', 'eventos')}
        </p>
      )}
    </div>
  );
}
