// The public event page as the embedded server serves it carries its event's answer
// (get_event_layout) in a JSON data block (supabase/local/event-page-answer.ts): the page's
// JavaScript finds it there as it starts, with no request and no wait. A data block is not
// run, so the Content-Security-Policy (no inline script) allows it. A page without it (a
// hosted build, the service worker's copy) asks the server as before (early-event-layout.ts).
import type { EventLayout } from './compact-event';

const PUBLIC_EVENT_PATH = /^\/event\/([^/]+)\/?$/;

/** The slug of a public event page's path, decoded as the router decodes it; null for any other path. */
export function publicEventSlug(pathname: string): string | null {
  const encoded = PUBLIC_EVENT_PATH.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The data block's id; the server writes the slug it answers for in `data-slug`. */
export const EVENT_LAYOUT_IN_PAGE_ID = 'taquilla-event-layout';

/** The answer the page carries for `slug`, once (the block is removed); null when it carries none for it. */
export function takeEventLayoutInPage(slug: string, page: Document = document): EventLayout | null {
  const block = page.getElementById(EVENT_LAYOUT_IN_PAGE_ID);
  if (!block) return null;
  block.remove();
  if (block.dataset.slug !== slug) return null;
  try {
    const layout: unknown = JSON.parse(block.textContent ?? '');
    return typeof layout === 'object' && layout !== null && !Array.isArray(layout) ? (layout as EventLayout) : null;
  } catch {
    return null;
  }
}
