// A well-formed id checked without zod: the payment page checks the id in its address on
// load, and importing even zod's patterns would bring its schemas into the page's chunk.
// The pattern is z.guid()'s (form-values.ts `entityId`); entity-id.test.ts holds them equal.
const GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export function isEntityId(value: string): boolean {
  return GUID.test(value);
}
