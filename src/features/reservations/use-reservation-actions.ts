// 'Procesar Pago' and 'Cancelar' through the command runner, with the toasts of spec §8.
// The command refuses at once what the replica already knows to be wrong (a reservation
// cancelled meanwhile, a cash hold that ran out offline); the server's refusal after a sync
// arrives as a conflict instead.
import { useState } from 'react';
import { showToast } from '../../ui/toast/toast-store';
import { useRunCommand } from '../../session/replica-hooks';

export type ReservationAction = 'payment' | 'cancel';

const TOASTS: Record<ReservationAction, { success: string; failure: string }> = {
  payment: { success: 'Pago procesado exitosamente', failure: 'Error al procesar el pago' },
  cancel: { success: 'Reserva cancelada exitosamente', failure: 'Error al cancelar la reserva' },
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** queued: the command ran and its op waits in the outbox; refused: why it was not. */
export type ActionOutcome = { queued: true } | { queued: false; message: string };

export function useReservationActions() {
  const runCommand = useRunCommand();
  const [pending, setPending] = useState(false);

  const run = async (action: ReservationAction, reservationId: string): Promise<ActionOutcome> => {
    setPending(true);
    try {
      if (action === 'payment') await runCommand('reservations-process-payment', { reservation_id: reservationId });
      else await runCommand('reservations-cancel', { reservation_id: reservationId });
      showToast({ title: TOASTS[action].success, variant: 'success' });
      return { queued: true };
    } catch (error) {
      showToast({ title: `${TOASTS[action].failure}: ${messageOf(error)}`, variant: 'error' });
      return { queued: false, message: messageOf(error) };
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
