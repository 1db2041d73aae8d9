import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventSummary } from '../../db/event-summary-queries';
import { requestSync } from '../../sync/sync-session';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { CalendarIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { NO_ORGANIZATION_MESSAGE } from '../../session/replica-hooks';
import { EventCard } from './EventCard';
import { filterEvents, NO_EVENT_FILTERS, type EventFilters } from './event-filters';
import { EventFiltersBar } from './EventFiltersBar';
import { useEventSummaries } from './use-event-summaries';
import { OrganizerOnly } from '../../session/OrganizerOnly';

const LOAD_ERROR = 'Error temporal al cargar los eventos. Verifica tu conexión e intenta nuevamente.';

function CreateEventLink({ children = 'Crear Evento' }: { children?: ReactNode }) {
  return (
    <OrganizerOnly>
      <Link to="/events/crear" className={buttonClasses('primary')}>
        {children}
      </Link>
    </OrganizerOnly>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" title="No pudimos cargar tus eventos">
      <p>{LOAD_ERROR}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}

function NoEvents() {
  return (
    <EmptyState
      icon={<CalendarIcon className="size-7" />}
      title="No tienes eventos creados"
      actions={<CreateEventLink>Crear Mi Primer Evento</CreateEventLink>}
    >
      Crea tu primer evento, elige qué graderías vende y comparte su página pública.
    </EmptyState>
  );
}

function EventList({ summaries }: { summaries: EventSummary[] }) {
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const shown = filterEvents(summaries, filters);
  return (
    <>
      <EventFiltersBar filters={filters} onChange={setFilters} shown={shown.length} total={summaries.length} />
      {shown.length === 0 ? (
        <EmptyState
          role="status"
          title="Ningún evento coincide con la búsqueda"
          actions={
            <Button variant="outline" onClick={() => setFilters(NO_EVENT_FILTERS)}>
              Limpiar filtros
            </Button>
          }
        >
          Prueba con otras palabras u otra fecha, o quita los filtros para ver todos tus eventos.
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((summary) => (
            <EventCard key={summary.event.id} summary={summary} />
          ))}
        </div>
      )}
    </>
  );
}

function EventsContent() {
  const read = useEventSummaries();
  switch (read.status) {
    case 'loading':
      return <Spinner label="Cargando eventos…" />;
    case 'no-organization':
      return <Alert variant="destructive">{NO_ORGANIZATION_MESSAGE}</Alert>;
    case 'first-sync-failed':
      return <LoadError onRetry={requestSync} />;
    case 'error':
      return <LoadError onRetry={read.retry} />;
    case 'ready':
      return read.data.length === 0 ? <NoEvents /> : <EventList summaries={read.data} />;
  }
}

export function EventsPage() {
  return (
    <>
      <PageHeader
        title="Mis Eventos"
        description="Los eventos de tu organización y sus páginas públicas."
        actions={<CreateEventLink />}
      />
      <EventsContent />
    </>
  );
}
