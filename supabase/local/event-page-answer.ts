// Issue 17 point 2 (the map ≤ 300 ms): the public event page served with its event's answer
// inside. Otherwise a visitor's page asks for get_event_layout only once its JavaScript has
// loaded and started, and on two cores that answer then waits behind the page's own files.
// The answer is the one the visitor's own call would get (the anon role, through the public
// read cache), in a JSON data block the page's JavaScript takes as it starts
// (src/api/event-layout-in-page.ts). Only an answer ready at once goes in: a busy database must
// not hold back the page, which then asks as before and finds the read under way in the cache.
import { setTimeout as delay } from 'node:timers/promises';
import { EVENT_LAYOUT_IN_PAGE_ID } from '../../src/api/event-layout-in-page.ts';
import type { JwtKeys } from './jwt.ts';
import { readPublicAnswer, type PublicReads } from './rpc-routes.ts';

/** The event's answer as JSON text, or null when there is none to put in the page. */
export type EventLayoutReader = (slug: string) => Promise<string | null>;

/** How long a page waits for its event's answer before it is sent without it. */
const WAIT_FOR_ANSWER_MS = 300;

/** Reads an event's answer as an anonymous visitor: refusals (no such event) and errors give null, as does a read that is not ready in time. */
export function eventLayoutReader(publicReads: PublicReads, keys: JwtKeys, anonKey: string | Promise<string>): EventLayoutReader {
  return async (slug) => {
    const visitor = await keys.verify(await anonKey);
    if (!visitor.ok) return null;
    const answer = readPublicAnswer(publicReads, visitor.claims, 'get_event_layout', { event_slug: slug }).then(
      ({ body }) => (body.startsWith('{') ? body : null),
      () => null,
    );
    return Promise.race([answer, delay(WAIT_FOR_ANSWER_MS, null, { ref: false })]);
  };
}

/** The page with `layout` (JSON text) in a data block for `slug`, at the end of its body. */
export function withEventLayout(html: string, slug: string, layout: string): string {
  const block = `<script type="application/json" id="${EVENT_LAYOUT_IN_PAGE_ID}" data-slug="${escapeAttribute(slug)}">${escapeForScript(layout)}</script>`;
  // A function, not a replacement string: '$&' in an event's name would be read as a pattern.
  return html.includes('</body>') ? html.replace('</body>', () => `${block}</body>`) : `${html}${block}`;
}

/** JSON never needs a raw '<': escaped, no text of the answer (an event's name) can close the block. */
function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
