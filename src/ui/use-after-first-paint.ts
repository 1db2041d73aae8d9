import { useEffect, useState } from 'react';

/** A hidden tab paints no frames: past this, the rest shows anyway. */
const HIDDEN_TAB_FALLBACK_MS = 200;

/**
 * False for a component's first render, true once the browser has painted it. A page shows
 * its top (what the visitor came for: the event's name and details) a frame before a heavy
 * part below it (a seat map of hundreds of buttons), instead of both after the heavy one's
 * work, which on a phone is a few hundred milliseconds.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => setPainted(true);
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame is painted; a task it queues runs after.
    const frame = requestAnimationFrame(() => {
      afterPaint = setTimeout(show, 0);
    });
    const fallback = setTimeout(show, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
