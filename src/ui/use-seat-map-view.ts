// What a seat map's box shows: its size, the part of the map worth rendering (see
// renderWindow: only the part of the box inside the page's window, so a box half under the
// fold renders half its rows until the page scrolls), and the zoom. Scrolling (the box or the
// page) sets new state only when the window crosses a step, so a pan re-renders the map a few
// times a second, not on every pixel. A zoom keeps the point under the fingers (or the box's
// centre) where it was.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { DEFAULT_SEAT_SIZE, EVERYTHING, renderWindow, sameWindow, scrollAfterZoom, seatPitch, shownHeight, type RenderWindow } from './seat-map-geometry';

/** How many rows or columns one step of the render window holds. */
const STEP_SEATS = 6;

export interface SeatMapView {
  seatSize: number;
  boxWidth: number;
  window: RenderWindow;
  /** The box's scroll from the top, to the nearest row: which block of the stand is in view. */
  scrollTop: number;
  /** Zooms to `seatSize`, keeping the point `anchor` (px from the box's top left) in place; the box's centre by default. */
  zoomTo: (seatSize: number, anchor?: { x: number; y: number }) => void;
}

interface Measured {
  boxWidth: number;
  window: RenderWindow;
  scrollTop: number;
}

export function useSeatMapView(box: RefObject<HTMLElement | null>, renderAll: boolean, initialSeatSize = DEFAULT_SEAT_SIZE): SeatMapView {
  const [seatSize, setSeatSize] = useState(initialSeatSize);
  const [measured, setMeasured] = useState<Measured>({ boxWidth: 0, window: renderAll ? EVERYTHING : renderWindow(0, 0, 0, 0, 1), scrollTop: 0 });
  const currentSize = useRef(seatSize);
  const pendingScroll = useRef<{ left: number; top: number } | null>(null);

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const step = seatPitch(currentSize.current) * STEP_SEATS;
    const shown = renderAll ? null : shownHeight(element.getBoundingClientRect().top, element.clientHeight, window.innerHeight);
    const next: Measured = {
      boxWidth: element.clientWidth,
      window: shown ? renderWindow(element.scrollLeft, element.scrollTop + shown.from, element.clientWidth, shown.to - shown.from, step) : EVERYTHING,
      scrollTop: renderAll ? 0 : Math.round(element.scrollTop / seatPitch(currentSize.current)) * seatPitch(currentSize.current),
    };
    setMeasured((before) => (before.boxWidth === next.boxWidth && before.scrollTop === next.scrollTop && sameWindow(before.window, next.window) ? before : next));
  }, [box, renderAll]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (renderAll) return () => observer?.disconnect();
    // Scroll events do not bubble, but the document sees each one first: the box's own, the
    // page's, and a dialog's around the map (the manual sale's), all of which move the part of
    // the box the window shows. A resize of the window changes that part too.
    const listening = { capture: true, passive: true };
    document.addEventListener('scroll', measure, listening);
    window.addEventListener('resize', measure, listening);
    return () => {
      observer?.disconnect();
      document.removeEventListener('scroll', measure, listening);
      window.removeEventListener('resize', measure, listening);
    };
  }, [box, measure, renderAll]);

  // After a zoom the map has its new size: scroll to keep the anchor, then render what is there, before the frame is painted.
  useLayoutEffect(() => {
    currentSize.current = seatSize;
    const element = box.current;
    const scroll = pendingScroll.current;
    pendingScroll.current = null;
    if (element && scroll) {
      element.scrollLeft = scroll.left;
      element.scrollTop = scroll.top;
    }
    measure();
  }, [box, measure, seatSize]);

  const zoomTo = useCallback(
    (size: number, anchor?: { x: number; y: number }) => {
      const element = box.current;
      const before = currentSize.current;
      if (!element || size === before) return;
      const ratio = seatPitch(size) / seatPitch(before);
      const point = anchor ?? { x: element.clientWidth / 2, y: element.clientHeight / 2 };
      // Several zooms before one render (a quick pinch) build on each other's scroll.
      const from = pendingScroll.current ?? { left: element.scrollLeft, top: element.scrollTop };
      pendingScroll.current = { left: scrollAfterZoom(from.left, point.x, ratio), top: scrollAfterZoom(from.top, point.y, ratio) };
      currentSize.current = size;
      setSeatSize(size);
    },
    [box],
  );

  return { seatSize, ...measured, zoomTo };
}
