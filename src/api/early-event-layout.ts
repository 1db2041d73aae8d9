// The public event page's answer, asked for as the app starts (app/first-page.ts) while the
// page's code is still downloading: on a phone's slow network that is one round trip and
// the page's start-up less before the seats show. The page's first ask takes it; any later
// ask (a retry, the refresh of statuses) goes to the server.
import type { EventLayout } from './compact-event';
import { callPublicRpc } from './public-api';

let early: { slug: string; layout: Promise<EventLayout> } | null = null;

export function askEventLayout(slug: string): Promise<EventLayout> {
  return callPublicRpc<EventLayout>('get_event_layout', { event_slug: slug });
}

export function askEventLayoutEarly(slug: string): void {
  const layout = askEventLayout(slug);
  // Nobody may take it (the visitor left at once): its failure is the page's to report, not the console's.
  layout.catch(() => undefined);
  early = { slug, layout };
}

/** The early answer for this slug, once; null when none was asked or it was taken. */
export function takeEarlyEventLayout(slug: string): Promise<EventLayout> | null {
  const taken = early?.slug === slug ? early.layout : null;
  early = null;
  return taken;
}
