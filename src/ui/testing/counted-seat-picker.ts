// The seat picker with its renders counted, for tests of screens whose map (12,500 seats on the
// largest stand) must not be drawn again for what does not change it: a keystroke in a form
// beside it, the clock's tick. In the test file:
//   vi.mock('../../ui/SeatPicker', async (real) => (await import('../../ui/testing/counted-seat-picker')).countedSeatPicker(real));
import { vi } from 'vitest';
import type * as SeatPickerModule from '../SeatPicker';

/** Called once per render of any seat picker. */
export const seatPickerDrawn = vi.fn();

export async function countedSeatPicker(importOriginal: () => Promise<unknown>): Promise<typeof SeatPickerModule> {
  const real = (await importOriginal()) as typeof SeatPickerModule;
  return {
    SeatPicker: (props) => {
      seatPickerDrawn();
      return real.SeatPicker(props);
    },
  };
}
