import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { findEvent } from '../../db/event-queries';
import type { EventRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toast/toast-store';
import { useReplicaQuery, useRunCommand } from '../../session/replica-hooks';
import { BackToEvents } from './BackToEvents';
import { EventForm } from './EventForm';
import { eventFormValuesOf } from './event-form-values';
import { useEventForm } from './use-event-form';
import { graderiasOnceReadable, useOrganizationGraderias } from './use-organization-graderias';

interface StoredEvent {
  event: EventRow;
  graderiaIds: string[];
}

async function readStoredEvent(db: TaquillaDatabase, eventId: string): Promise<StoredEvent | null> {
  const event = await findEvent(db, eventId);
  if (!event) return null;
  const links = await db.event_graderias.where('event_id').equals(eventId).toArray();
  return { event, graderiaIds: links.map((link) => link.graderia_id) };
}

function ConfigureEventForm({ stored }: { stored: StoredEvent }) {
  const graderias = useOrganizationGraderias();
  const form = useEventForm(eventFormValuesOf(stored.event, stored.graderiaIds));
  const runCommand = useRunCommand();
  const update = () =>
    void form.save({
      run: (input) => runCommand('events-update', { id: stored.event.id, ...input }),
      success: 'Evento actualizado exitosamente',
      failure: 'Error al actualizar el evento',
    });
  return (
    <EventForm
      values={form.values}
      onChange={form.change}
      errors={form.errors}
      graderias={graderiasOnceReadable(graderias)}
      submitting={form.saving}
      submitLabel="Guardar Cambios"
      submittingLabel="Guardando…"
      onSubmit={update}
    />
  );
}

/** The stored event, read once: later syncs must not overwrite what the organizer is typing. */
function useStoredEvent(eventId: string) {
  const read = useReplicaQuery((db) => readStoredEvent(db, eventId), [eventId]);
  const stored = read.status === 'ready' ? read.data : null;
  const unreadable = read.status !== 'loading' && !stored;
  return { stored, unreadable };
}

export function ConfigureEventPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { stored, unreadable } = useStoredEvent(id);

  useEffect(() => {
    if (!unreadable) return;
    showToast({ title: 'Error al cargar el evento', variant: 'error' });
    navigate('/events', { replace: true });
  }, [unreadable, navigate]);

  return (
    <div className="mx-auto max-w-3xl">
      <BackToEvents />
      <PageHeader title="Configurar Evento" description={stored?.event.name ?? 'Fechas, descripción y estado de venta del evento.'} />
      {stored ? <ConfigureEventForm key={stored.event.id} stored={stored} /> : <Spinner label="Cargando evento…" />}
    </div>
  );
}
