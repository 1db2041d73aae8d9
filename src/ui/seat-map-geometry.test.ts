import { describe, expect, it } from 'vitest';
import {
  FLOOR_GAP,
  FLOOR_TITLE_HEIGHT,
  ROW_LABEL_WIDTH,
  blockAt,
  blockScrollTop,
  pinchedSeatSize,
  renderWindow,
  rowStartX,
  rowTop,
  rowsInWindow,
  scrollAfterZoom,
  seatMapLayout,
  seatPitch,
  seatsInWindow,
  shownHeight,
  spanWith,
  spanWithin,
  standBlocks,
  steppedSeatSize,
} from './seat-map-geometry';

// The largest stand: 5 floors of 50 rows × 50 seats.
const LARGEST = Array.from({ length: 5 }, () => ({ rowLengths: Array.from({ length: 50 }, () => 50) }));

describe('seatMapLayout', () => {
  it('stacks floors, each a title band and its rows, at 24 px seats 28 px apart', () => {
    const layout = seatMapLayout(LARGEST, 24, 0);
    expect(seatPitch(24)).toBe(28);
    expect(layout.width).toBe(ROW_LABEL_WIDTH + 50 * 28);
    expect(layout.floors[0]).toEqual({ top: 0, rowsTop: FLOOR_TITLE_HEIGHT, height: FLOOR_TITLE_HEIGHT + 50 * 28 });
    expect(layout.floors[1].top).toBe(FLOOR_TITLE_HEIGHT + 50 * 28 + FLOOR_GAP);
    expect(layout.height).toBe(5 * (FLOOR_TITLE_HEIGHT + 50 * 28) + 4 * FLOOR_GAP);
    expect(rowTop(layout, 1, 2)).toBe(layout.floors[1].rowsTop + 2 * 28);
  });

  it('centres a narrow stand in a wider box and a short row under the longest', () => {
    const layout = seatMapLayout([{ rowLengths: [4, 2] }], 24, 400);
    const standWidth = ROW_LABEL_WIDTH + 4 * 28;
    expect(layout.originX).toBe(Math.floor((400 - standWidth) / 2));
    expect(layout.width).toBe(400);
    expect(rowStartX(layout, 4)).toBe(layout.originX + ROW_LABEL_WIDTH);
    expect(rowStartX(layout, 2)).toBe(layout.originX + ROW_LABEL_WIDTH + 28);
  });

  it('never shifts a stand wider than its box', () => {
    expect(seatMapLayout(LARGEST, 24, 390).originX).toBe(0);
  });
});

describe('render window', () => {
  it('spans the items overlapping a range, clipped to the list', () => {
    expect(spanWithin(100, 10, 50, 0, 125)).toEqual({ first: 0, end: 3 });
    expect(spanWithin(100, 10, 50, 135, 160)).toEqual({ first: 3, end: 6 });
    expect(spanWithin(100, 10, 50, 1000, 2000)).toEqual({ first: 0, end: 0 });
    expect(spanWith({ first: 0, end: 0 }, 7)).toEqual({ first: 7, end: 8 });
    expect(spanWith({ first: 2, end: 5 }, 9)).toEqual({ first: 2, end: 10 });
  });

  it('snaps the box outwards to steps, so a small scroll keeps the same window', () => {
    expect(renderWindow(130, 0, 300, 500, 100)).toEqual({ left: 0, top: -100, right: 600, bottom: 600 });
    expect(renderWindow(110, 10, 300, 500, 100)).toEqual({ left: 0, top: -100, right: 600, bottom: 700 });
    expect(renderWindow(150, 60, 300, 500, 100)).toEqual(renderWindow(110, 10, 300, 500, 100));
  });

  it('asks a phone-sized box of the largest stand for under 700 seats, not 12,500', () => {
    const layout = seatMapLayout(LARGEST, 24, 358);
    const window = renderWindow(0, 0, 358, 590, 28 * 6);
    const rows = LARGEST.map((floor, index) => rowsInWindow(layout, index, floor.rowLengths.length, window));
    const seatsPerRow = seatsInWindow(layout, 50, window);
    const rendered = rows.reduce((sum, span) => sum + (span.end - span.first), 0) * (seatsPerRow.end - seatsPerRow.first);
    // 590 px of box and a step of overscan below (840 px): 29 rows; 358 px and a step to the right: 24 seats.
    expect(rows[0]).toEqual({ first: 0, end: 29 });
    expect(rows[1]).toEqual({ first: 0, end: 0 });
    expect(seatsPerRow).toEqual({ first: 0, end: 24 });
    expect(rendered).toBe(696);
  });

  it("takes of a box the part the page's window shows", () => {
    // A 600 px box in a 900 px window: whole at the top, its first 240 px under a 660 px banner…
    expect(shownHeight(0, 600, 900)).toEqual({ from: 0, to: 600 });
    expect(shownHeight(660, 600, 900)).toEqual({ from: 0, to: 240 });
    // …its last 400 px once the page scrolled 200 px past its top, nothing when below or above.
    expect(shownHeight(-200, 600, 900)).toEqual({ from: 200, to: 600 });
    expect(shownHeight(1000, 600, 900)).toEqual({ from: 0, to: 0 });
    expect(shownHeight(-700, 600, 900)).toEqual({ from: 600, to: 600 });
  });

  it('reaches the floor below once scrolled to it', () => {
    const layout = seatMapLayout(LARGEST, 24, 358);
    const top = layout.floors[3].rowsTop + 10 * 28;
    const window = renderWindow(0, top, 358, 590, 28 * 6);
    expect(rowsInWindow(layout, 2, 50, window)).toEqual({ first: 0, end: 0 });
    const floor4 = rowsInWindow(layout, 3, 50, window);
    expect(floor4.first).toBeLessThanOrEqual(10);
    expect(floor4.end).toBeGreaterThan(10 + 590 / 28);
  });
});

