// Where every seat of a seat map sits, at a given seat size, without asking the browser: the
// map renders only the seats its box shows, and of those only the ones inside the page's window
// (a 12,500-seat stand would otherwise be 12,500 buttons to lay out and restyle on every click),
// so it must know which those are from the scroll positions alone. Floors are stacked, each
// with a title band above its rows; a row shorter than the longest is centred under it, as the
// stand is built.

/** The zoom steps of the − / + buttons, in px per seat; a pinch goes anywhere in between. */
export const SEAT_SIZES = [10, 14, 18, 24, 32, 40] as const;
/** 24 px: the WCAG 2.2 target size, the map's size until the person zooms. */
export const DEFAULT_SEAT_SIZE = 24;
export const MIN_SEAT_SIZE = SEAT_SIZES[0];
export const MAX_SEAT_SIZE = SEAT_SIZES[SEAT_SIZES.length - 1];
/** Room for the row letter before a row's first seat. */
export const ROW_LABEL_WIDTH = 24;
/** A floor's title line above its rows. */
export const FLOOR_TITLE_HEIGHT = 28;
/** Space between one floor's last row and the next floor's title. */
export const FLOOR_GAP = 16;
/**
 * Stands up to this size render every seat: cheap enough (a 30 × 50 stand renders in a few
 * milliseconds) and every seat stays in the page for a screen reader's browse mode and for
 * find-in-page. Larger stands render the seats in and near the box.
 */
export const RENDER_ALL_UP_TO = 1500;

export function seatGap(seatSize: number): number {
  return seatSize >= 18 ? 4 : 2;
}

/** A seat and the gap after it: the distance from one seat (or row) to the next. */
export function seatPitch(seatSize: number): number {
  return seatSize + seatGap(seatSize);
}

/** One floor as the map needs it: how many seats each of its rows has, in order. */
export interface FloorShape {
  rowLengths: readonly number[];
}

export interface FloorBox {
  /** Where the floor's title band starts. */
  top: number;
  /** Where its first row starts. */
  rowsTop: number;
  height: number;
}

export interface SeatMapLayout {
  seatSize: number;
  pitch: number;
  /** The longest row's seat count. */
  columns: number;
  /** Where the stand starts: it is centred in a box wider than itself. */
  originX: number;
  width: number;
  height: number;
  floors: FloorBox[];
}

/** The map at one seat size in a box `boxWidth` wide (0 when not measured yet). */
export function seatMapLayout(floors: readonly FloorShape[], seatSize: number, boxWidth: number): SeatMapLayout {
  const pitch = seatPitch(seatSize);
  const columns = Math.max(0, ...floors.flatMap((floor) => floor.rowLengths));
  const standWidth = ROW_LABEL_WIDTH + columns * pitch;
  let top = 0;
  const boxes = floors.map((floor) => {
    const box = { top, rowsTop: top + FLOOR_TITLE_HEIGHT, height: FLOOR_TITLE_HEIGHT + floor.rowLengths.length * pitch };
    top += box.height + FLOOR_GAP;
    return box;
  });
  return {
    seatSize,
    pitch,
    columns,
    originX: Math.max(0, Math.floor((boxWidth - standWidth) / 2)),
    width: Math.max(standWidth, boxWidth),
    height: Math.max(0, top - FLOOR_GAP),
    floors: boxes,
  };
}

/** Where a row of `rowLength` seats starts its first seat (its letter sits just before). */
export function rowStartX(layout: SeatMapLayout, rowLength: number): number {
  return layout.originX + ROW_LABEL_WIDTH + ((layout.columns - rowLength) * layout.pitch) / 2;
}

/** Where row `row` of floor `floor` starts, from the top of the map. */
export function rowTop(layout: SeatMapLayout, floor: number, row: number): number {
  return layout.floors[floor].rowsTop + row * layout.pitch;
}

/** Items `[first, end)` of `count` items laid every `pitch` px from `start` that overlap `[from, to)`. */
export interface Span {
  first: number;
  end: number;
}

export function spanWithin(start: number, pitch: number, count: number, from: number, to: number): Span {
  const first = Math.max(0, Math.floor((from - start) / pitch));
  const end = Math.min(count, Math.ceil((to - start) / pitch));
  return first < end ? { first, end } : { first: 0, end: 0 };
}

