import { describe, expect, it } from 'vitest';
import { upcomingEventsOf, upcomingStatusFor } from './dashboard-upcoming-events';

// Saturday 14 June 2025, 22:00 in Bogotá: already the 15th in UTC.
const NOW = new Date('2025-06-15T03:00:00.000Z');

function event(id: string, event_date: string, overrides: { event_time?: string; end_date?: string; is_active?: boolean } = {}) {
  return { id, event_date, event_time: '18:00:00', end_date: event_date, is_active: true, ...overrides };
}

describe('upcoming event status', () => {
  it.each([
    { days: 0, status: 'Confirmado' },
    { days: 7, status: 'Confirmado' },
    { days: 8, status: 'Preparando' },
    { days: 30, status: 'Preparando' },
    { days: 31, status: 'Planificando' },
    { days: 200, status: 'Planificando' },
  ])('$days days ahead is $status', ({ days, status }) => {
    expect(upcomingStatusFor(days)).toBe(status);
  });
});

describe('upcoming events', () => {
  it.each([
    { date: '2025-06-14', daysUntil: 0, status: 'Confirmado' },
    { date: '2025-06-21', daysUntil: 7, status: 'Confirmado' },
    { date: '2025-06-22', daysUntil: 8, status: 'Preparando' },
    { date: '2025-07-14', daysUntil: 30, status: 'Preparando' },
    { date: '2025-07-15', daysUntil: 31, status: 'Planificando' },
  ])('an event on $date is $daysUntil days away in Bogotá: $status', ({ date, daysUntil, status }) => {
    expect(upcomingEventsOf([event('e', date)], NOW)[0]).toMatchObject({ daysUntil, status, running: false });
  });

  it('lists active events from today by date then time, at most 5', () => {
    const events = [
      event('late-show', '2025-06-20', { event_time: '21:00:00' }),
      event('yesterday', '2025-06-13'),
      event('switched-off', '2025-06-16', { is_active: false }),
      event('early-show', '2025-06-20', { event_time: '09:00:00' }),
      event('today', '2025-06-14'),
      event('july', '2025-07-01'),
      event('august', '2025-08-01'),
      event('december', '2025-12-01'),
    ];
    expect(upcomingEventsOf(events, NOW).map((upcoming) => upcoming.event.id)).toEqual(['today', 'early-show', 'late-show', 'july', 'august']);
  });

  it('keeps a festival that started earlier and runs until today or later, as running', () => {
    const [festival] = upcomingEventsOf([event('festival', '2025-06-13', { end_date: '2025-06-30' })], NOW);
    expect(festival).toMatchObject({ daysUntil: 0, running: true, status: 'Confirmado' });
  });

  it('drops an event whose last day has passed', () => {
    expect(upcomingEventsOf([event('festival', '2025-06-01', { end_date: '2025-06-13' })], NOW)).toEqual([]);
  });
});
