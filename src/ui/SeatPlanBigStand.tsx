// The read-only seat plan of a stand too big to put every seat in the page (see
// RENDER_ALL_UP_TO): one box that scrolls both ways and zooms like the seat picker's, with the
// overview of floors and blocks, holding only the seats in and near it. The organizer reads
// the stand's figures above the plan; the plan shows where the seats are taken.
import { memo, useMemo, useRef } from 'react';
import { cx } from './class-names';
import { ROW_LABEL_WIDTH, blockAt, blockScrollTop, rowStartX, rowsInWindow, seatMapLayout, seatsInWindow, standBlocks, steppedSeatSize, type RenderWindow, type SeatMapLayout, type StandBlock } from './seat-map-geometry';
import { SeatMapOverview } from './SeatMapOverview';
import { ZoomButtons } from './SeatMapZoomButtons';
import { floorTitle, type PlacedSeat, type SeatFloorGroup, type SeatRowGroup } from './seat-plan-groups';
import { Stage, seatTooltip } from './SeatPlan';
import { seatClasses, type SeatLook } from './seat-styles';
import { usePinchZoom } from './use-pinch-zoom';
import { useSeatMapView } from './use-seat-map-view';

/** The plan's seats start small, as on the plan of a small stand: the whole width of a floor at a glance. */
const PLAN_SEAT_SIZE = 14;
const ROWS_PER_BLOCK = 10;

interface PlanRowProps {
  row: SeatRowGroup<PlacedSeat>;
  first: number;
  looks: readonly SeatLook[];
  top: number;
  startX: number;
  layout: SeatMapLayout;
  standFloors: number;
}

const PlanRow = memo(
  function PlanRow({ row, first, looks, top, startX, layout, standFloors }: PlanRowProps) {
    return (
      <div className="absolute inset-x-0" style={{ top, height: layout.seatSize }}>
        <span className="absolute top-0 text-right text-[10px] font-semibold text-stone-500" style={{ left: startX - ROW_LABEL_WIDTH, width: ROW_LABEL_WIDTH - 4, lineHeight: `${layout.seatSize}px` }}>
          {row.rowLetter}
        </span>
        {looks.map((look, offset) => {
          const seat = row.seats[first + offset];
          const tooltip = seatTooltip(seat, look, standFloors);
          return (
            <span
              key={seat.id}
              role="img"
              aria-label={tooltip}
              title={tooltip}
              data-status={look}
              style={{ left: startX + (first + offset) * layout.pitch, width: layout.seatSize, height: layout.seatSize }}
              className={cx('absolute top-0 rounded-t-[5px] rounded-b-sm', seatClasses(look, seat.seat_type === 'premium'))}
            />
          );
        })}
      </div>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.first === after.first &&
    before.top === after.top &&
    before.startX === after.startX &&
    before.layout.pitch === after.layout.pitch &&
    before.standFloors === after.standFloors &&
    before.looks.length === after.looks.length &&
    before.looks.every((look, index) => look === after.looks[index]),
);

function FloorRows({ floor, floorIndex, layout, window, lookOf, standFloors }: { floor: SeatFloorGroup<PlacedSeat>; floorIndex: number; layout: SeatMapLayout; window: RenderWindow; lookOf: (seatId: string) => SeatLook; standFloors: number }) {
  const box = layout.floors[floorIndex];
  const rows = rowsInWindow(layout, floorIndex, floor.rows.length, window);
  return floor.rows.slice(rows.first, rows.end).map((row, offset) => {
    const span = seatsInWindow(layout, row.seats.length, window);
    return (
      <PlanRow
        key={row.rowLetter}
        row={row}
        first={span.first}
        looks={row.seats.slice(span.first, span.end).map((seat) => lookOf(seat.id))}
        top={box.rowsTop - box.top + (rows.first + offset) * layout.pitch}
        startX={rowStartX(layout, row.seats.length)}
        layout={layout}
        standFloors={standFloors}
      />
    );
  });
}

export function SeatPlanBigStand({ floors, lookOf }: { floors: readonly SeatFloorGroup<PlacedSeat>[]; lookOf: (seatId: string) => SeatLook }) {
  const box = useRef<HTMLDivElement>(null);
  const shapes = useMemo(() => floors.map((floor) => ({ rowLengths: floor.rows.map((row) => row.seats.length) })), [floors]);
  const view = useSeatMapView(box, false, PLAN_SEAT_SIZE);
  const layout = useMemo(() => seatMapLayout(shapes, view.seatSize, view.boxWidth), [shapes, view.seatSize, view.boxWidth]);
  const blocks = useMemo(() => standBlocks(shapes, ROWS_PER_BLOCK), [shapes]);
  usePinchZoom(box, view.seatSize, view.zoomTo);
  const jumpTo = (block: StandBlock) => {
    const element = box.current;
    if (!element) return;
    element.scrollTop = blockScrollTop(layout, block);
    element.scrollLeft = 0;
    element.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
  };
  return (
    <div className="space-y-2">
      <Stage />
      <div className="flex justify-end">
        <ZoomButtons seatSize={view.seatSize} onZoom={(direction) => view.zoomTo(steppedSeatSize(view.seatSize, direction))} />
      </div>
      {blocks.length > 1 && <SeatMapOverview floors={floors} blocks={blocks} current={blockAt(layout, blocks, view.scrollTop)} lookOf={lookOf} onJump={jumpTo} />}
      {/* Focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <div
        ref={box}
        role="group"
        aria-label="Plano de la gradería"
        tabIndex={0}
        data-seat-map
        className="relative max-h-[70dvh] touch-pan-x touch-pan-y overflow-auto overscroll-contain rounded-lg border border-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="relative" style={{ width: layout.width, height: layout.height }}>
          {floors.map((floor, floorIndex) => {
            const floorBox = layout.floors[floorIndex];
            const title = floorTitle(floor.floor, floors.length);
            return (
              <section key={floor.floor} aria-label={title} className="absolute inset-x-0" style={{ top: floorBox.top, height: floorBox.height }}>
                <h3 className="sticky left-0 w-max px-1 pt-1 text-xs font-semibold text-stone-700">{title}</h3>
                <FloorRows floor={floor} floorIndex={floorIndex} layout={layout} window={view.window} lookOf={lookOf} standFloors={floors.length} />
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
