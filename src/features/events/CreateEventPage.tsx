import { useRunCommand } from '../../session/replica-hooks';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast/toast-store';
import { BackToEvents } from './BackToEvents';
import { EventForm } from './EventForm';
import { newEventFormValues } from './event-form-values';
import { useEventForm } from './use-event-form';
import { graderiasOnceReadable, useOrganizationGraderias } from './use-organization-graderias';

const NO_ORGANIZATION = 'No se encontró la organización asociada';

export function CreateEventPage() {
  const graderias = useOrganizationGraderias();
  const form = useEventForm(newEventFormValues());
  const runCommand = useRunCommand();
  const noOrganization = graderias.status === 'no-organization';

  const create = () => {
    if (noOrganization) {
      showToast({ title: NO_ORGANIZATION, variant: 'error' });
      return;
    }
    void form.save({
      run: (input) => runCommand('events-create', input),
      success: 'Evento creado exitosamente',
      failure: 'Error al crear el evento',
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <BackToEvents />
      <PageHeader title="Crear Evento" description="Publica un nuevo evento y elige qué graderías vende." />
      {noOrganization && (
        <div className="mb-6">
          <Alert variant="destructive">{NO_ORGANIZATION}</Alert>
        </div>
      )}
      <EventForm
        values={form.values}
        onChange={form.change}
        errors={form.errors}
        graderias={noOrganization ? [] : graderiasOnceReadable(graderias)}
        submitting={form.saving}
        submitLabel="Crear Evento"
        submittingLabel="Creando evento…"
        onSubmit={create}
      />
    </div>
  );
}
