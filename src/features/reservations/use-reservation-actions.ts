// 'Procesar Pago' and 'Cancelar' through the command runner, with the toasts of spec §8.
// The command refuses at once what the replica already knows to be wrong (a reservation
// cancelled meanwhile); the server's refusal after a sync arrives as a conflict instead.
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

export function useReservationActions() {
  const runCommand = useRunCommand();
  const [pending, setPending] = useState(false);

  /** Resolves true when the command was queued. */
  const run = async (action: ReservationAction, reservationId: string): Promise<boolean> => {
    setPending(true);
    try {
      if (action === 'payment') await runCommand('reservations-process-payment', { reservation_id: reservationId });
      else await runCommand('reservations-cancel', { reservation_id: reservationId });
      showToast({ title: TOASTS[action].success, variant: 'success' });
      return true;
    } catch (error) {
      showToast({ title: `${TOASTS[action].failure}: ${messageOf(error)}`, variant: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
