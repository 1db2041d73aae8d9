// Whether a box's content is wider than the box, so it scrolls sideways: the caller shows a
// hint then, because a phone's scrollbar is invisible until touched and a cut-off column
// looks like the end of the row.
import { useEffect, useState, type RefObject } from 'react';

export function useHorizontalOverflow(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}