describe('zoom', () => {
  it('steps through the sizes from any size, stopping at the ends', () => {
    expect(steppedSeatSize(24, -1)).toBe(18);
    expect(steppedSeatSize(24, 1)).toBe(32);
    expect(steppedSeatSize(20, 1)).toBe(24);
    expect(steppedSeatSize(20, -1)).toBe(18);
    expect(steppedSeatSize(10, -1)).toBe(10);
    expect(steppedSeatSize(40, 1)).toBe(40);
  });

  it('scales the seats by the fingers’ spread, within 10 and 40 px', () => {
    expect(pinchedSeatSize(24, 100, 150)).toBe(36);
    expect(pinchedSeatSize(24, 100, 50)).toBe(12);
    expect(pinchedSeatSize(24, 100, 1000)).toBe(40);
    expect(pinchedSeatSize(24, 100, 1)).toBe(10);
    expect(pinchedSeatSize(24, 0, 50)).toBe(24);
  });

  it('keeps the point under the fingers in place', () => {
    // The map point 300 px in (scroll 200 + finger 100) moves to 600 at double size; scroll 500 puts it back under the finger.
    expect(scrollAfterZoom(200, 100, 2)).toBe(500);
    expect(scrollAfterZoom(500, 100, 0.5)).toBe(200);
    expect(scrollAfterZoom(0, 100, 0.5)).toBe(0);
  });
});

describe('overview blocks', () => {
  const layout = seatMapLayout(LARGEST, 24, 0);
  const blocks = standBlocks(LARGEST, 10);

  it('cuts each floor in blocks of ten rows, the last one shorter', () => {
    expect(blocks).toHaveLength(25);
    expect(blocks[0]).toEqual({ floor: 0, firstRow: 0, endRow: 10 });
    expect(standBlocks([{ rowLengths: Array(23).fill(5) }], 10).map((block) => block.endRow - block.firstRow)).toEqual([10, 10, 3]);
  });

  it('jumps to a floor’s title for its first block, else to the block’s first row, and knows which block is in view', () => {
    expect(blockScrollTop(layout, blocks[5])).toBe(layout.floors[1].top);
    expect(blockScrollTop(layout, blocks[7])).toBe(rowTop(layout, 1, 20));
    expect(blockAt(layout, blocks, 0)).toBe(0);
    expect(blockAt(layout, blocks, blockScrollTop(layout, blocks[7]))).toBe(7);
    expect(blockAt(layout, blocks, blockScrollTop(layout, blocks[5]))).toBe(5);
    expect(blockAt(layout, [], 0)).toBe(-1);
  });
});
