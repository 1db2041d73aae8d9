// A bar stuck to the bottom of the window covers what scrolls under it. While it is on the
// page, its height becomes the page's scroll-padding-bottom, so whatever the browser scrolls
// into view (a focused seat, a link's target) stops above the bar and stays visible (WCAG 2.2
// 'focus not obscured'). It follows the bar's height: a refusal message makes it taller.
import { useEffect, type RefObject } from 'react';

export function useStickyBottomBarInset(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    apply();
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
