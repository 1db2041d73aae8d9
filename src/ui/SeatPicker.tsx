// The clickable sibling of SeatPlan: each seat is a toggle button showing its status for
// one event. Clicking a seat that is not free is reported (the caller says why in Spanish)
// instead of being ignored, so the cashier knows the click was seen.
//
// It stays quick on the largest stand (50 × 50 × 5 = 12,500 seats): a row re-renders only
// when the look of one of its seats changes, the buttons carry no handlers of their own
// (clicks, focus and keys are read once, on the container), and floors off screen are not
// laid out until scrolled to. Keyboard: the picker is one tab stop (roving tabindex), the
// arrows, Home and End move between seats, Enter and Space toggle, and the focused seat is
// scrolled above any bar stuck to the window's bottom (see use-sticky-bar-inset). Seats are
// 24 px targets (WCAG 2.2 target size); a stand wider than the page scrolls in its own box,
// with a hint, so the page itself never scrolls sideways.
import { memo, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { formatCOP } from '../domain/money';
import { cx } from './class-names';
import { seatGridOf, seatIdForKey } from './seat-grid-navigation';
import { floorTitle, type PlacedSeat, type SeatFloorGroup, type SeatRowGroup } from './seat-plan-groups';
import { seatTooltip } from './SeatPlan';
import { seatClasses, type SeatLook } from './seat-styles';
import { useHorizontalOverflow } from './use-horizontal-overflow';

interface SeatPickerProps<Seat extends PlacedSeat> {
  floors: readonly SeatFloorGroup<Seat>[];
  lookOf: (seatId: string) => SeatLook;
  onSeatClick: (seat: Seat) => void;
  /** Adds the seat's price to its name. Pass a stable function (useCallback): a new one re-renders every row. */
  priceOf?: (seat: Seat) => number;
}

interface PickerRowProps<Seat extends PlacedSeat> {
  row: SeatRowGroup<Seat>;
  looks: readonly SeatLook[];
  /** The picker's one tab stop when it is in this row, else null (so other rows keep their props). */
  tabStopId: string | null;
  /** How many floors the stand has: seat names carry the floor when more than one. */
  standFloors: number;
  priceOf?: (seat: Seat) => number;
}

function seatName<Seat extends PlacedSeat>(seat: Seat, look: SeatLook, standFloors: number, priceOf?: (seat: Seat) => number): string {
  const tooltip = seatTooltip(seat, look, standFloors);
  return priceOf ? `${tooltip} · ${formatCOP(priceOf(seat))}` : tooltip;
}

function PickerRowView<Seat extends PlacedSeat>({ row, looks, tabStopId, standFloors, priceOf }: PickerRowProps<Seat>) {
  return (
    <div className="flex items-center gap-1">
      <span className="w-5 shrink-0 text-right text-[10px] font-semibold text-stone-600">{row.rowLetter}</span>
      {row.seats.map((seat, index) => {
        const look = looks[index];
        const name = seatName(seat, look, standFloors, priceOf);
        return (
          <button
            key={seat.id}
            type="button"
            data-seat-id={seat.id}
            tabIndex={seat.id === tabStopId ? 0 : -1}
            aria-label={name}
            aria-pressed={look === 'selected'}
            title={name}
            data-status={look}
            className={cx(
              'size-6 shrink-0 scroll-m-2 rounded-t-[6px] rounded-b-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900',
              look === 'available' || look === 'selected' ? 'cursor-pointer hover:brightness-110' : 'cursor-not-allowed',
              seatClasses(look, seat.seat_type === 'premium'),
            )}
          />
        );
      })}
    </div>
  );
}

function samePickerRow<Seat extends PlacedSeat>(before: PickerRowProps<Seat>, after: PickerRowProps<Seat>): boolean {
  return (
    before.row === after.row &&
    before.tabStopId === after.tabStopId &&
    before.standFloors === after.standFloors &&
    before.priceOf === after.priceOf &&
    before.looks.every((look, index) => look === after.looks[index])
  );
}

const PickerRow = memo(PickerRowView, samePickerRow) as typeof PickerRowView;

/** Seat height plus the gap between rows, to reserve a floor's height before it is laid out. */
const ROW_HEIGHT_PX = 28;
/** The floor's title line, the scrollbar's room and the gap below. */
const FLOOR_CHROME_PX = 56;

/** One floor's rows in a box of their own that scrolls sideways when the stand is wider than the page. */
function PickerFloor({ title, rowCount, children }: { title: string; rowCount: number; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrollsSideways = useHorizontalOverflow(scroller);
  return (
    <section aria-label={title} className="[content-visibility:auto]" style={{ containIntrinsicHeight: `auto ${rowCount * ROW_HEIGHT_PX + FLOOR_CHROME_PX}px` }}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="text-xs font-semibold text-stone-600">{title}</h4>
        {scrollsSideways && (
          <p data-scroll-hint aria-hidden="true" className="text-xs text-stone-500">
            Desliza hacia los lados para ver todos los asientos <span className="font-semibold">↔</span>
          </p>
        )}
      </div>
      {/* tabIndex -1: Chrome would make a scroller with no tabbable seat a tab stop of its own;
          the arrows already scroll the focused seat into view. */}
      <div ref={scroller} className="overflow-x-auto pb-2" tabIndex={-1}>
        <div className="inline-flex min-w-full flex-col items-center gap-1">{children}</div>
      </div>
    </section>
  );
}

/** Where Tab lands before the visitor has focused a seat: the first one they could pick. */
function firstChoosableSeatId(floors: readonly SeatFloorGroup<PlacedSeat>[], looks: readonly SeatLook[][][]): string | null {
  for (const [floorIndex, floor] of floors.entries()) {
    for (const [rowIndex, row] of floor.rows.entries()) {
      const index = looks[floorIndex][rowIndex].findIndex((look) => look === 'available' || look === 'selected');
      if (index >= 0) return row.seats[index].id;
    }
  }
  return floors[0]?.rows[0]?.seats[0]?.id ?? null;
}

function seatIdOf(event: MouseEvent | FocusEvent | KeyboardEvent): string | undefined {
  return (event.target as HTMLElement).dataset.seatId;
}

/**
 * 'nearest' honours the page's scroll-padding (the sticky bar's height) and the seat's
 * scroll-margin, so the seat ends up above the bar, not under it, and inside its row's box.
 * Instant, whatever the page's smooth scrolling: the focus moves at once, so must the view.
 */
function showSeat(seat: HTMLElement): void {
  seat.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
}

export function SeatPicker<Seat extends PlacedSeat>({ floors, lookOf, onSeatClick, priceOf }: SeatPickerProps<Seat>) {
  const container = useRef<HTMLDivElement>(null);
  const grid = useMemo(() => seatGridOf(floors), [floors]);
  const seatsById = useMemo(() => new Map(floors.flatMap((floor) => floor.rows.flatMap((row) => row.seats)).map((seat) => [seat.id, seat])), [floors]);
  const [focusedSeatId, setFocusedSeatId] = useState<string | null>(null);

  const looks = floors.map((floor) => floor.rows.map((row) => row.seats.map((seat) => lookOf(seat.id))));
  const tabStopId = focusedSeatId !== null && seatsById.has(focusedSeatId) ? focusedSeatId : firstChoosableSeatId(floors, looks);
  const tabStopSeat = tabStopId === null ? undefined : seatsById.get(tabStopId);

  const onClick = (event: MouseEvent) => {
    const seat = seatsById.get(seatIdOf(event) ?? '');
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
  const onKeyDown = (event: KeyboardEvent) => {
    const seatId = seatIdOf(event);
    const next = seatId && seatIdForKey(grid, seatId, event.key);
    if (!next) return;
    // Arrows and Home/End would otherwise scroll the page as well.
    event.preventDefault();
    const seat = container.current?.querySelector<HTMLElement>(`[data-seat-id="${next}"]`);
    seat?.focus({ preventScroll: true });
  };

  return (
    <div ref={container} className="space-y-4" onClick={onClick} onFocus={onFocus} onKeyDown={onKeyDown}>
      {floors.map((floor, floorIndex) => (
        <PickerFloor key={floor.floor} title={floorTitle(floor.floor, floors.length)} rowCount={floor.rows.length}>
          {floor.rows.map((row, rowIndex) => (
            <PickerRow
              key={row.rowLetter}
              row={row}
              looks={looks[floorIndex][rowIndex]}
              tabStopId={tabStopSeat?.floor_number === floor.floor && tabStopSeat.row_letter === row.rowLetter ? tabStopId : null}
              standFloors={floors.length}
              priceOf={priceOf}
            />
          ))}
        </PickerFloor>
      ))}
    </div>
  );
}
