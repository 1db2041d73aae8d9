// Schedules the model test found failing (shrunk by fast-check), kept as plain cases. Each
// says what went wrong on main when it was found; they must all pass once the fixes of
// issue 15 are in.
import type { Schedule } from './model-schedule';

export interface RegressionSchedule {
  name: string;
  schedule: Schedule;
}

export const REGRESSION_SCHEDULES: RegressionSchedule[] = [
  {
    // Ghost reservation: the sale and its payment travel in different pushes (batch size 1);
    // the seat was sold meanwhile, the server refuses both, and the undo of the sale runs
    // before the payment's, so the payment's undo brings back a 'pending' sale with no seats.
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
];
