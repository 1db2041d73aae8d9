import { counted } from '../../domain/plural';
import type { ReservationFilters } from '../../db/reservation-queries';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form-fields';

const SEARCH_PLACEHOLDER = 'Buscar por cliente, gradería o ID de reserva...';

interface ReservationFiltersBarProps {
  filters: Required<ReservationFilters>;
  onChange: (filters: Required<ReservationFilters>) => void;
  shown: number;
}

export function ReservationFiltersBar({ filters, onChange, shown }: ReservationFiltersBarProps) {
  const filtering = filters.search.trim() !== '' || Boolean(filters.eventDate);
  return (
    <div role="search" aria-label="Filtrar reservas" className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <TextField
          label="Buscar reservas"
          type="search"
          placeholder={SEARCH_PLACEHOLDER}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
        <TextField
          label="Fecha del evento"
          type="date"
          value={filters.eventDate ?? ''}
          onChange={(event) => onChange({ ...filters, eventDate: event.target.value || null })}
        />
        <Button variant="outline" className="h-11" disabled={!filters.eventDate} onClick={() => onChange({ ...filters, eventDate: null })}>
          Limpiar fecha
        </Button>
      </div>
      {filtering && (
        <p className="mt-3 text-sm text-stone-600" aria-live="polite">
          {counted(shown, 'reserva coincide', 'reservas coinciden')}
        </p>
      )}
    </div>
  );
}
