// The one write path of the organizer app: validate, write the optimistic rows, queue the
// op — the last two in one Dexie transaction, so the replica never shows a change the
// outbox will not send, and the outbox never sends a change the replica does not show.
import { fieldErrorsOf } from '../../domain/field-errors';
import { RowChangeRecorder, storedServerBases } from '../row-changes';
import type { FirstSend } from '../sync-records';
import { readSyncState } from '../sync-state';
import type { TaquillaDatabase } from '../taquilla-database';
import { issueReceiptFor } from './cash-receipt-issuing';
import { CommandValidationError } from './command-definition';
import { commandDefinitionOf, type CommandInput, type CommandKind } from './command-registry';

export interface CommandRunnerDependencies {
  db: TaquillaDatabase;
  newId: () => string;
  now: () => Date;
  /** Called after an op is queued: the sync engine pushes on write. */
  onQueued?: () => void;
}

export interface CommandReceipt {
  opId: string;
  /** The id of the row the command created or changed. */
  entityId: string;
  /** The cash receipt issued with it, when the command moved cash. */
  cashReceiptId?: string;
}

/**
 * An op sent before that never got an answer ('No se pudo enviar'). Queued again under its
 * own id and time, the server applies it at most once (it may have applied it already) and
 * dates it when it happened.
 */
export interface UnansweredOp {
  op_id: string;
  created_at: string;
  /** Where the pulls stood when it was first pushed: its answer may date from then. */
  first_sent?: FirstSend;
}

export type RunCommand = <Kind extends CommandKind>(kind: Kind, input: CommandInput<Kind>, unanswered?: UnansweredOp) => Promise<CommandReceipt>;

/** Op payloads travel as JSON; an absent field must stay absent ("keep the stored value"). */
function withoutUndefined(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

export function createCommandRunner({ db, newId, now, onQueued }: CommandRunnerDependencies): RunCommand {
  return async (kind, input, unanswered) => {
    const definition = commandDefinitionOf(kind);
    const candidate = input as Record<string, unknown>;
    const withId = definition.assignsId && !candidate.id ? { ...candidate, id: newId() } : candidate;
    const parsed = definition.schema.safeParse(withId);
    if (!parsed.success) throw new CommandValidationError(fieldErrorsOf(parsed.error));
    const payload = withoutUndefined(parsed.data as Record<string, unknown>);
    const prepared = definition.prepare ? await definition.prepare(payload) : undefined;
    const opId = unanswered?.op_id ?? newId();
    const createdAt = unanswered?.created_at ?? now().toISOString();

    // taken_seats: the sale commands' seat checks read the first download's taken seats.
    const tables = [...db.replicaDexieTables(), db.outbox, db.sync_state, db.server_bases, db.taken_seats];
    const cashReceiptId = await db.transaction('rw', tables, async () => {
      const { device_id, organization_id } = await readSyncState(db);
      // A row no queued op holds is the server's version: it becomes the row's server base.
      const changes = new RowChangeRecorder(db, storedServerBases(db));
      await definition.apply(changes, payload, { db, organizationId: organization_id ?? '', now: createdAt }, prepared);
      const firstSent = unanswered?.first_sent ? { first_sent: unanswered.first_sent } : {};
      await db.outbox.add({ op_id: opId, device_id, kind, payload, created_at: createdAt, touches: changes.touches, ...firstSent });
      // A resent op ('Reintentar') got its receipt the first time it ran.
      if (unanswered) return undefined;
      const receipt = await issueReceiptFor(db, { commandKind: kind, changes, cashOpId: opId, organizationId: organization_id ?? '', now: createdAt, newId });
      return receipt?.receiptId;
    });
    onQueued?.();
    const entityId = definition.entityIdOf ? definition.entityIdOf(payload) : String(payload.id);
    return cashReceiptId ? { opId, entityId, cashReceiptId } : { opId, entityId };
  };
}
