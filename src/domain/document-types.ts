// The identity documents a booking accepts, apart from the zod schemas that check them
// (reservation-schemas.ts): the public page's form shows these before any schema is loaded.
export const DOCUMENT_TYPES = ['CC', 'CE', 'TI', 'Otro'] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  CC: 'Cédula de ciudadanía (CC)',
  CE: 'Cédula de extranjería (CE)',
  TI: 'Tarjeta de identidad (TI)',
  Otro: 'Otro',
};
