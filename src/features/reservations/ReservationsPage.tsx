import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReservationFilters } from '../../db/reservation-queries';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useReplica } from '../../session/replica-hooks';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import { CashToReturnList } from './CashToReturnList';
import { NewReservationDialog } from './NewReservationDialog';
import { RejectedSaleCard } from './RejectedSaleCard';
import { ReleaseUnpaidDialog } from './ReleaseUnpaidDialog';
import { ReservationFiltersBar } from './ReservationFiltersBar';
import { ReservationList } from './ReservationList';
import { ReservationStatsCards } from './ReservationStatsCards';
import { useReservationsScreen } from './use-reservations-screen';

const LOAD_ERROR = 'Error al cargar las reservas. Verifica tu conexión e intenta nuevamente.';
const NO_FILTERS: Required<ReservationFilters> = { search: '', eventDate: null };

function ReservationsContent({ onCreateManual }: { onCreateManual: () => void }) {
  const db = useReplica();
  const [filters, setFilters] = useState(NO_FILTERS);
  const read = useReservationsScreen(filters);

  if (read.status === 'loading') return <Spinner label="Cargando reservas…" />;
  if (read.status !== 'ready') return <UnreadableReplicaAlert status={read.status} loadError={LOAD_ERROR} />;
  const { stats, items, rejectedSales, cashToReturn } = read.data;
  const filtering = filters.search.trim() !== '' || filters.eventDate !== null;

  return (
    <>
      <ReservationStatsCards stats={stats} />
      <div className="mb-6 space-y-4">
        {db && <CashToReturnList db={db} records={cashToReturn} />}
        {db && rejectedSales.map((sale) => <RejectedSaleCard key={sale.conflict.op_id} db={db} saleConflict={sale} />)}
      </div>
      <ReservationFiltersBar filters={filters} onChange={setFilters} shown={items.length} />
      <ReservationList
        key={`${filters.search}|${filters.eventDate ?? ''}`}
        items={items}
        filtering={filtering}
        onClearFilters={() => setFilters(NO_FILTERS)}
        onCreateManual={onCreateManual}
      />
    </>
  );
}

/** '/reservations?nueva' opens the manual sale at once: where the dashboard's empty activity leads. */
const NEW_MANUAL_SALE_PARAM = 'nueva';

export function ReservationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(() => searchParams.has(NEW_MANUAL_SALE_PARAM));
  // Closing forgets the request, so that reloading the page does not open the sale again.
  const closeManualSale = () => {
    setCreating(false);
    if (searchParams.has(NEW_MANUAL_SALE_PARAM)) setSearchParams({}, { replace: true });
  };
  const [releasing, setReleasing] = useState(false);
  return (
    <>
      <PageHeader
        title="Reservas"
        description="Reservas en línea y de taquilla, pagos y cancelaciones."
        actions={
          <>
            <OrganizerOnly>
              <Button variant="outline" onClick={() => setReleasing(true)}>
                Liberar reservas sin pagar
              </Button>
            </OrganizerOnly>
            <Button onClick={() => setCreating(true)}>Nueva Reserva Manual</Button>
          </>
        }
      />
      <ReservationsContent onCreateManual={() => setCreating(true)} />
      {creating && <NewReservationDialog onClose={closeManualSale} />}
      {releasing && <ReleaseUnpaidDialog onClose={() => setReleasing(false)} />}
    </>
  );
}
