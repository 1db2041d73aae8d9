// Confirming a card refund: the reason is checked here with the server's words, then the
// payment-refund function asks the provider (online only; nothing is queued). The sandbox
// provider confirms at once; a real one may confirm later. Either way the replica learns the
// outcome (the refund row, then the cancelled booking and its freed seats) from a sync,
// which is asked for right away.
import { ApiError } from '../../api/api-error';
import { requestCardRefund } from '../../api/card-refunds';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { readSyncState } from '../../db/sync-state';
import { formatCOP } from '../../domain/money';
import { REFUND_REASON_REQUIRED } from '../../domain/refunds';
import { REFUND_REASON_LIMIT, requiredText } from '../../domain/text-limits';
import { requestSync } from '../../sync/sync-session';

export type RefundFieldErrors = Record<string, string>;

const reasonSchema = requiredText(REFUND_REASON_REQUIRED, REFUND_REASON_LIMIT);
const UNEXPECTED_MESSAGE = 'No se pudo solicitar el reembolso. Intenta nuevamente.';

export function cardRefundRequestedMessage(amount: number): string {
  return `Reembolso solicitado al proveedor de pagos: ${formatCOP(amount)} vuelven a la tarjeta del cliente. La reserva se cancelará y sus asientos se liberarán cuando el proveedor lo confirme.`;
}

async function deviceIdOf(db: TaquillaDatabase | null): Promise<string | null> {
  if (!db) return null;
  return (await readSyncState(db).catch(() => null))?.device_id ?? null;
}

/** Asks the provider for the refund; resolves to field errors (empty when it was accepted). */
export async function confirmCardRefund({
  reservationId,
  reason,
  db,
}: {
  reservationId: string;
  reason: string;
  db: TaquillaDatabase | null;
}): Promise<RefundFieldErrors> {
  const checked = reasonSchema.safeParse(reason);
  if (!checked.success) return { reason: checked.error.issues[0]?.message ?? REFUND_REASON_REQUIRED };
  try {
    await requestCardRefund({ reservationId, reason: checked.data, deviceId: await deviceIdOf(db) });
  } catch (error) {
    if (!(error instanceof ApiError)) return { request: UNEXPECTED_MESSAGE };
    return error.code === 'reason_required' ? { reason: error.message } : { request: error.message };
  } finally {
    // Accepted or refused, the server's rows are what the card must show now.
    requestSync();
  }
  return {};
}
