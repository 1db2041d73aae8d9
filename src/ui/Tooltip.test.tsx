import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, tooltipOpenDelay } from './Tooltip';

describe('tooltipOpenDelay', () => {
  it.each([
    [10_000, Number.NEGATIVE_INFINITY, 700],
    [10_000, 9_000, 700],
    [10_000, 9_700, 700],
    [10_000, 9_701, 0],
    [10_000, 10_000, 0],
  ])('at %d with the last close at %d waits %d ms', (now, closedAt, delay) => {
    expect(tooltipOpenDelay(now, closedAt)).toBe(delay);
  });
});

describe('Tooltip', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderTwo() {
    render(
      <>
        <Tooltip label="Dashboard">
          <button type="button">D</button>
        </Tooltip>
        <Tooltip label="Reservas">
          <button type="button">R</button>
        </Tooltip>
      </>,
    );
  }

  it('opens 700 ms after the pointer arrives, and closes when it leaves', () => {
    renderTwo();
    const trigger = screen.getByRole('button', { name: 'D' }).parentElement!;
    fireEvent.pointerEnter(trigger);
    act(() => void vi.advanceTimersByTime(699));
    expect(screen.queryByText('Dashboard')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('Dashboard').getAttribute('role')).toBe('tooltip');
    fireEvent.pointerLeave(trigger);
    expect(screen.queryByText('Dashboard')).toBeNull();
  });

  it('opens the next one at once within 300 ms of closing the last, and waits again after', () => {
    renderTwo();
    const first = screen.getByRole('button', { name: 'D' }).parentElement!;
    const second = screen.getByRole('button', { name: 'R' }).parentElement!;
    fireEvent.focus(first);
    act(() => void vi.advanceTimersByTime(700));
    fireEvent.blur(first);
    fireEvent.focus(second);
    act(() => void vi.advanceTimersByTime(0));
    expect(screen.getByText('Reservas')).toBeTruthy();

    fireEvent.blur(second);
    act(() => void vi.advanceTimersByTime(301));
    fireEvent.focus(first);
    act(() => void vi.advanceTimersByTime(0));
    expect(screen.queryByText('Dashboard')).toBeNull();
    act(() => void vi.advanceTimersByTime(700));
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});
