import { PageHeader } from '../../ui/PageHeader';

export function CreateVenuePage() {
  return <PageHeader title="Nueva Gradería" description="Define filas, columnas, pisos y precio base." />;
}
