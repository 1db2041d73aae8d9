// The clickable sibling of SeatPlan: each seat is a toggle button showing its status for
// one event. Clicking a seat that is not free is reported (the caller says why in Spanish)
// instead of being ignored, so the cashier knows the click was seen.
//
// The map is one box that scrolls both ways, with the seats placed by seat-map-geometry.
// A stand of up to RENDER_ALL_UP_TO seats renders every seat; a bigger one (up to 50 × 50 × 5
// = 12,500) renders only the seats in and near the part of the box the page's window shows, so
// its first render and every click cost a few hundred buttons, not 12,500 (measured:
// BENCHMARKS.md section 4). We kept real buttons rather than drawing on a canvas: each seat
// keeps its accessible name, its pressed state and the browser's own focus ring, and the tests
// and screen readers see the same seats.
//
// Zoom: − / + buttons, a pinch on a phone, a trackpad pinch or the - and + keys; 24 px seats
// (the WCAG 2.2 target size) until the person zooms out for the overview. A big stand shows
// its floors and blocks of rows to jump to (SeatMapOverview). Keyboard: the picker is one tab
// stop (roving tabindex) whose seat is always rendered, the arrows, Home and End move between
// seats (the box scrolls to them), Enter and Space toggle, and the focused seat is scrolled
// above any bar stuck to the window's bottom (see use-sticky-bar-inset). A stand wider than
// the box scrolls in it, with a hint, so the page itself never scrolls sideways.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { builtOnFirstUse } from '../domain/built-on-first-use';
import { cx } from './class-names';
import { seatGridOf, seatIdForKey } from './seat-grid-navigation';
import {
  DEFAULT_SEAT_SIZE,
  RENDER_ALL_UP_TO,
  blockAt,
  blockScrollTop,
  rowStartX,
  rowTop,
  rowsInWindow,
  seatMapLayout,
  seatsInWindow,
  spanWith,
  standBlocks,
  steppedSeatSize,
  type RenderWindow,
  type SeatMapLayout,
  type StandBlock,
} from './seat-map-geometry';
import { SeatMapOverview } from './SeatMapOverview';
import { SidewaysHint } from './SidewaysHint';
import { ZoomButtons } from './SeatMapZoomButtons';
import { PickerRow } from './SeatPickerRow';
import { floorTitle, type PlacedSeat, type SeatFloorGroup } from './seat-plan-groups';
import { isChoosableLook, type SeatLook } from './seat-styles';
import { useHorizontalOverflow } from './use-horizontal-overflow';
import { usePinchZoom } from './use-pinch-zoom';
import { useSeatMapView } from './use-seat-map-view';

interface SeatPickerProps<Seat extends PlacedSeat> {
  floors: readonly SeatFloorGroup<Seat>[];
  lookOf: (seatId: string) => SeatLook;
  onSeatClick: (seat: Seat) => void;
  /** Adds the seat's price to its name. Pass a stable function (useCallback): a new one re-renders every row. */
  priceOf?: (seat: Seat) => number;
}

/** Rows per block in the overview of a big stand. */
const ROWS_PER_BLOCK = 10;

interface SeatPlace {
  floor: number;
  row: number;
  index: number;
}

/** The first seat already chosen when the map opens (back from the checkout): the map opens there. */
function firstSelectedSeatId(floors: readonly SeatFloorGroup<PlacedSeat>[], lookOf: (seatId: string) => SeatLook): string | null {
  for (const floor of floors) {
    for (const row of floor.rows) {
      const seat = row.seats.find((candidate) => lookOf(candidate.id) === 'selected');
      if (seat) return seat.id;
    }
  }
  return null;
}

/** Where Tab lands before the visitor has focused a seat: the first one they could pick. */
function firstChoosableSeatId(floors: readonly SeatFloorGroup<PlacedSeat>[], lookOf: (seatId: string) => SeatLook, from?: StandBlock): string | null {
  const startFloor = from?.floor ?? 0;
  for (let floor = startFloor; floor < floors.length; floor += 1) {
    const rows = floors[floor].rows;
    for (let row = floor === startFloor ? (from?.firstRow ?? 0) : 0; row < rows.length; row += 1) {
      const seat = rows[row].seats.find((candidate) => {
        return isChoosableLook(lookOf(candidate.id));
      });
      if (seat) return seat.id;
    }
  }
  return floors[startFloor]?.rows[from?.firstRow ?? 0]?.seats[0]?.id ?? null;
}

function seatIdOf(event: MouseEvent | FocusEvent | KeyboardEvent): string | undefined {
  return (event.target as HTMLElement).dataset.seatId;
}

