import { describe, expect, it } from 'vitest';
import { isEntityId } from './entity-id';
import { entityId } from './form-values';

describe('isEntityId', () => {
  it.each([
    'a0000000-0000-4000-8000-000000000010',
    'A0000000-0000-4000-8000-00000000001F',
    '01890a5d-ac96-8b5e-9d7c-1f2e3d4c5b6a',
    'a0000000-0000-4000-8000-00000000001',
    'a0000000000040008000000000000010',
    'no-es-un-pago',
    '',
    ' a0000000-0000-4000-8000-000000000010',
  ])('agrees with the schemas’ entityId on %j', (value) => {
    expect(isEntityId(value)).toBe(entityId.safeParse(value).success);
  });
});
