// The 'Nueva Gradería' form as the inputs hold it (text), and the command input it turns
// into. Validation is the domain's createGraderiaSchema, so the form shows exactly the
// messages the command would refuse with.
import type { FieldErrors } from '../../domain/field-errors';
import { fieldErrorsOf } from '../../domain/field-errors';
import { createGraderiaSchema, type CreateGraderiaInput } from '../../domain/graderia-schemas';

export interface NewVenueForm {
  name: string;
  description: string;
  location_name: string;
  location_lat: string;
  location_lng: string;
  rows: string;
  columns: string;
  floors: string;
  base_price: string;
}

/** Spec §5 defaults, with the sample premium-stand name and park location of §2. */
export const NEW_VENUE_DEFAULTS: NewVenueForm = {
  name: 'Gradería Premium Norte',
  description: '',
  location_name: 'Parque de la Música, Neiva',
  location_lat: '',
  location_lng: '',
  rows: '10',
  columns: '15',
  floors: '1',
  base_price: '50000',
};

/** '' is a missing number; anything else is read as typed, so '12.5' or 'abc' fails validation. */
export function numberFromInput(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

function coordinateFromInput(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export function newVenueInput(form: NewVenueForm, id: string): CreateGraderiaInput {
  return {
    id,
    name: form.name,
    description: form.description,
    location_name: form.location_name,
    location_lat: coordinateFromInput(form.location_lat),
    location_lng: coordinateFromInput(form.location_lng),
    rows: numberFromInput(form.rows) as number,
    columns: numberFromInput(form.columns) as number,
    floors: numberFromInput(form.floors) as number,
    base_price: numberFromInput(form.base_price) as number,
  };
}

export function newVenueErrors(form: NewVenueForm, id: string): FieldErrors {
  const parsed = createGraderiaSchema.safeParse(newVenueInput(form, id));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/** A dimension the preview can draw: a whole number within the limits, else nothing. */
export function previewDimension(text: string, max: number): number | undefined {
  const value = numberFromInput(text);
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}
