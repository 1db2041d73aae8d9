// A page left open must leave the browser idle. The live map's dot used to pulse forever: the
// browser drew 60 frames a second for it, about a tenth of a core on an event page nobody
// touched (a phone's battery, the gate laptop's CPU). Now it blinks once when the map shows and
// once for each change a poll brings (EventBooking.test.tsx), so no animation keeps running.
import { expect, test } from '@playwright/test';
import { DEMO_FESTIVAL } from './pages/demo-account';
import { PublicEventPage } from './pages/public-event-page';

test('an event’s public page left open runs no endless animation once its map shows', async ({ page }) => {
  const eventPage = new PublicEventPage(page);
  await eventPage.goto(DEMO_FESTIVAL.slug);
  await expect(eventPage.eventHeading(DEMO_FESTIVAL.name)).toBeVisible();
  await expect(page.getByText('Los asientos se actualizan en tiempo real')).toBeVisible();
  // Finished animations are not listed; a blink for seats other specs book now and then ends too.
  const running = () => page.evaluate(() => document.getAnimations().map((animation) => `${(animation as CSSAnimation).animationName ?? 'animation'} on ${(animation.effect as KeyframeEffect | null)?.target?.className}`));
  await expect.poll(running, { timeout: 10_000 }).toEqual([]);
});
