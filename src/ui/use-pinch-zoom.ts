// Two fingers on the seat map zoom it, around the point between them; one finger pans it
// (the box's own scrolling, so it keeps the browser's momentum). Touch events, not pointer
// events: once the browser starts panning it cancels the pointers, while touchmove keeps
// coming and, non-passive, can stop the browser zooming the whole page instead. On a
// laptop, a trackpad pinch (a wheel event with ctrlKey) zooms the map the same way.
import { useEffect, useRef, type RefObject } from 'react';
import { pinchedSeatSize } from './seat-map-geometry';

interface Pinch {
  startDistance: number;
  startSize: number;
}

function fingers(event: TouchEvent, box: HTMLElement) {
  const [a, b] = [event.touches[0], event.touches[1]];
  const rect = box.getBoundingClientRect();
  return {
    distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
    middle: { x: (a.clientX + b.clientX) / 2 - rect.left, y: (a.clientY + b.clientY) / 2 - rect.top },
  };
}

export function usePinchZoom(box: RefObject<HTMLElement | null>, seatSize: number, zoomTo: (size: number, anchor?: { x: number; y: number }) => void): void {
  const size = useRef(seatSize);
  size.current = seatSize;
  const pinch = useRef<Pinch | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) pinch.current = { startDistance: fingers(event, element).distance, startSize: size.current };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length !== 2 || !pinch.current) return;
      if (event.cancelable) event.preventDefault();
      const { distance, middle } = fingers(event, element);
      zoomTo(pinchedSeatSize(pinch.current.startSize, pinch.current.startDistance, distance), middle);
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch.current = null;
    };
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomTo(pinchedSeatSize(size.current, 100, 100 - event.deltaY), { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    element.addEventListener('touchcancel', onTouchEnd, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
    };
  }, [box, zoomTo]);
}
