// A read-only seat plan that stays light for the largest stand (50 × 50 × 5 = 12,500
// seats): each seat is one plain element with its tooltip in title and aria-label, no
// per-seat component or state, and floors off screen are not laid out until scrolled to.
import { memo } from 'react';
import { seatLongLabel } from '../domain/seat-label';
import { cx } from './class-names';
import { floorTitle, type PlacedSeat, type SeatFloorGroup } from './seat-plan-groups';
import { SEAT_LOOK_LABELS, seatClasses, type SeatLook } from './seat-styles';

/** 'Piso 2 · Fila A · Asiento 1 · Premium · Disponible': the floor only when the stand has several. */
export function seatTooltip(seat: PlacedSeat, look: SeatLook, standFloors: number): string {
  const premium = seat.seat_type === 'premium' ? ' · Premium' : '';
  return `${seatLongLabel(seat, standFloors)}${premium} · ${SEAT_LOOK_LABELS[look]}`;
}

interface SeatPlanProps {
  floors: readonly SeatFloorGroup<PlacedSeat>[];
  lookOf: (seatId: string) => SeatLook;
}

const SeatFloor = memo(function SeatFloor({
  group,
  title,
  standFloors,
  lookOf,
}: {
  group: SeatFloorGroup<PlacedSeat>;
  title: string;
  standFloors: number;
  lookOf: SeatPlanProps['lookOf'];
}) {
  return (
    <section aria-label={title} className="[contain-intrinsic-size:auto_480px] [content-visibility:auto]">
      <h3 className="mb-3 text-sm font-semibold text-stone-700">{title}</h3>
      {/* Focusable so a keyboard can scroll a wide stand sideways (axe scrollable-region-focusable). */}
      <div role="group" aria-label={`Plano de ${title}`} tabIndex={0} className="overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-brand-600">
        <div className="inline-flex min-w-full flex-col items-center gap-1">
          {group.rows.map((row) => (
            <div key={row.rowLetter} className="flex items-center gap-1">
              <span className="w-6 shrink-0 text-right text-[10px] font-semibold text-stone-500">{row.rowLetter}</span>
              {row.seats.map((seat) => {
                const look = lookOf(seat.id);
                const tooltip = seatTooltip(seat, look, standFloors);
                return (
                  <span
                    key={seat.id}
                    role="img"
                    aria-label={tooltip}
                    title={tooltip}
                    data-status={look}
                    className={cx('size-3.5 shrink-0 rounded-t-[5px] rounded-b-sm sm:size-4', seatClasses(look, seat.seat_type === 'premium'))}
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

/** Where the stage is, above the plan. */
export function Stage() {
  return (
    <div className="mx-auto w-2/3 max-w-md rounded-b-3xl bg-stone-900 py-1.5 text-center text-xs font-semibold tracking-widest text-white">
      ESCENARIO
    </div>
  );
}

/** Every seat of the stand in the page; a stand above RENDER_ALL_UP_TO seats takes SeatPlanBigStand instead. */
export function SeatPlan({ floors, lookOf }: SeatPlanProps) {
  return (
    <div className="space-y-8">
      <Stage />
      {floors.map((group) => (
        <SeatFloor key={group.floor} group={group} title={floorTitle(group.floor, floors.length)} standFloors={floors.length} lookOf={lookOf} />
      ))}
    </div>
  );
}
