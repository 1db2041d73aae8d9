// Toasts of spec §9: one at a time, each shown 5000 ms. A new toast replaces the one on
// screen. The store lives outside React so that a screen can show a toast and navigate
// away in the same breath: the toast stays up on the next screen.
import { createStore } from 'zustand/vanilla';

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const toastStore = createStore<{ current: Toast | null }>(() => ({ current: null }));

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function dismissToast(): void {
  clearTimeout(hideTimer);
  toastStore.setState({ current: null });
}

export function showToast(toast: Omit<Toast, 'id'>): void {
  clearTimeout(hideTimer);
  toastStore.setState({ current: { ...toast, id: nextId++ } });
  hideTimer = setTimeout(dismissToast, TOAST_DURATION_MS);
}