/**
 * 'nearest' honours the page's scroll-padding (the sticky bar's height) and the seat's
 * scroll-margin, so the seat ends up above the bar, not under it, and inside the map's box.
 * Instant, whatever the page's smooth scrolling: the focus moves at once, so must the view.
 */
function showSeat(seat: HTMLElement): void {
  seat.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
}

/** The rows of one floor in the page, each with the seats it renders. */
function FloorRows<Seat extends PlacedSeat>(props: {
  floor: SeatFloorGroup<Seat>;
  floorIndex: number;
  layout: SeatMapLayout;
  window: RenderWindow;
  lookOf: (seatId: string) => SeatLook;
  tabStop: (SeatPlace & { id: string }) | null;
  standFloors: number;
  priceOf?: (seat: Seat) => number;
}) {
  const { floor, floorIndex, layout, window, lookOf, tabStop, standFloors, priceOf } = props;
  const box = layout.floors[floorIndex];
  const rowSpan = rowsInWindow(layout, floorIndex, floor.rows.length, window);
  const tabStopHere = tabStop?.floor === floorIndex ? tabStop : null;
  const rowIndexes: number[] = [];
  for (let row = rowSpan.first; row < rowSpan.end; row += 1) rowIndexes.push(row);
  if (tabStopHere && (tabStopHere.row < rowSpan.first || tabStopHere.row >= rowSpan.end)) rowIndexes.push(tabStopHere.row);
  return rowIndexes.map((rowIndex) => {
    const row = floor.rows[rowIndex];
    const inWindow = rowIndex >= rowSpan.first && rowIndex < rowSpan.end ? seatsInWindow(layout, row.seats.length, window) : { first: 0, end: 0 };
    const span = tabStopHere?.row === rowIndex ? spanWith(inWindow, tabStopHere.index) : inWindow;
    const looks: SeatLook[] = [];
    for (let index = span.first; index < span.end; index += 1) looks.push(lookOf(row.seats[index].id));
    return (
      <PickerRow
        key={row.rowLetter}
        row={row}
        span={span}
        looks={looks}
        top={box.rowsTop - box.top + rowIndex * layout.pitch}
        startX={rowStartX(layout, row.seats.length)}
        pitch={layout.pitch}
        seatSize={layout.seatSize}
        tabStopId={tabStopHere?.row === rowIndex ? tabStopHere.id : null}
        standFloors={standFloors}
        priceOf={priceOf}
      />
    );
  });
}

