import { PageHeader } from '../../ui/PageHeader';

export function VenuePricesPage() {
  return <PageHeader title="Configuración de Precios" description="Ajusta el precio base y simula el recaudo." />;
}
