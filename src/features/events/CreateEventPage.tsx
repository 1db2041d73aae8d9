import { PageHeader } from '../../ui/PageHeader';

export function CreateEventPage() {
  return <PageHeader title="Crear Evento" description="Publica un nuevo evento y elige qué graderías vende." />;
}
