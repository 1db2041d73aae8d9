// A seat grid wider than a phone scrolls sideways inside its box, and a column cut off at the
// edge looks like the last one. When any box inside `children` scrolls sideways, a line above
// says so; it disappears when everything fits (a tablet, a small stand).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowRightIcon } from './icons';

export const SIDEWAYS_SCROLL_HINT = 'Desliza hacia los lados para ver todas las columnas.';

function scrollsSideways(element: Element): boolean {
  if (element.scrollWidth <= element.clientWidth + 1) return false;
  return ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
}

/** True while some box under `container` is wider than itself and scrolls sideways. */
function useSidewaysOverflow(container: React.RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const measure = () => setOverflowing([...root.querySelectorAll(':scope div')].some(scrollsSideways));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The grid grows after its rows render and shrinks with the window: measure on both.
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    root.querySelectorAll(':scope div').forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [container]);
  return overflowing;
}

export function SidewaysScrollHint({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const overflowing = useSidewaysOverflow(container);
  return (
    <div ref={container}>
      {overflowing && (
        <p data-scroll-hint className="mb-2 flex items-center gap-1.5 text-xs font-medium text-stone-600">
          <ArrowRightIcon className="size-3.5 shrink-0 rotate-180" aria-hidden="true" />
          <ArrowRightIcon className="-ml-1 size-3.5 shrink-0" aria-hidden="true" />
          {SIDEWAYS_SCROLL_HINT}
        </p>
      )}
      {children}
    </div>
  );
}
