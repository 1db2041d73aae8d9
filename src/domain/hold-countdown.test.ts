import { describe, expect, it } from 'vitest';
import { formatHoldTimeLeft, holdSecondsLeft } from './hold-countdown';

describe('the time a hold has left', () => {
  it('reads as minutes and seconds, with hours when there are', () => {
    expect(formatHoldTimeLeft(872)).toBe('14:32');
    expect(formatHoldTimeLeft(900)).toBe('15:00');
    expect(formatHoldTimeLeft(5)).toBe('00:05');
    expect(formatHoldTimeLeft(0)).toBe('00:00');
    expect(formatHoldTimeLeft(-3)).toBe('00:00');
    expect(formatHoldTimeLeft(24 * 3600 - 1)).toBe('23:59:59');
  });

  it('counts down from the server’s count at the phone’s pace, never below zero', () => {
    expect(holdSecondsLeft(900, 1_000, 1_000)).toBe(900);
    expect(holdSecondsLeft(900, 1_000, 1_000 + 28_500)).toBe(872);
    expect(holdSecondsLeft(900, 1_000, 1_000 + 900_000)).toBe(0);
    expect(holdSecondsLeft(900, 1_000, 1_000 + 2_000_000)).toBe(0);
  });
});
