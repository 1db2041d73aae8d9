import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEWAYS_SCROLL_HINT, SidewaysScrollHint } from './SidewaysScrollHint';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the grid's box is given the widths a phone would measure. */
function gridMeasuring(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.grid ? scrollWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.grid ? clientWidth : 0;
  });
  render(
    <SidewaysScrollHint>
      <div data-grid="yes" style={{ overflowX: 'auto' }}>
        <div>asientos</div>
      </div>
    </SidewaysScrollHint>,
  );
}

describe('SidewaysScrollHint', () => {
  it('says the grid scrolls when a column is cut off at the edge of its box', () => {
    gridMeasuring(600, 316);
    expect(screen.getByText(SIDEWAYS_SCROLL_HINT)).toBeTruthy();
  });

  it('says nothing when every column fits', () => {
    gridMeasuring(300, 316);
    expect(screen.queryByText(SIDEWAYS_SCROLL_HINT)).toBeNull();
  });
});
