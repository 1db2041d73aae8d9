// Every command that moves cash gets the device's next receipt number, in the same Dexie
// transaction as the command's own op and queued right after it: a cash sale paid at once
// (a completed cash charge written by reservations-create-manual), a payment collected in
// cash (reservations-process-payment), a cash refund (reservations-refund) — or any future
// command that writes such payments. It reads what the command wrote, so the sale, payment
// and refund commands (and their payloads) stay as they are. A pending cash hold moves no
// money yet: its receipt comes with 'Procesar Pago'.
//
// Only while the device has an open shift: the receipt is the shift's record of cash in the
// drawer, and a device that never opens one (the box office before issue 19, and every
// existing test that counts the outbox) queues exactly the ops it did before. The server
// still accepts a receipt without a shift (shift_id null) should that rule change.
//
// No gaps, even offline and across restarts: the last number lives in sync_state beside
// the device id and is raised in the transaction that queues the op, so a number is spent
// exactly when its op exists; a refused cash op's receipt is stored 'void' by the server,
// number kept.
import type { ReceiptKind } from '../../domain/cash-shifts';
import { RowChangeRecorder, storedServerBases } from '../row-changes';
import { paymentBuckets } from '../row-buckets';
import type { PaymentRow } from '../rows';
import { SYNC_STATE_KEY, type SyncStateRecord } from '../sync-records';
import type { TaquillaDatabase } from '../taquilla-database';
import { issueCashReceipt, openShiftOfDevice } from './cash-shift-commands';

export const RECEIPT_OP_KIND = 'cash-receipts-issue';

interface CashMovement {
  kind: ReceiptKind;
  amount: number;
  reservationId: string;
}

const isCashIn = (row: PaymentRow) => row.kind !== 'refund' && row.status === 'completed' && row.payment_method === 'cash';
const isCashOut = (row: PaymentRow) => row.kind === 'refund' && row.status !== 'failed' && row.payment_method === 'cash';

/** The cash the command's payment rows moved: charges that became completed cash, or a new cash refund. */
export async function cashMovementOf(db: TaquillaDatabase, commandKind: string, changes: RowChangeRecorder): Promise<CashMovement | null> {
  let cashIn = 0;
  let cashOut = 0;
  let reservationId: string | null = null;
  for (const { key, before } of changes.rowsBefore('payments')) {
    const now = await paymentBuckets.get(db, key as string);
    if (!now) continue;
    const was = before as PaymentRow | null;
    if (isCashIn(now) && !(was && isCashIn(was))) cashIn += now.amount;
    else if (isCashOut(now) && !(was && isCashOut(was))) cashOut += now.amount;
    else continue;
    reservationId = now.reservation_id;
  }
  if (!reservationId) return null;
  if (cashOut > 0) return { kind: 'refund', amount: cashOut, reservationId };
  return { kind: commandKind === 'reservations-create-manual' ? 'sale' : 'payment', amount: cashIn, reservationId };
}

/** The number after the last one this device used: the stored counter, or the replica's receipts if ahead. */
async function nextSequence(db: TaquillaDatabase, state: SyncStateRecord): Promise<number> {
  const newest = await db.cash_receipts
    .where('[device_id+sequence]')
    .between([state.device_id, 0], [state.device_id, Number.MAX_SAFE_INTEGER])
    .last();
  return Math.max(state.receipt_sequence ?? 0, newest?.sequence ?? 0) + 1;
}

export interface IssuedReceipt {
  receiptId: string;
  opId: string;
}

/**
 * Queues the receipt op of a cash command just queued (cashOpId), inside the caller's
 * transaction over the replica, outbox and sync_state; null when the command moved no cash.
 */
export async function issueReceiptFor(
  db: TaquillaDatabase,
  { commandKind, changes, cashOpId, organizationId, now, newId }: {
    commandKind: string;
    changes: RowChangeRecorder;
    cashOpId: string;
    organizationId: string;
    now: string;
    newId: () => string;
  },
): Promise<IssuedReceipt | null> {
  const movement = await cashMovementOf(db, commandKind, changes);
  if (!movement) return null;
  const state = (await db.sync_state.get(SYNC_STATE_KEY))!;
  const shift = await openShiftOfDevice(db, state.device_id);
  if (!shift) return null;
  const sequence = await nextSequence(db, state);
  await db.sync_state.update(SYNC_STATE_KEY, { receipt_sequence: sequence });
  const payload = {
    id: newId(),
    sequence,
    shift_id: shift.id,
    reservation_id: movement.reservationId,
    kind: movement.kind,
    amount: movement.amount,
    issued_at: now,
    cash_op_id: cashOpId,
  };
  const receiptChanges = new RowChangeRecorder(db, storedServerBases(db));
  await issueCashReceipt.apply(receiptChanges, payload, { db, organizationId, now }, undefined);
  const opId = newId();
  await db.outbox.add({ op_id: opId, device_id: state.device_id, kind: RECEIPT_OP_KIND, payload, created_at: now, touches: receiptChanges.touches });
  return { receiptId: payload.id, opId };
}
