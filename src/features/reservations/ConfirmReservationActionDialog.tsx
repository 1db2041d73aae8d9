import { useState } from 'react';
import type { ReservationListItem } from '../../db/reservation-queries';
import { formatCOP } from '../../domain/money';
import { cancellationRefusalFor, paymentRefusalFor } from '../../domain/reservation-status';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useReservationActions, type ReservationAction } from './use-reservation-actions';

interface ConfirmReservationActionDialogProps {
  action: ReservationAction;
  item: ReservationListItem;
  onClose: () => void;
}

function PaymentQuestion({ item }: { item: ReservationListItem }) {
  const { customer_name, total_amount } = item.reservation;
  return (
    <p>
      ¿Confirmas que recibiste <strong>{formatCOP(total_amount)}</strong> en efectivo de {customer_name} por la reserva #{item.shortId}?
      La reserva quedará como pagada.
    </p>
  );
}

function CancelWarning({ item }: { item: ReservationListItem }) {
  return (
    <p>
      ¿Seguro que quieres cancelar la reserva #{item.shortId} de {item.reservation.customer_name}? Los asientos se liberarán
      automáticamente. Esta acción no se puede deshacer.
    </p>
  );
}

/**
 * The confirmation of 'Procesar Pago' or 'Cancelar'. When the action is no longer possible —
 * the hold ran out while the dialog was open, or the command refused it — the dialog says why
 * and offers only 'Cerrar', instead of a confirm button that can never succeed.
 */
export function ConfirmReservationActionDialog({ action, item, onClose }: ConfirmReservationActionDialogProps) {
  const { run, pending } = useReservationActions();
  const [refusedWith, setRefusedWith] = useState<string | null>(null);
  const isPayment = action === 'payment';
  const refusal = refusedWith ?? (isPayment ? paymentRefusalFor(item.status) : cancellationRefusalFor(item.status));
  const confirm = async () => {
    const outcome = await run(action, item.reservation.id);
    if (outcome.queued) onClose();
    else setRefusedWith(outcome.message);
  };

  return (
    <Dialog
      alert={!isPayment}
      title={isPayment ? 'Confirmar Procesamiento de Pago' : 'Cancelar Reserva'}
      description={isPayment ? <PaymentQuestion item={item} /> : <CancelWarning item={item} />}
      onClose={onClose}
      footer={
        refusal ? (
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Volver
            </Button>
            <Button variant={isPayment ? 'primary' : 'destructive'} onClick={() => void confirm()} disabled={pending}>
              {isPayment ? 'Confirmar Pago' : 'Sí, cancelar reserva'}
            </Button>
          </>
        )
      }
    >
      {refusal && <Alert variant="destructive">{refusal}</Alert>}
    </Dialog>
  );
}