/** The part of the map worth having in the page, in map coordinates. */
export interface RenderWindow {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const EVERYTHING: RenderWindow = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

/**
 * What the box shows, snapped outwards to whole steps and widened by one step each way: a
 * scroll within a step renders nothing new, and the seats a quick swipe brings in are
 * already there.
 */
export function renderWindow(scrollLeft: number, scrollTop: number, width: number, height: number, step: number): RenderWindow {
  return {
    left: Math.floor(scrollLeft / step) * step - step,
    top: Math.floor(scrollTop / step) * step - step,
    right: Math.ceil((scrollLeft + width) / step) * step + step,
    bottom: Math.ceil((scrollTop + height) / step) * step + step,
  };
}

/**
 * The part of a box's height that the page's window shows, from its top edge: a map's box may
 * start below the window (under the event's banner) or have scrolled above it. Empty (from =
 * to) at the edge nearest the window when none of it shows.
 */
export function shownHeight(boxTop: number, boxHeight: number, windowHeight: number): { from: number; to: number } {
  const from = Math.min(Math.max(-boxTop, 0), boxHeight);
  return { from, to: Math.min(Math.max(windowHeight - boxTop, from), boxHeight) };
}

export function sameWindow(a: RenderWindow, b: RenderWindow): boolean {
  return a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;
}

/** The rows of a floor that the window reaches. */
export function rowsInWindow(layout: SeatMapLayout, floor: number, rowCount: number, window: RenderWindow): Span {
  return spanWithin(layout.floors[floor].rowsTop, layout.pitch, rowCount, window.top, window.bottom);
}

/** The seats of a row that the window reaches. */
export function seatsInWindow(layout: SeatMapLayout, rowLength: number, window: RenderWindow): Span {
  return spanWithin(rowStartX(layout, rowLength), layout.pitch, rowLength, window.left, window.right);
}

/** A span that also holds `index` (the seat that has the keyboard's focus is always in the page). */
export function spanWith(span: Span, index: number): Span {
  return span.first === span.end ? { first: index, end: index + 1 } : { first: Math.min(span.first, index), end: Math.max(span.end, index + 1) };
}

function clampSeatSize(size: number): number {
  return Math.min(MAX_SEAT_SIZE, Math.max(MIN_SEAT_SIZE, Math.round(size)));
}

/** The next zoom step in or out from any size (a pinch leaves sizes between the steps). */
export function steppedSeatSize(size: number, direction: 1 | -1): number {
  const next = direction > 0 ? SEAT_SIZES.find((step) => step > size) : [...SEAT_SIZES].reverse().find((step) => step < size);
  return next ?? clampSeatSize(size);
}

/** Two fingers that started `startDistance` apart and are now `distance` apart scale the seats by the same ratio. */
export function pinchedSeatSize(startSize: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampSeatSize(startSize);
  return clampSeatSize((startSize * distance) / startDistance);
}

/**
 * The scroll offset that keeps the map point under `anchor` (px from the box's edge) under
 * it when everything scales by `ratio` (the new pitch over the old). Titles and gaps do not
 * scale, so the point drifts by a few px per floor: not something a finger notices.
 */
export function scrollAfterZoom(scroll: number, anchor: number, ratio: number): number {
  return Math.max(0, Math.round((scroll + anchor) * ratio - anchor));
}

/** A block of up to `rowsPerBlock` rows of one floor: what the overview lists to jump to. */
export interface StandBlock {
  floor: number;
  firstRow: number;
  endRow: number;
}

export function standBlocks(floors: readonly FloorShape[], rowsPerBlock: number): StandBlock[] {
  return floors.flatMap((floor, index) => {
    const blocks: StandBlock[] = [];
    for (let first = 0; first < floor.rowLengths.length; first += rowsPerBlock) {
      blocks.push({ floor: index, firstRow: first, endRow: Math.min(first + rowsPerBlock, floor.rowLengths.length) });
    }
    return blocks;
  });
}

/** Where to scroll to show a block: its floor's title for a floor's first block, else its first row. */
export function blockScrollTop(layout: SeatMapLayout, block: StandBlock): number {
  return block.firstRow === 0 ? layout.floors[block.floor].top : rowTop(layout, block.floor, block.firstRow);
}

/** The last block whose start the box has scrolled to (within half a row) from `scrollTop`; -1 with no blocks. */
export function blockAt(layout: SeatMapLayout, blocks: readonly StandBlock[], scrollTop: number): number {
  let current = blocks.length > 0 ? 0 : -1;
  blocks.forEach((block, index) => {
    if (blockScrollTop(layout, block) - layout.pitch / 2 <= scrollTop) current = index;
  });
  return current;
}
