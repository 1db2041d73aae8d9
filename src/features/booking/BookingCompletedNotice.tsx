import type { Ref } from 'react';

/** Focusable so the visitor, back on the map after booking, lands on the news. */
export function BookingCompletedNotice({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 outline-none"
    >
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs text-white" aria-hidden="true">
        ✓
      </span>
      ¡Reserva completada! Te contactaremos pronto.
    </div>
  );
}
