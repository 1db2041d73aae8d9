// The edit and prices forms as their inputs hold them, checked with the domain's
// updateGraderiaSchema. Spec §5 gives the edit screen one price message,
// 'El precio debe ser mayor a 0', also for an empty price; the prices screen says
// 'El precio base es obligatorio' instead.
import type { GraderiaRow } from '../../db/rows';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import { editedBasePrice, updateGraderiaSchema, type UpdateGraderiaInput } from '../../domain/graderia-schemas';
import { numberFromInput } from './new-venue-form';

export const PRICE_NOT_POSITIVE = 'El precio debe ser mayor a 0';

export interface EditVenueForm {
  name: string;
  description: string;
  location_name: string;
  base_price: string;
  is_active: boolean;
}

export function editVenueFormOf(graderia: GraderiaRow): EditVenueForm {
  return {
    name: graderia.name,
    description: graderia.description ?? '',
    location_name: graderia.location_name ?? '',
    base_price: String(graderia.base_price),
    is_active: graderia.is_active,
  };
}

export function editVenueInput(form: EditVenueForm, id: string): UpdateGraderiaInput {
  return {
    id,
    name: form.name,
    description: form.description,
    location_name: form.location_name,
    base_price: numberFromInput(form.base_price),
    is_active: form.is_active,
  };
}

export function editVenueErrors(form: EditVenueForm, id: string): FieldErrors {
  const parsed = updateGraderiaSchema.safeParse(editVenueInput(form, id));
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (form.base_price.trim() === '') errors.base_price = PRICE_NOT_POSITIVE;
  return errors;
}

/** The prices screen's rule: the same as editing, with its own message for an empty price. */
export function basePriceError(text: string): string | undefined {
  const parsed = editedBasePrice.safeParse(numberFromInput(text));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
