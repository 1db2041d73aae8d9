import { useState } from 'react';
import type { ReservationListItem } from '../../db/reservation-queries';
import { Card } from '../../ui/Card';
import { ConfirmReservationActionDialog } from './ConfirmReservationActionDialog';
import { ReservationCard } from './ReservationCard';
import { RefundDialog } from './RefundDialog';
import { refundAvailabilityOf } from './refund-availability';
import { ReservationDetailsDialog } from './ReservationDetailsDialog';
import type { ReservationAction } from './use-reservation-actions';

type OpenDialog = { kind: ReservationAction | 'refund' | 'details'; reservationId: string } | null;

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

/** The cards, with the dialog one of them opened; the dialog follows its reservation's live row. */
export function ReservationList({ items, filtering }: { items: ReservationListItem[]; filtering: boolean }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const openItem = open && items.find((item) => item.reservation.id === open.reservationId);

  if (items.length === 0) {
    return (
      <Card className="px-6 py-10 text-center">
        <p className="font-semibold text-stone-900">{filtering ? 'Ninguna reserva coincide con la búsqueda' : 'Aún no hay reservas'}</p>
        {!filtering && <p className="mt-1 text-sm text-stone-600">Las reservas en línea y las ventas de taquilla aparecerán aquí.</p>}
      </Card>
    );
  }

  return (
    <>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {items.map((item) => (
          <ReservationCard
            key={item.reservation.id}
            item={item}
            onAction={(kind) => setOpen({ kind, reservationId: item.reservation.id })}
            onShowDetails={() => setOpen({ kind: 'details', reservationId: item.reservation.id })}
          />
        ))}
      </div>
      {open && openItem && open.kind === 'details' && <ReservationDetailsDialog item={openItem} onClose={close} />}
      {open && openItem && open.kind === 'refund' && <OpenRefundDialog item={openItem} onClose={close} />}
      {open && openItem && (open.kind === 'payment' || open.kind === 'cancel') && (
        <ConfirmReservationActionDialog action={open.kind} item={openItem} onClose={close} />
      )}
    </>
  );
}
