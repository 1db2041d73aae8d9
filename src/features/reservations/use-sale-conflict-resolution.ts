// The two ways out of a refused sale, as the cashier triggers them: move the customer to
// other seats, or cancel and owe the cash back. Each says how it went in a toast; a
// failure (a replacement seat sold meanwhile too) leaves the conflict where it was.
import { useState } from 'react';
import { confirmCashReturned } from '../../db/reservation-cash-returns';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { resolveByReturningCash, resolveWithReplacementSeats } from '../../sync/conflict-resolution';
import { describeSaleConflict, suggestSeatsFor } from '../../sync/sale-conflicts';
import { showToast } from '../../ui/toast/toast-store';
import { useRunCommand } from '../../session/replica-hooks';

export const MOVED_TO_NEW_SEATS = 'Reserva creada en los nuevos asientos';
export const CASH_TO_RETURN = 'Venta cancelada: el dinero queda por devolver';
export const CASH_RETURNED = 'Devolución registrada';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The nearest free seats together for what was lost; [] when the stand has not enough left. */
export async function suggestedSeatIdsFor(db: TaquillaDatabase, opId: string): Promise<string[]> {
  const saleConflict = await describeSaleConflict(db, opId);
  if (!saleConflict) return [];
  return (await suggestSeatsFor(db, saleConflict, new Date())).map((seat) => seat.id);
}

export function useSaleConflictResolution(db: TaquillaDatabase) {
  const runCommand = useRunCommand();
  const [pending, setPending] = useState(false);

  const attempt = async (work: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      showToast({ title: success, variant: 'success' });
      return true;
    } catch (error) {
      showToast({ title: failure, description: messageOf(error), variant: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };

  return {
    pending,
    moveToSeats: (opId: string, seatIds: readonly string[]) =>
      attempt(() => resolveWithReplacementSeats(db, runCommand, opId, seatIds), MOVED_TO_NEW_SEATS, 'No se pudo reasignar la reserva'),
    returnCash: (opId: string) => attempt(() => resolveByReturningCash(db, opId, new Date()), CASH_TO_RETURN, 'No se pudo cancelar la venta'),
    confirmReturned: (opId: string) => attempt(() => confirmCashReturned(db, opId, new Date()), CASH_RETURNED, 'No se pudo registrar la devolución'),
  };
}
