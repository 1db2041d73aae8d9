// The column limits (text-limit-sizes.ts) as zod checks for the forms' schemas; the sizes,
// messages and character count are re-exported so that schemas import one module.
import { z } from 'zod';
import { fitsLimit, tooLongMessage, type TextLimit } from './text-limit-sizes';

export * from './text-limit-sizes';

/**
 * The length check to add to a text schema with `.check(maxText(LIMIT))`, after its trim and
 * transforms, so it measures what would be stored. Not aborting: the field's other messages
 * (required, format) keep their place before it.
 */
export function maxText<Value extends string | null | undefined>(textLimit: TextLimit): z.core.$ZodCheck<Value> {
  return z.refine<Value>((value) => fitsLimit(value, textLimit), tooLongMessage(textLimit.label));
}

/** A text the person must fill: trimmed, its own message when blank, then within its column. */
export function requiredText(requiredMessage: string, textLimit: TextLimit) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).check(maxText(textLimit));
}
