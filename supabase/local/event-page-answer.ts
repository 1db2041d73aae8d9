// Issue 17 point 2 (the map ≤ 300 ms): the public event page served with its event's answer
// inside. Otherwise a visitor's page asks for get_event_layout only once its JavaScript has
// loaded and started, and on two cores that answer then waits behind the page's own files.
//
// The page is sent at once up to the end of its body, so the browser fetches the page's files
// and paints its loading screen while the answer is read; the answer follows in a JSON data
// block, which the page's JavaScript takes as it starts (src/api/event-layout-in-page.ts). The
// JavaScript runs only once the page has ended (module scripts wait for the whole document),
// so it always finds the answer there. The answer is the one the visitor's own call would get
// (the anon role, through the public read cache). The page is not compressed: a gzip stream
// holds back its first bytes until it ends, and the answer itself is a few kilobytes.
import { setTimeout as delay } from 'node:timers/promises';
import { EVENT_LAYOUT_IN_PAGE_ID } from '../../src/api/event-layout-in-page.ts';
import type { JwtKeys } from './jwt.ts';
import { readPublicAnswer, type PublicReads } from './rpc-routes.ts';

/** The event's answer as JSON text, or null when there is none to put in the page. */
export type EventLayoutReader = (slug: string) => Promise<string | null>;

/** A database that does not answer in this long (stuck, not busy) leaves the page without the answer; the page then asks. */
const WAIT_FOR_ANSWER_MS = 3000;

/** Reads an event's answer as an anonymous visitor: refusals (no such event) and errors give null, as does a read that never ends. */
export function eventLayoutReader(publicReads: PublicReads, keys: JwtKeys, anonKey: string | Promise<string>, waitMs = WAIT_FOR_ANSWER_MS): EventLayoutReader {
  return async (slug) => {
    const visitor = await keys.verify(await anonKey);
    if (!visitor.ok) return null;
    const answer = readPublicAnswer(publicReads, visitor.claims, 'get_event_layout', { event_slug: slug }).then(
      ({ body }) => (body.startsWith('{') ? body : null),
      () => null,
    );
    return Promise.race([answer, delay(waitMs, null, { ref: false })]);
  };
}

/** The page up to the end of its body at once, then `layout` (JSON text, or null for none) in a data block for `slug`, then the rest. */
export function streamWithEventLayout(html: string, slug: string, layout: Promise<string | null>): ReadableStream<Uint8Array> {
  const bodyEnd = html.lastIndexOf('</body>');
  const cut = bodyEnd === -1 ? html.length : bodyEnd;
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(html.slice(0, cut)));
      const answer = await layout;
      controller.enqueue(encoder.encode(`${answer === null ? '' : dataBlock(slug, answer)}${html.slice(cut)}`));
      controller.close();
    },
  });
}

function dataBlock(slug: string, layout: string): string {
  return `<script type="application/json" id="${EVENT_LAYOUT_IN_PAGE_ID}" data-slug="${escapeAttribute(slug)}">${escapeForScript(layout)}</script>`;
}

/** JSON never needs a raw '<': escaped, no text of the answer (an event's name) can close the block. */
function escapeForScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
