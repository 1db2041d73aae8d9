// A label shown beside an element on hover or keyboard focus (spec §9): it opens after
// 700 ms, at once when another tooltip closed less than 300 ms ago (moving along a row of
// icons should not wait again), 4 px from its element. The element keeps its own accessible
// name, so the tooltip is visual only.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_OFFSET_PX = 4;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/** How long to wait before opening, given when the last tooltip closed. */
export function tooltipOpenDelay(now: number, closedAt: number): number {
  return now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}

/** Shown to the right of its element; fixed, so a scrolling parent does not clip it. */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const trigger = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const box = trigger.current!.getBoundingClientRect();
      setPosition({ left: box.right + TOOLTIP_OFFSET_PX, top: box.top + box.height / 2 });
    }, tooltipOpenDelay(Date.now(), lastClosedAt));
  };
  const hide = () => {
    clearTimeout(timer.current);
    setPosition((shown) => {
      if (shown) lastClosedAt = Date.now();
      return null;
    });
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div ref={trigger} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {position && (
        <span
          role="tooltip"
          aria-hidden="true"
          style={position}
          className="pointer-events-none fixed z-50 -translate-y-1/2 whitespace-nowrap rounded-md bg-stone-900 px-2 py-1 text-xs font-medium text-white shadow-lg"
        >
          {label}
        </span>
      )}
    </div>
  );
}
