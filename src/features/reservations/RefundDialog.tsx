// 'Reembolsar': the amount is what was paid (read-only: a refund gives back all of it or
// nothing), the reason is required, and confirming queues the cash refund — offline too.
import { useState } from 'react';
import { CommandValidationError } from '../../db/commands/command-definition';
import type { ReservationListItem } from '../../db/reservation-queries';
import { formatCOP } from '../../domain/money';
import { REFUND_REASON_LIMIT } from '../../domain/text-limits';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InputField, TextAreaField } from '../../ui/validated-fields';
import { showToast } from '../../ui/toast/toast-store';
import { useRunCommand } from '../sync-status/replica-hooks';

interface RefundDialogProps {
  item: ReservationListItem;
  amount: number;
  onClose: () => void;
}

function seatsText(item: ReservationListItem): string {
  return item.seats.map((seat) => `${seat.row_letter}-${seat.seat_number}`).join(', ');
}

export function RefundDialog({ item, amount, onClose }: RefundDialogProps) {
  const runCommand = useRunCommand();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await runCommand('reservations-refund', { reservation_id: item.reservation.id, amount, reason });
      showToast({ title: `Reembolso registrado: entrega ${formatCOP(amount)} en efectivo`, variant: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof CommandValidationError) setErrors(error.fieldErrors);
      else showToast({ title: 'Error al registrar el reembolso', variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  const otherError = Object.entries(errors).find(([field]) => field !== 'reason')?.[1];

  return (
    <Dialog
      alert
      title="Reembolsar Reserva"
      description={
        <p>
          Reserva #{item.shortId} de {item.reservation.customer_name} · Asientos {seatsText(item)}. Entrega el dinero en efectivo al cliente: la
          reserva quedará cancelada y sus asientos se liberarán. Funciona sin conexión; se sincroniza al volver la señal.
        </p>
      }
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Volver
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            Confirmar reembolso
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <InputField label="Monto a devolver (efectivo)" value={formatCOP(amount)} readOnly hint="Lo pagado por la reserva: se devuelve completo." />
        <TextAreaField
          label="Motivo del reembolso"
          value={reason}
          maxLength={REFUND_REASON_LIMIT.max}
          placeholder="Ej.: el cliente no puede asistir"
          onChange={(event) => setReason(event.target.value)}
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
