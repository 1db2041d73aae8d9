import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Count, Money, thousandsGroups } from './Money';

afterEach(cleanup);

describe('Money', () => {
  it('shows nine-digit amounts in full, never in compact notation', () => {
    const { container } = render(<Money amount={120_000_000} />);
    expect(container.textContent).toBe('$\u00a0120.000.000');
  });

  it('lets a line break only between groups of thousands', () => {
    expect(thousandsGroups('$\u00a0120.000.000')).toEqual(['$\u00a0120.', '000.', '000']);
    const { container } = render(<Money amount={120_000_000} />);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(render(<Money amount={50_000} />).container.querySelectorAll('wbr')).toHaveLength(1);
    expect(render(<Money amount={500} />).container.querySelectorAll('wbr')).toHaveLength(0);
  });

  it('counts with es-CO thousands separators', () => {
    expect(render(<Count value={12_500} />).container.textContent).toBe('12.500');
  });
});
