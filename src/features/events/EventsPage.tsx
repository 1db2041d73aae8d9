import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventSummary } from '../../db/event-summary-queries';
import { requestSync } from '../../sync/sync-session';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
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
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <CalendarIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-stone-900">No tienes eventos creados</h2>
      <p className="mt-1 max-w-md text-stone-600">Crea tu primer evento, elige qué graderías vende y comparte su página pública.</p>
      <div className="mt-6">
        <CreateEventLink>Crear Mi Primer Evento</CreateEventLink>
      </div>
    </Card>
  );
}

function EventList({ summaries }: { summaries: EventSummary[] }) {
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const shown = filterEvents(summaries, filters);
  return (
    <>
      <EventFiltersBar filters={filters} onChange={setFilters} shown={shown.length} total={summaries.length} />
      {shown.length === 0 ? (
        <Card className="px-6 py-10 text-center">
          <p className="font-semibold text-stone-900">Ningún evento coincide con la búsqueda</p>
          <Button variant="outline" className="mt-4" onClick={() => setFilters(NO_EVENT_FILTERS)}>
            Limpiar filtros
          </Button>
        </Card>
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
