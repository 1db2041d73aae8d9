import { describe, expect, it } from 'vitest';
import { formatCOP, formatCount } from './money';

const NBSP = '\u00a0';

describe('formatCOP', () => {
  it.each([
    [0, `$${NBSP}0`],
    [1000, `$${NBSP}1.000`],
    [50000, `$${NBSP}50.000`],
    [1234567, `$${NBSP}1.234.567`],
    [999.6, `$${NBSP}1.000`],
    [-5000, `-$${NBSP}5.000`],
  ])('formats %d as %j', (amount, expected) => {
    expect(formatCOP(amount)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [344, '344'],
    [12500, '12.500'],
    [1234567, '1.234.567'],
  ])('%d → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});
