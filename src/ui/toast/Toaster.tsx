import { useRef, useState, type PointerEvent } from 'react';
import { useStore } from 'zustand';
import { cx } from '../class-names';
import { AlertIcon, CloseIcon } from '../icons';
import { dismissToast, toastStore, type Toast } from './toast-store';

/** Spec §9: a swipe to the right of more than 50 px dismisses the toast. */
export const SWIPE_DISMISS_PX = 50;

const VARIANT_CLASSES: Record<Toast['variant'], string> = {
  success: 'border-emerald-200 bg-white',
  error: 'border-red-200 bg-red-50',
};

function ToastCard({ toast }: { toast: Toast }) {
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    swipeStart.current = null;
    if (offset > SWIPE_DISMISS_PX) dismissToast();
    else setOffset(0);
  };

  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-variant={toast.variant}
      className={cx(
        'pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg sm:w-96',
        VARIANT_CLASSES[toast.variant],
      )}
      style={{ transform: `translateX(${offset}px)`, opacity: offset > SWIPE_DISMISS_PX ? 0.5 : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span
        className={cx(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white',
          toast.variant === 'error' ? 'bg-red-600' : 'bg-emerald-600',
        )}
        aria-hidden="true"
      >
        {toast.variant === 'error' ? <AlertIcon className="size-3.5" /> : '✓'}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cx('text-sm font-semibold', toast.variant === 'error' ? 'text-red-800' : 'text-stone-900')}>{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-sm text-stone-600">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={dismissToast}
        className="rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        aria-label="Cerrar notificación"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** Mounted once, in the organizer layout. */
export function Toaster() {
  const toast = useStore(toastStore, (state) => state.current);
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-auto sm:right-6 sm:bottom-6">
      {toast && <ToastCard key={toast.id} toast={toast} />}
    </div>
  );
}
