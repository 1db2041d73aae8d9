import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';
import { dismissToast, showToast } from './toast-store';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

function swipe(distance: number) {
  const toast = screen.getByRole('status');
  fireEvent.pointerDown(toast, { clientX: 100 });
  fireEvent.pointerMove(toast, { clientX: 100 + distance });
  fireEvent.pointerUp(toast, { clientX: 100 + distance });
}

describe('Toaster swipe', () => {
  it('dismisses a toast swiped more than 50 px to the right', () => {
    render(<Toaster />);
    act(() => showToast({ title: 'Reserva creada exitosamente', variant: 'success' }));
    swipe(51);
    expect(screen.queryByText('Reserva creada exitosamente')).toBeNull();
  });

  it('keeps a toast swiped 50 px or less, or to the left', () => {
    render(<Toaster />);
    act(() => showToast({ title: 'Reserva creada exitosamente', variant: 'success' }));
    swipe(50);
    swipe(-120);
    expect(screen.getByText('Reserva creada exitosamente')).toBeTruthy();
  });
});
