import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectionAnnouncer, selectionAnnouncement } from './SelectionAnnouncer';

afterEach(cleanup);

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('selectionAnnouncement', () => {
  it('says the count with the right Spanish plural and the total in pesos', () => {
    expect(selectionAnnouncement(1, 75000)).toBe('1 asiento seleccionado, total $\u00a075.000');
    expect(selectionAnnouncement(2, 150000)).toBe('2 asientos seleccionados, total $\u00a0150.000');
    expect(selectionAnnouncement(0, 0)).toBe('Ningún asiento seleccionado, total $\u00a00');
  });
});

describe('SelectionAnnouncer', () => {
  it('is a polite, atomic region that stays silent on load and speaks each change, back to none', () => {
    const { container, rerender } = render(<SelectionAnnouncer count={0} total={0} />);
    const region = liveRegion(container);
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.textContent).toBe('');

    rerender(<SelectionAnnouncer count={1} total={75000} />);
    expect(liveRegion(container)).toBe(region);
    expect(region.textContent).toBe('1 asiento seleccionado, total $\u00a075.000');

    rerender(<SelectionAnnouncer count={0} total={0} />);
    expect(region.textContent).toBe('Ningún asiento seleccionado, total $\u00a00');
  });

  it('says nothing for a selection already there when it appears (coming back from checkout)', () => {
    const { container } = render(<SelectionAnnouncer count={2} total={100000} />);
    expect(liveRegion(container).textContent).toBe('');
  });
});
