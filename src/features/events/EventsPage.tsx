import { PageHeader } from '../../ui/PageHeader';

export function EventsPage() {
  return <PageHeader title="Mis Eventos" description="Los eventos de tu organización y sus páginas públicas." />;
}
