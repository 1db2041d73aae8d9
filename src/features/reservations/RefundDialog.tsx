// 'Reembolsar': the amount is what was paid (read-only: a refund gives back all of it or
// nothing), the reason is required. Cash: confirming queues the refund, offline too. Card:
// confirming asks the payment provider through the server (online only; see use-card-refund).
import { useState } from 'react';
import { CommandValidationError } from '../../db/commands/command-definition';
import type { ReservationListItem } from '../../db/reservation-queries';
import { formatCOP } from '../../domain/money';
import { REFUND_REASON_LIMIT } from '../../domain/text-limits';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InputField, TextAreaField } from '../../ui/validated-fields';
import { showToast } from '../../ui/toast/toast-store';
import { useReplica, useRunCommand } from '../../session/replica-hooks';
import { cardRefundRequestedMessage, confirmCardRefund, type RefundFieldErrors } from './use-card-refund';

export type RefundMethod = 'cash' | 'card';

interface RefundDialogProps {
  item: ReservationListItem;
  amount: number;
  method: RefundMethod;
  onClose: () => void;
}

const WHAT_HAPPENS: Record<RefundMethod, string> = {
  cash: 'Entrega el dinero en efectivo al cliente: la reserva quedará cancelada y sus asientos se liberarán. Funciona sin conexión; se sincroniza al volver la señal.',
  card: 'Se pagó con tarjeta: el reembolso se solicita al proveedor de pagos y el dinero vuelve a la tarjeta del cliente. Cuando el proveedor lo confirme, la reserva quedará cancelada y sus asientos se liberarán. Requiere conexión.',
};

const AMOUNT_LABELS: Record<RefundMethod, string> = {
  cash: 'Monto a devolver (efectivo)',
  card: 'Monto a devolver (tarjeta)',
};

function seatsText(item: ReservationListItem): string {
  return item.seats.map((seat) => seat.code).join(', ');
}

/** Confirms the refund the dialog's method says; resolves to field errors, empty when done. */
function useConfirmRefund(item: ReservationListItem, amount: number, method: RefundMethod) {
  const runCommand = useRunCommand();
  const db = useReplica();
  const confirmCash = async (reason: string): Promise<RefundFieldErrors> => {
    try {
      await runCommand('reservations-refund', { reservation_id: item.reservation.id, amount, reason });
      showToast({ title: `Reembolso registrado: entrega ${formatCOP(amount)} en efectivo`, variant: 'success' });
      return {};
    } catch (error) {
      if (error instanceof CommandValidationError) return error.fieldErrors;
      return { request: 'Error al registrar el reembolso' };
    }
  };
  const confirmCard = async (reason: string): Promise<RefundFieldErrors> => {
    const errors = await confirmCardRefund({ reservationId: item.reservation.id, reason, db });
    if (Object.keys(errors).length === 0) showToast({ title: cardRefundRequestedMessage(amount), variant: 'success' });
    return errors;
  };
  return method === 'card' ? confirmCard : confirmCash;
}

export function RefundDialog({ item, amount, method, onClose }: RefundDialogProps) {
  const confirmRefund = useConfirmRefund(item, amount, method);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<RefundFieldErrors>({});
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    const refused = await confirmRefund(reason);
    setPending(false);
    setErrors(refused);
    if (Object.keys(refused).length === 0) onClose();
  };
  const otherError = Object.entries(errors).find(([field]) => field !== 'reason')?.[1];

  return (
    <Dialog
      alert
      title="Reembolsar Reserva"
      description={
        <p>
          Reserva #{item.shortId} de {item.reservation.customer_name} · Asientos {seatsText(item)}. {WHAT_HAPPENS[method]}
        </p>
      }
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Volver
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending && method === 'card' ? 'Solicitando reembolso…' : 'Confirmar reembolso'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <InputField label={AMOUNT_LABELS[method]} value={formatCOP(amount)} readOnly hint="Lo pagado por la reserva: se devuelve completo." />
        <TextAreaField
          label="Motivo del reembolso"
          value={reason}
          maxLength={REFUND_REASON_LIMIT.max}
          placeholder="Ej.: el cliente no puede asistir"
          onChange={(event) => {
            setReason(event.target.value);
            // The message answered the previous text: editing the reason clears it.
            setErrors(({ reason: _answered, ...others }) => others);
          }}
          error={errors.reason}
          required
        />
        {otherError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {otherError}
          </p>
        )}
      </div>
    </Dialog>
  );
}
