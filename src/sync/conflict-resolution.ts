// The two ways a cashier resolves a refused sale (DESIGN: "pick other seats for the same
// customer, or cancel and return the cash"). Until one of them runs, the conflict keeps the
// customer's data and the amount; afterwards a new sale or a 'Dinero por devolver' record
// does, so nothing the cashier took in is ever forgotten by the device.
import { cancellationRefusalFor, paymentRefusalFor } from '../domain/reservation-status';
import { uuidV8FromHash } from '../domain/seat-id';
import { CommandValidationError } from '../db/commands/command-definition';
import type { RunCommand } from '../db/commands/command-runner';
import { seatLabelsOf } from '../db/reservation-sale-queries';
import type { CashReturnRecord, ConflictRecord } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';
import { describeSaleConflict, type SaleConflict } from './sale-conflicts';

const NOT_A_SALE_CONFLICT = 'La venta rechazada ya no está pendiente';
const ALREADY_EXISTS = 'La reserva ya existe';

async function saleConflictOrThrow(db: TaquillaDatabase, opId: string): Promise<SaleConflict> {
  const saleConflict = await describeSaleConflict(db, opId);
  if (!saleConflict) throw new Error(NOT_A_SALE_CONFLICT);
  return saleConflict;
}

/**
 * The replacement sale's id comes from the refused op's id, so resolving twice (a crash
 * after queueing the new sale, before the conflict was removed) cannot sell twice: the
 * second attempt finds the reservation already made.
 */
export async function replacementReservationIdOf(opId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`replacement/${opId}`));
  return uuidV8FromHash(Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(''));
}

function isAlreadyDone(error: unknown): boolean {
  if (!(error instanceof CommandValidationError)) return false;
  const message = Object.values(error.fieldErrors)[0];
  return message === ALREADY_EXISTS || message === paymentRefusalFor('paid') || message === cancellationRefusalFor('cancelled');
}

/** Runs a command; one whose effect an earlier attempt already queued counts as done. */
async function runOnce(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!isAlreadyDone(error)) throw error;
  }
}

/** The payment or cancellation the cashier did after the sale, done again on the new reservation. */
async function replayFollowUp(runCommand: RunCommand, followUp: ConflictRecord, reservationId: string): Promise<void> {
  if (followUp.op.kind === 'reservations-process-payment') {
    await runOnce(() => runCommand('reservations-process-payment', { reservation_id: reservationId }));
  } else if (followUp.op.kind === 'reservations-cancel') {
    const reason = typeof followUp.op.payload.reason === 'string' ? followUp.op.payload.reason : null;
    await runOnce(() => runCommand('reservations-cancel', { reservation_id: reservationId, reason }));
  }
}

/**
 * (a) The same customer, payment method and extras on the seats they kept plus
 * `replacementSeatIds`, queued as a new sale; the payment or cancellation that followed the
 * refused sale is done again on it. A replacement seat that is not free is refused by the
 * sale command with its usual message, and the conflict stays.
 */
export async function resolveWithReplacementSeats(
  db: TaquillaDatabase,
  runCommand: RunCommand,
  opId: string,
  replacementSeatIds: readonly string[],
): Promise<string> {
  const { sale, seats, followUps } = await saleConflictOrThrow(db, opId);
  const keptSeatIds = seats.filter((entry) => !entry.lost).map((entry) => entry.seat.id);
  const reservationId = await replacementReservationIdOf(opId);
  await runOnce(() =>
    runCommand('reservations-create-manual', { ...sale, id: reservationId, seat_ids: [...keptSeatIds, ...replacementSeatIds] }),
  );
  for (const followUp of followUps) await replayFollowUp(runCommand, followUp, reservationId);
  await db.conflicts.bulkDelete([opId, ...followUps.map((followUp) => followUp.op_id)]);
  return reservationId;
}

/**
 * (b) The sale is dropped and the money it came to is owed to the customer: one
 * transaction moves the conflict (and the refused payment or cancellation that followed
 * it) to 'Dinero por devolver'.
 */
export async function resolveByReturningCash(db: TaquillaDatabase, opId: string, now: Date): Promise<CashReturnRecord> {
  const tables = [db.conflicts, db.cash_returns, db.stand_seats, db.columnar_revisions, db.graderias, db.events, db.discount_codes];
  return db.transaction('rw', tables, async () => {
    const { conflict, customer, seats, amount, followUps } = await saleConflictOrThrow(db, opId);
    const record: CashReturnRecord = {
      op_id: conflict.op_id,
      op: conflict.op,
      message: conflict.message,
      resolution: 'cash_to_return',
      customer,
      amount,
      seat_labels: seatLabelsOf(seats.map((entry) => entry.seat)),
      created_at: now.toISOString(),
      returned_at: null,
    };
    await db.cash_returns.put(record);
    await db.conflicts.bulkDelete([opId, ...followUps.map((followUp) => followUp.op_id)]);
    return record;
  });
}
