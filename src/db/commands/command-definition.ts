// The shape every command has, so that the reservation commands of issue 4 slot in beside
// the venue and event ones: a zod schema that turns a screen's input into the op payload,
// optional async preparation, and the optimistic change to the replica.
import type { z } from 'zod';
import type { FieldErrors } from '../../domain/field-errors';
import type { RowChangeRecorder } from '../row-changes';
import type { TaquillaDatabase } from '../taquilla-database';

export interface CommandContext {
  db: TaquillaDatabase;
  organizationId: string;
  /** When the command ran, as an ISO timestamp: the optimistic rows' created_at/updated_at. */
  now: string;
}

export interface CommandDefinition<Schema extends z.ZodType, Prepared = undefined> {
  schema: Schema;
  /** Commands that create a row get its id from the runner unless the input brings one. */
  assignsId?: boolean;
  /** The row the command is about, for its receipt; the payload's id unless told otherwise. */
  entityIdOf?: (payload: z.output<Schema>) => string;
  /**
   * Work that must finish before the Dexie transaction opens: IndexedDB commits a
   * transaction as soon as it waits on anything else (crypto.subtle, fetch, timers).
   */
  prepare?: (payload: z.output<Schema>) => Promise<Prepared>;
  /** Writes the optimistic rows through the recorder; throws CommandValidationError to refuse. */
  apply: (changes: RowChangeRecorder, payload: z.output<Schema>, context: CommandContext, prepared: Prepared) => Promise<void>;
}

/** A command refused before anything was written, with Spanish messages per field. */
export class CommandValidationError extends Error {
  readonly fieldErrors: FieldErrors;

  constructor(fieldErrors: FieldErrors) {
    super(Object.values(fieldErrors)[0] ?? 'Datos inválidos');
    this.name = 'CommandValidationError';
    this.fieldErrors = fieldErrors;
  }
}

/** Keeps each command's schema, preparation and id assignment types tied together in the registry. */
export function defineCommand<Schema extends z.ZodType, Prepared = undefined, const AssignsId extends boolean = false>(
  definition: CommandDefinition<Schema, Prepared> & { assignsId?: AssignsId },
): CommandDefinition<Schema, Prepared> & { assignsId?: AssignsId } {
  return definition;
}
