// The clickable sibling of SeatPlan: each seat is a toggle button showing its status for
// one event. Clicking a seat that is not free is reported (the caller says why in Spanish)
// instead of being ignored, so the cashier knows the click was seen.
import { memo } from 'react';
import { cx } from './class-names';
import { floorTitle, type PlacedSeat, type SeatFloorGroup } from './seat-plan-groups';
import { seatTooltip } from './SeatPlan';
import { seatClasses, type SeatLook } from './seat-styles';

interface SeatPickerProps {
  floors: readonly SeatFloorGroup<PlacedSeat>[];
  lookOf: (seatId: string) => SeatLook;
  onSeatClick: (seat: PlacedSeat) => void;
}

const PickerFloor = memo(function PickerFloor({
  group,
  title,
  lookOf,
  onSeatClick,
}: Omit<SeatPickerProps, 'floors'> & { group: SeatFloorGroup<PlacedSeat>; title: string }) {
  return (
    <section aria-label={title}>
      <h4 className="mb-2 text-xs font-semibold text-stone-600">{title}</h4>
      <div className="overflow-x-auto pb-2">
        <div className="inline-flex min-w-full flex-col items-center gap-1">
          {group.rows.map((row) => (
            <div key={row.rowLetter} className="flex items-center gap-1">
              <span className="w-5 shrink-0 text-right text-[10px] font-semibold text-stone-400">{row.rowLetter}</span>
              {row.seats.map((seat) => {
                const look = lookOf(seat.id);
                const tooltip = seatTooltip(seat, look);
                return (
                  <button
                    key={seat.id}
                    type="button"
                    aria-label={tooltip}
                    aria-pressed={look === 'selected'}
                    title={tooltip}
                    data-status={look}
                    onClick={() => onSeatClick(seat)}
                    className={cx(
                      'size-5 shrink-0 rounded-t-[6px] rounded-b-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900',
                      look === 'available' || look === 'selected' ? 'cursor-pointer hover:brightness-110' : 'cursor-not-allowed',
                      seatClasses(look, seat.seat_type === 'premium'),
                    )}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
});

export function SeatPicker({ floors, lookOf, onSeatClick }: SeatPickerProps) {
  return (
    <div className="space-y-4">
      {floors.map((group) => (
        <PickerFloor
          key={group.floor}
          group={group}
          title={floorTitle(group.floor, floors.length)}
          lookOf={lookOf}
          onSeatClick={onSeatClick}
        />
      ))}
    </div>
  );
}
