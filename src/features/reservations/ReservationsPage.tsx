import { PageHeader } from '../../ui/PageHeader';

export function ReservationsPage() {
  return <PageHeader title="Reservas" description="Reservas en línea y de taquilla, pagos y cancelaciones." />;
}