export function SeatPicker<Seat extends PlacedSeat>({ floors, lookOf, onSeatClick, priceOf }: SeatPickerProps<Seat>) {
  const box = useRef<HTMLDivElement>(null);
  // Built on the first arrow key, not with the map: the largest stand's 12,500 positions took 7 ms of a first visit.
  const grid = useMemo(() => builtOnFirstUse(() => seatGridOf(floors)), [floors]);
  const places = useMemo(() => {
    const byId = new Map<string, SeatPlace & { seat: Seat }>();
    floors.forEach((floor, floorIndex) =>
      floor.rows.forEach((row, rowIndex) => row.seats.forEach((seat, index) => byId.set(seat.id, { floor: floorIndex, row: rowIndex, index, seat }))),
    );
    return byId;
  }, [floors]);
  const shapes = useMemo(() => floors.map((floor) => ({ rowLengths: floor.rows.map((row) => row.seats.length) })), [floors]);
  const big = places.size > RENDER_ALL_UP_TO;
  const view = useSeatMapView(box, !big);
  const layout = useMemo(() => seatMapLayout(shapes, view.seatSize, view.boxWidth), [shapes, view.seatSize, view.boxWidth]);
  const blocks = useMemo(() => (big ? standBlocks(shapes, ROWS_PER_BLOCK) : []), [big, shapes]);
  const scrollsSideways = useHorizontalOverflow(box);
  usePinchZoom(box, view.seatSize, view.zoomTo);
  const [focusedSeatId, setFocusedSeatId] = useState<string | null>(() => firstSelectedSeatId(floors, lookOf));

  const tabStopId = focusedSeatId !== null && places.has(focusedSeatId) ? focusedSeatId : firstChoosableSeatId(floors, lookOf);
  const tabStopPlace = tabStopId === null ? undefined : places.get(tabStopId);
  const tabStop = tabStopPlace && tabStopId ? { ...tabStopPlace, id: tabStopId } : null;
  // Zoom controls where zooming helps: a big stand, one wider than its box, or one already zoomed.
  const fitsAtDefault = seatMapLayout(shapes, DEFAULT_SEAT_SIZE, 0).width <= view.boxWidth || view.boxWidth === 0;
  const showZoom = big || !fitsAtDefault || view.seatSize !== DEFAULT_SEAT_SIZE;

  // Opening with seats chosen (back from the checkout), the box shows the first of them, not the stand's top.
  useLayoutEffect(() => {
    const element = box.current;
    const place = focusedSeatId === null ? undefined : places.get(focusedSeatId);
    if (!element || !place) return;
    const rowLength = floors[place.floor].rows[place.row].seats.length;
    element.scrollTop = Math.round(rowTop(layout, place.floor, place.row) - element.clientHeight / 3);
    element.scrollLeft = Math.round(rowStartX(layout, rowLength) + place.index * layout.pitch - element.clientWidth / 2);
    // Render what is there now, before the first paint, rather than on the scroll event after it.
    element.dispatchEvent(new Event('scroll'));
    // Only on opening: later the person scrolls the map themselves.
  }, []);

  const zoomStep = useCallback((direction: 1 | -1) => view.zoomTo(steppedSeatSize(view.seatSize, direction)), [view]);

  const onClick = (event: MouseEvent) => {
    const seat = places.get(seatIdOf(event) ?? '')?.seat;
    if (seat) onSeatClick(seat);
  };
  const onFocus = (event: FocusEvent) => {
    const seatId = seatIdOf(event);
    if (!seatId) return;
    setFocusedSeatId(seatId);
    // A seat focused by Tab or a click may sit in the window yet under the sticky bar, where
    // the browser does not scroll it: bring it above the bar (see showSeat).
    showSeat(event.target as HTMLElement);
  };
  const focusSeat = (seatId: string) => {
    // The seat may be outside the rendered window: as the tab stop it is rendered at once.
    flushSync(() => setFocusedSeatId(seatId));
    box.current?.querySelector<HTMLElement>(`[data-seat-id="${seatId}"]`)?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const seatId = seatIdOf(event);
    if (!seatId) return;
    if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      zoomStep(event.key === '+' ? 1 : -1);
      return;
    }
    const next = seatIdForKey(grid(), seatId, event.key);
    if (!next) return;
    // Arrows and Home/End would otherwise scroll the page as well.
    event.preventDefault();
    focusSeat(next);
  };
  const jumpTo = (block: StandBlock) => {
    const element = box.current;
    if (element) {
      // The block from its first seat, and the map in the window (the overview sits above it).
      element.scrollTop = blockScrollTop(layout, block);
      element.scrollLeft = 0;
      element.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
    }
    // Tab from the overview lands in the block just shown.
    setFocusedSeatId(firstChoosableSeatId(floors, lookOf, block));
  };

  return (
    <div className="space-y-2">
      {(scrollsSideways || showZoom) && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {scrollsSideways ? (
            <SidewaysHint what="todos los asientos" />
          ) : (
            <span />
          )}
          {showZoom && <ZoomButtons seatSize={view.seatSize} onZoom={zoomStep} />}
        </div>
      )}
      {blocks.length > 1 && (
        <SeatMapOverview floors={floors} blocks={blocks} current={blockAt(layout, blocks, view.scrollTop)} lookOf={lookOf} onJump={jumpTo} />
      )}
      {/* tabIndex -1: Chrome would make a scroller with no tabbable seat a tab stop of its own;
          the arrows already scroll the focused seat into view. touch-action: one finger pans
          the box, two fingers are the map's pinch, not the page's zoom. */}
      <div
        ref={box}
        tabIndex={-1}
        data-seat-map
        className={cx('relative touch-pan-x touch-pan-y overflow-auto overscroll-contain pb-2', big && 'max-h-[70dvh] rounded-lg border border-stone-200')}
        onClick={onClick}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <div className="relative" style={{ width: layout.width, height: layout.height }}>
          {floors.map((floor, floorIndex) => {
            const floorBox = layout.floors[floorIndex];
            const title = floorTitle(floor.floor, floors.length);
            return (
              <section key={floor.floor} aria-label={title} className="absolute inset-x-0" style={{ top: floorBox.top, height: floorBox.height }}>
                <h4 className="sticky left-0 w-max px-1 pt-1 text-xs font-semibold text-stone-600">{title}</h4>
                <FloorRows
                  floor={floor}
                  floorIndex={floorIndex}
                  layout={layout}
                  window={view.window}
                  lookOf={lookOf}
                  tabStop={tabStop}
                  standFloors={floors.length}
                  priceOf={priceOf}
                />
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
