import { describe, expect, it } from 'vitest';
import { seatIdOf, seatIdOfSync } from './seat-id';

// Expected values were computed by public.seat_id() on the server.
describe('seatIdOf', () => {
  it.each([
    ['6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a', 1, 'A', 1, '65c73ae8-72da-8a63-a3bc-25d599479c9a'],
    ['6f1c2a3e-0b7d-4c1e-9a55-3d2f1e0c9b8a', 5, 'AX', 50, 'aa0bb670-5503-83e4-80f4-faef6c7ab946'],
    ['00000000-0000-4000-8000-000000000001', 2, 'C', 7, 'fe5d4c3f-c153-81fa-835c-ca84e6b9b8e6'],
  ])('%s floor %d row %s column %d → %s', async (graderiaId, floor, row, column, expected) => {
    expect(await seatIdOf(graderiaId, floor, row, column)).toBe(expected);
    expect(seatIdOfSync(graderiaId, floor, row, column)).toBe(expected);
  });
});
