import { PageHeader } from '../../ui/PageHeader';

export function ConfigureEventPage() {
  return <PageHeader title="Configurar Evento" description="Fechas, descripción y estado de venta del evento." />;
}
