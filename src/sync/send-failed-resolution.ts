// The two ways out of an op the server never answered ('No se pudo enviar'): send it again,
// or drop it once the cashier has confirmed. Retrying runs the same command with the same
// payload through the one write path, so it is checked, applied to the replica and queued
// like the first time, under the op's own id and time: if the server did apply it (an answer
// the client could not read), it answers with that first result instead of applying it twice.
import { CommandValidationError } from '../db/commands/command-definition';
import type { RunCommand } from '../db/commands/command-runner';
import { COMMANDS, type CommandInput, type CommandKind } from '../db/commands/command-registry';
import { SEND_FAILED_CODE, type ConflictRecord } from '../db/sync-records';
import type { TaquillaDatabase } from '../db/taquilla-database';

const NOT_UNSENT = 'La operación ya no está pendiente de envío';
const UNKNOWN_KIND = 'Esta operación no se puede reintentar desde este dispositivo';

export function isSendFailed(conflict: ConflictRecord): boolean {
  return conflict.code === SEND_FAILED_CODE;
}

async function unsentOrThrow(db: TaquillaDatabase, opId: string): Promise<ConflictRecord> {
  const conflict = await db.conflicts.get(opId);
  if (!conflict || !isSendFailed(conflict)) throw new Error(NOT_UNSENT);
  return conflict;
}

const isCommandKind = (kind: string): kind is CommandKind => Object.hasOwn(COMMANDS, kind);

/** Queues the op's command again and removes the conflict; a command that refuses leaves it. */
export async function retrySendFailed(db: TaquillaDatabase, runCommand: RunCommand, opId: string): Promise<void> {
  const { op, first_sent } = await unsentOrThrow(db, opId);
  if (!isCommandKind(op.kind)) throw new CommandValidationError({ kind: UNKNOWN_KIND });
  await runCommand(op.kind, op.payload as CommandInput<typeof op.kind>, { ...op, first_sent });
  await db.conflicts.delete(opId);
}

/** Drops the op for good: called only after the cashier confirmed. */
export async function discardSendFailed(db: TaquillaDatabase, opId: string): Promise<void> {
  await db.transaction('rw', db.conflicts, async () => {
    await unsentOrThrow(db, opId);
    await db.conflicts.delete(opId);
  });
}
