// Schedules the model test found failing, shrunk (by fast-check, then by hand to the steps
// that matter), kept as plain cases. Each says what went wrong before issue 15's rebase and
// single engine (Nov 25, 2026), when every one of them failed.
import type { Schedule } from './model-schedule';

export interface RegressionSchedule {
  name: string;
  schedule: Schedule;
}

export const REGRESSION_SCHEDULES: RegressionSchedule[] = [
  {
    // Ghost reservation at the batch boundary (batch size 1): the seat was sold meanwhile, the
    // server refuses the sale and then its payment; the payment's undo, run after the sale's,
    // brings back the 'pending' reservation with no seats.
    name: 'a refused offline sale and its payment in separate pushes leave no ghost',
    schedule: {
      devices: 2,
      pushBatchSize: 1,
      steps: [
        { device: 0, do: 'offline' },
        { device: 0, do: 'sell', seats: [0], method: 'cash' },
        { device: 0, do: 'pay', pick: 0 },
        { device: 1, do: 'sell', seats: [0], method: 'marked_paid' },
        { do: 'sync', devices: [1] },
        { device: 0, do: 'online' },
      ],
    },
  },
  {
    // Ghost reservation, found by fast-check (seed 1): the payment is queued while the sale's
    // push is in flight; the sale is refused, then the payment, and the payment's undo brings
    // back the 'pending' sale without seats.
    name: 'a payment queued while its refused sale is being pushed leaves no ghost',
    schedule: {
      devices: 2,
      pushBatchSize: 2,
      steps: [
        { device: 0, do: 'sell', seats: [1], method: 'cash' },
        { device: 1, do: 'sell', seats: [1], method: 'cash' },
        { do: 'sync', devices: [1] },
        { device: 0, do: 'during-push', command: { do: 'pay', pick: 0 } },
      ],
    },
  },
  {
    // Ghost with seats, found by fast-check (seed 11): an offline sale then its cancellation;
    // the server refuses both, and the cancellation's undo restores the sale 'pending' with its
    // seats active, so the device shows seats taken that the server never sold.
    name: 'a refused offline sale and its cancellation leave neither the sale nor its seats',
    schedule: {
      devices: 2,
      pushBatchSize: 1,
      steps: [
        { device: 1, do: 'offline' },
        { device: 0, do: 'sell', seats: [0], method: 'cash' },
        { device: 1, do: 'sell', seats: [0, 1], method: 'cash' },
        { device: 1, do: 'cancel', pick: 0 },
        { do: 'sync', devices: [0] },
        { device: 1, do: 'online' },
      ],
    },
  },
  {
    // Stale row after a pull: another gate cancels the sale; this device queues its payment
    // while the pull that brings the cancellation is in flight, so the pull skips the row and
    // still moves the cursor; the payment is refused, the undo restores the old 'pending' copy
    // and the server's cancellation never comes again.
    name: 'a pull that skips a row held by a refused op does not leave the old row forever',
    schedule: {
      devices: 2,
      pushBatchSize: 2,
      steps: [
        { device: 0, do: 'sell', seats: [0], method: 'cash' },
        { do: 'sync', devices: [0] },
        { do: 'sync', devices: [1] },
        { device: 0, do: 'cancel', pick: 0 },
        { do: 'sync', devices: [0] },
        { device: 1, do: 'during-pull', command: { do: 'pay', pick: 0 } },
      ],
    },
  },
  {
    // Two tabs: the second tab pushes the batch the first one has in flight and the cashier
    // dismisses the refused sale there; the first tab's late answer brings the conflict back.
    name: 'a conflict dismissed in one tab does not come back with the other tab\'s late answer',
    schedule: {
      devices: 2,
      pushBatchSize: 2,
      steps: [
        { device: 0, do: 'sell', seats: [0], method: 'cash' },
        { device: 1, do: 'sell', seats: [0], method: 'cash' },
        { do: 'sync', devices: [0] },
        { device: 1, do: 'two-tabs', dismissMeanwhile: true },
      ],
    },
  },
  {
    // Two tabs, found by fast-check (seed 23): the second tab pushes the sale and then its
    // cancellation, both applied; the first tab's late answer to the sale then lays the
    // sale's old 'pending' row over the cancelled one, and no pull sends the row again.
    name: 'a late push answer from another tab does not bring back an older row',
    schedule: {
      devices: 2,
      pushBatchSize: 1,
      steps: [
        { device: 0, do: 'sell', seats: [0], method: 'cash' },
        { device: 0, do: 'cancel', pick: 0 },
        { device: 0, do: 'two-tabs', dismissMeanwhile: false },
      ],
    },
  },
  {
    // Stale answer to an op pushed again (Nov 26, 2026): the model test found a device showing
    // 'pending' a sale the server had 'cancelled' (3 devices, batch size 1, ~22 steps); this is
    // the same failure written by hand from the diagnosis. The sale's answer is lost and the
    // pull brings it 'pending'; another gate cancels it; the next push meets a 5xx and the pull
    // brings the cancellation; the sale pushed again is answered from the server's memory with its 'pending' row, laid
    // over the cancellation with the cursor already past it. Fixed in sync/resent-ops: the
    // cursor goes back to where it stood when the op was first pushed.
    name: 'an op pushed again after a lost answer does not bring back its old rows',
    schedule: {
      devices: 2,
      pushBatchSize: 1,
      steps: [
        { device: 1, do: 'sell', seats: [0], method: 'cash' },
        { device: 1, do: 'lose-push-answer' },
        { do: 'sync', devices: [1] },
        { do: 'sync', devices: [0] },
        { device: 0, do: 'cancel', pick: 0 },
        { do: 'sync', devices: [0] },
        { device: 1, do: 'server-fault' },
        { do: 'sync', devices: [1] },
      ],
    },
  },
];
