// Zod pieces shared by the command schemas. Forms send '' for an empty field; the op
// payloads carry null instead, as the server stores it.
import { z } from 'zod';

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** A free text that may be left empty: trimmed, and null when empty. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** The same for edits, where an absent field (undefined) means "keep what is stored". */
export const editableText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null));

/** A field a form may leave blank, which then counts as missing. */
export function blankAsMissing<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(blankToUndefined, schema);
}

export const WHOLE_PESOS_MESSAGE = 'El precio debe ser un valor entero';
export const WHOLE_NUMBER_MESSAGE = 'Debe ser un número entero';

/** Ids are chosen by the device (uuid v4) or derived (seat ids, uuid v8): any well-formed uuid. */
export const entityId = z.guid({ error: 'Identificador inválido' });
