// The longest text each column takes, with the label its message names. The server holds
// the same numbers and words (check_field_length: 'El campo {label} es demasiado largo'), so
// a form refuses here, under the field and before anything is queued, exactly what the
// server would refuse later. Lengths are counted in characters (code points), as Postgres'
// char_length counts them, not in UTF-16 units: an emoji is one character on both sides.
// No zod here: the public page sizes its fields before the form's rules load (text-limits.ts
// adds the zod checks).
export interface TextLimit {
  readonly max: number;
  readonly label: string;
}

function limit(max: number, label: string): TextLimit {
  return { max, label };
}

/** People: profiles, reservations' customers, public_customers, staff invitations. */
export const FULL_NAME_LIMIT = limit(120, 'Nombre completo');
export const EMAIL_LIMIT = limit(254, 'Correo electrónico');
export const PHONE_LIMIT = limit(30, 'Teléfono');
export const DOCUMENT_NUMBER_LIMIT = limit(30, 'Número de documento');
export const ADDRESS_LIMIT = limit(300, 'Dirección');

/** The organizer's business: organizations.name and the profile's business fields. */
export const COMPANY_NAME_LIMIT = limit(160, 'Nombre de la empresa');
export const RNT_LIMIT = limit(30, 'RNT');
export const BUSINESS_DESCRIPTION_LIMIT = limit(2000, 'Descripción del negocio');

/** Venues (graderias). */
export const VENUE_NAME_LIMIT = limit(120, 'Nombre');
export const VENUE_DESCRIPTION_LIMIT = limit(2000, 'Descripción');
export const VENUE_LOCATION_LIMIT = limit(200, 'Ubicación');

/** Events. */
export const EVENT_NAME_LIMIT = limit(160, 'Nombre del evento');
export const EVENT_SLUG_LIMIT = limit(180, 'Slug');
export const EVENT_DESCRIPTION_LIMIT = limit(5000, 'Descripción');
export const EVENT_IMAGE_LIMIT = limit(2048, 'Imagen');
export const EVENT_VIDEO_LIMIT = limit(2048, 'Video');

/** Reservations. */
export const NOTES_LIMIT = limit(1000, 'Notas');
export const SOURCE_LIMIT = limit(50, 'Origen');
export const DISCOUNT_CODE_LIMIT = limit(40, 'Código de descuento');

export function tooLongMessage(label: string): string {
  return `El campo ${label} es demasiado largo`;
}

/** Characters as Postgres counts them: a surrogate pair is one. */
export function textLength(text: string): number {
  let length = 0;
  for (const _character of text) length += 1;
  return length;
}

/** Whether a value fits its column; an absent value (null, undefined) always does. */
export function fitsLimit(value: string | null | undefined, { max }: TextLimit): boolean {
  return value === null || value === undefined || textLength(value) <= max;
}

/** Refunds: why the money went back (reservation_logs.details.reason of a 'refunded' entry). */
export const REFUND_REASON_LIMIT = limit(500, 'Motivo del reembolso');
