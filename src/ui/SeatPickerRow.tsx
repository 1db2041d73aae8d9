// One row of the seat picker: its letter and the seats the map renders of it, each a toggle
// button placed by seat-map-geometry. A row re-renders only when the look of one of its
// rendered seats changes, or what it renders (scroll, zoom, the tab stop) does.
import { memo } from 'react';
import { formatCOP } from '../domain/money';
import { cx } from './class-names';
import { ROW_LABEL_WIDTH, type Span } from './seat-map-geometry';
import type { PlacedSeat, SeatRowGroup } from './seat-plan-groups';
import { seatTooltip } from './SeatPlan';
import { isChoosableLook, seatClasses, type SeatLook } from './seat-styles';

export interface PickerRowProps<Seat extends PlacedSeat> {
  row: SeatRowGroup<Seat>;
  /** The seats rendered: the ones the box shows, and the tab stop. */
  span: Span;
  /** Their looks, in order. */
  looks: readonly SeatLook[];
  top: number;
  startX: number;
  pitch: number;
  seatSize: number;
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

function PickerRowView<Seat extends PlacedSeat>({ row, span, looks, top, startX, pitch, seatSize, tabStopId, standFloors, priceOf }: PickerRowProps<Seat>) {
  return (
    <div className="absolute inset-x-0" style={{ top, height: seatSize }}>
      <span
        className="absolute top-0 text-right text-[10px] font-semibold text-stone-600"
        style={{ left: startX - ROW_LABEL_WIDTH, width: ROW_LABEL_WIDTH - 4, lineHeight: `${seatSize}px` }}
      >
        {row.rowLetter}
      </span>
      {row.seats.slice(span.first, span.end).map((seat, offset) => {
        const look = looks[offset];
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
            style={{ left: startX + (span.first + offset) * pitch, width: seatSize, height: seatSize }}
            className={cx(
              'absolute top-0 scroll-m-2 rounded-t-[6px] rounded-b-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900',
              isChoosableLook(look) ? 'cursor-pointer hover:brightness-110' : 'cursor-not-allowed',
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
    before.span.first === after.span.first &&
    before.span.end === after.span.end &&
    before.top === after.top &&
    before.startX === after.startX &&
    before.pitch === after.pitch &&
    before.seatSize === after.seatSize &&
    before.tabStopId === after.tabStopId &&
    before.standFloors === after.standFloors &&
    before.priceOf === after.priceOf &&
    before.looks.length === after.looks.length &&
    before.looks.every((look, index) => look === after.looks[index])
  );
}

export const PickerRow = memo(PickerRowView, samePickerRow) as typeof PickerRowView;
