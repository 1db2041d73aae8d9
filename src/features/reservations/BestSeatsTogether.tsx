// 'Mejores N asientos juntos' (issue 21): the cashier asks for N seats together and the
// shared best-available rule (domain/best-available-seats) picks them; offline, among the
// seats leased to this device.
import { useState } from 'react';
import { bestAvailableSeats } from '../../domain/best-available-seats';
import type { SeatWithStatus } from '../../domain/reservation-seat-suggestion';
import { counted } from '../../domain/plural';
import { Button } from '../../ui/Button';

const MAX_TOGETHER = 20;

export function BestSeatsTogether({ seats, allowed, onChoose }: {
  seats: readonly SeatWithStatus[];
  allowed: (seat: SeatWithStatus) => boolean;
  onChoose: (seatIds: string[]) => void;
}) {
  const [count, setCount] = useState(2);
  const [message, setMessage] = useState<string | null>(null);
  const choose = () => {
    const best = bestAvailableSeats(seats, count, { allowed });
    setMessage(best ? null : `No hay ${counted(count, 'asiento junto', 'asientos juntos')}`);
    if (best) onChoose(best.map((seat) => seat.id));
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-sm text-stone-700">
        <span className="block">Asientos juntos</span>
        <input
          type="number"
          min={1}
          max={MAX_TOGETHER}
          value={count}
          onChange={(event) => setCount(Math.min(MAX_TOGETHER, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))}
          className="mt-1 w-20 rounded-md border border-stone-300 px-2 py-1.5"
        />
      </label>
      <Button type="button" variant="outline" onClick={choose}>
        Mejores {counted(count, 'asiento junto', 'asientos juntos')}
      </Button>
      {message && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
