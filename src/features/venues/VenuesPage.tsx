import { PageHeader } from '../../ui/PageHeader';

export function VenuesPage() {
  return <PageHeader title="Mis Graderías" description="Tus graderías, palcos y zonas de confort." />;
}
