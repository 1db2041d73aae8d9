import { describe, expect, it } from 'vitest';
import { DEMO_FESTIVAL_SLUG } from './demo-festival';
import { festivalBannerEventOf, type BannerEventFacts } from './festival-banner';

// 25 November 2026, 10:00 in Bogotá.
const NOW = new Date('2026-11-25T15:00:00Z');

function event(slug: string, dates: { from: string; to?: string; time?: string }, is_active = true): BannerEventFacts {
  return { id: slug, slug, event_date: dates.from, end_date: dates.to ?? dates.from, event_time: dates.time ?? '18:00', is_active };
}

describe('festivalBannerEventOf', () => {
  it('shows nothing to an organization without events (a new organization sees no other festival)', () => {
    expect(festivalBannerEventOf([], NOW)).toBeNull();
  });

  it('shows the next of the organization’s own active events, by date then time', () => {
    const later = event('feria-diciembre', { from: '2026-12-20' });
    const sooner = event('noche-sanjuanera', { from: '2026-12-05', time: '20:00' });
    const soonerEarlier = event('tarde-sanjuanera', { from: '2026-12-05', time: '15:00' });
    expect(festivalBannerEventOf([later, sooner, soonerEarlier], NOW)?.slug).toBe('tarde-sanjuanera');
  });

  it('skips inactive events (their public page is hidden) and events already over', () => {
    const paused = event('pausado', { from: '2026-12-01' }, false);
    const over = event('ya-paso', { from: '2026-11-01', to: '2026-11-24' });
    expect(festivalBannerEventOf([paused, over], NOW)).toBeNull();
    const next = event('proximo', { from: '2027-01-10' });
    expect(festivalBannerEventOf([paused, over, next], NOW)?.slug).toBe('proximo');
  });

  it('keeps a festival that started earlier and runs today', () => {
    const running = event('en-curso', { from: '2026-11-20', to: '2026-11-25' });
    expect(festivalBannerEventOf([running], NOW)?.slug).toBe('en-curso');
  });

  it('keeps the spec’s festival for the demo organization, over its other events and after its dates', () => {
    const demo = event(DEMO_FESTIVAL_SLUG, { from: '2025-06-13', to: '2025-06-30' });
    const next = event('proximo', { from: '2026-12-01' });
    expect(festivalBannerEventOf([next, demo], NOW)?.slug).toBe(DEMO_FESTIVAL_SLUG);
  });

  it('does not show the demo festival once the demo organization switches it off', () => {
    const demo = event(DEMO_FESTIVAL_SLUG, { from: '2025-06-13', to: '2025-06-30' }, false);
    expect(festivalBannerEventOf([demo], NOW)).toBeNull();
  });
});
