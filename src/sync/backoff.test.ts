import { describe, expect, it } from 'vitest';
import { retryDelayAfter } from './backoff';

describe('retryDelayAfter', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16000],
    [6, 30000],
    [20, 30000],
  ])('failure %d → %d ms', (failures, delay) => {
    expect(retryDelayAfter(failures)).toBe(delay);
  });
});
