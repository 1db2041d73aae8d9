// Length-limit checks shared by the schema tests: the longest value a field takes passes,
// one character more is refused under that field with the contract's message. Numbers and
// labels are written out in each test (not read from text-limits.ts), so a drifted constant
// fails the test instead of moving with it.
import { expect } from 'vitest';

export type FieldErrorsOf = (change: Record<string, unknown>) => Record<string, string>;

/** [field, longest accepted length, label in the message, how to build a value of a length]. */
export type LimitCase = [field: string, max: number, label: string, valueOf: (length: number) => string];

export function plainText(length: number): string {
  return 'x'.repeat(length);
}

/** A well-formed address of exactly `length` characters. */
export function emailOfLength(length: number): string {
  const domain = '@correo.co';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

export function expectLimit(errorsOf: FieldErrorsOf, [field, max, label, valueOf]: LimitCase): void {
  expect(errorsOf({ [field]: valueOf(max) })).toEqual({});
  expect(errorsOf({ [field]: valueOf(max + 1) })).toEqual({ [field]: `El campo ${label} es demasiado largo` });
}
