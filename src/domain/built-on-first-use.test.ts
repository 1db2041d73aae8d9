import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from './built-on-first-use';

describe('builtOnFirstUse', () => {
  it('builds nothing until first asked, then keeps what it built', () => {
    const make = vi.fn(() => ({ built: true }));
    const value = builtOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
