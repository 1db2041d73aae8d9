import { PageHeader } from '../../ui/PageHeader';

export function VenuePlanPage() {
  return <PageHeader title="Plano de Asientos" description="El estado de cada silla de la gradería." />;
}
