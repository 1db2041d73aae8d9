import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, TOAST_DURATION_MS, toastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    showToast({ title: 'Gradería actualizada', variant: 'success' });
    showToast({ title: 'Error al crear gradería', variant: 'error' });
    expect(toastStore.getState().current).toMatchObject({ title: 'Error al crear gradería', variant: 'error' });
  });

  it('hides a toast after 5000 ms, counted from the newest one', () => {
    showToast({ title: 'Primero', variant: 'success' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    showToast({ title: 'Segundo', variant: 'success' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toastStore.getState().current?.title).toBe('Segundo');
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().current).toBeNull();
  });
});
