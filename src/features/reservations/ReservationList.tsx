import { useState } from 'react';
import type { ReservationListItem } from '../../db/reservation-queries';
import { formatCount } from '../../domain/money';
import { counted } from '../../domain/plural';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ConfirmReservationActionDialog } from './ConfirmReservationActionDialog';
import { ReservationCard } from './ReservationCard';
import { RefundDialog } from './RefundDialog';
import { refundAvailabilityOf } from './refund-availability';
import { ReservationDetailsDialog } from './ReservationDetailsDialog';
import type { ReservationAction } from './use-reservation-actions';

type OpenDialog = { kind: ReservationAction | 'refund' | 'details'; reservationId: string } | null;

/**
 * Cards drawn at first and added by each 'Mostrar más', newest first: a festival's 10,000
 * bookings drawn at once kept the tab busy for seconds (the search and the date filter still
 * look through all of them).
 */
export const CARDS_PER_PAGE = 50;

/**
 * The refund dialog, while the booking can still be refunded (another tab or a pull may close
 * it meanwhile). Taken as online: losing the signal with the dialog open keeps it, and a card
 * refund then gets the API's Spanish 'no connection' answer instead of vanishing.
 */
function OpenRefundDialog({ item, onClose }: { item: ReservationListItem; onClose: () => void }) {
  const availability = refundAvailabilityOf(item, 'organizer', true);
  if (availability.kind !== 'cash' && availability.kind !== 'card') return null;
  return <RefundDialog item={item} amount={availability.amount} method={availability.kind} onClose={onClose} />;
}

interface ReservationListProps {
  items: ReservationListItem[];
  filtering: boolean;
  onClearFilters: () => void;
  onCreateManual: () => void;
}

/** Nothing to list: no booking yet leads to the first sale; a search that hid them all, to clearing it. */
function NoReservations({ filtering, onClearFilters, onCreateManual }: Omit<ReservationListProps, 'items'>) {
  if (filtering) {
    return (
      <EmptyState
        role="status"
        title="Ninguna reserva coincide con la búsqueda"
        actions={
          <Button variant="outline" onClick={onClearFilters}>
            Limpiar filtros
          </Button>
        }
      >
        Prueba con otro nombre, gradería o ID, u otra fecha.
      </EmptyState>
    );
  }
  return (
    <EmptyState title="Aún no hay reservas" actions={<Button onClick={onCreateManual}>Registrar una venta</Button>}>
      Las reservas en línea y las ventas de taquilla aparecerán aquí. Registra una venta de taquilla o comparte la página pública
      de tu evento.
    </EmptyState>
  );
}

function ShowMore({ shown, total, onShowMore }: { shown: number; total: number; onShowMore: () => void }) {
  // At most a page: no thousands to separate.
  const next = Math.min(CARDS_PER_PAGE, total - shown);
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="text-sm text-stone-600">
        Mostrando {formatCount(shown)} de {counted(total, 'reserva', 'reservas')}
      </p>
      <Button variant="outline" onClick={onShowMore}>
        Mostrar {next} más
      </Button>
    </div>
  );
}

/**
 * The cards, a page at a time, with the dialog one of them opened; the dialog follows its
 * reservation's live row. Give it a new key when the filters change: it starts again at the first page.
 */
export function ReservationList({ items, filtering, onClearFilters, onCreateManual }: ReservationListProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const close = () => setOpen(null);
  const openItem = open && items.find((item) => item.reservation.id === open.reservationId);

  if (items.length === 0) return <NoReservations filtering={filtering} onClearFilters={onClearFilters} onCreateManual={onCreateManual} />;

  return (
    <>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {items.slice(0, shown).map((item) => (
          <ReservationCard
            key={item.reservation.id}
            item={item}
            onAction={(kind) => setOpen({ kind, reservationId: item.reservation.id })}
            onShowDetails={() => setOpen({ kind: 'details', reservationId: item.reservation.id })}
          />
        ))}
      </div>
      {items.length > shown && <ShowMore shown={shown} total={items.length} onShowMore={() => setShown(shown + CARDS_PER_PAGE)} />}
      {open && openItem && open.kind === 'details' && <ReservationDetailsDialog item={openItem} onClose={close} />}
      {open && openItem && open.kind === 'refund' && <OpenRefundDialog item={openItem} onClose={close} />}
      {open && openItem && (open.kind === 'payment' || open.kind === 'cancel') && (
        <ConfirmReservationActionDialog action={open.kind} item={openItem} onClose={close} />
      )}
    </>
  );
}
