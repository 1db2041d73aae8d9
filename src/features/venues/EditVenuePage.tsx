import { PageHeader } from '../../ui/PageHeader';

export function EditVenuePage() {
  return <PageHeader title="Editar Gradería" description="Nombre, ubicación, precio y estado de la gradería." />;
}
