import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SidewaysHint } from './SidewaysHint';

afterEach(cleanup);

it('keeps the arrow on the line of the last word, and out of what a screen reader reads', () => {
  const { container } = render(<SidewaysHint what="todas las columnas" />);
  const hint = container.querySelector('[data-scroll-hint]')!;
  expect(hint.textContent).toBe('Desliza hacia los lados para ver todas las columnas\u00a0↔');
  expect(hint.getAttribute('aria-hidden')).toBe('true');
});
