import { lazy, Suspense, type Ref } from 'react';
import type { BookingCompletion } from './use-booking-completed';

// Only a visitor who has just booked sees the tickets: their code stays off the page's first load.
const BookingTickets = lazy(() => import('./BookingTickets').then((module) => ({ default: module.BookingTickets })));

/** Focusable so the visitor, back on the map after booking, lands on the news; the tickets follow. */
export function BookingCompletedNotice({ completion, ref }: { completion: BookingCompletion; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3">
      <div ref={ref} role="status" tabIndex={-1} className="flex items-center gap-3 text-sm font-semibold text-emerald-900 outline-none">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs text-white" aria-hidden="true">
          ✓
        </span>
        ¡Reserva completada! Te contactaremos pronto.
      </div>
      {completion.booking && (
        <Suspense fallback={<p className="text-sm text-stone-600">Cargando tus entradas…</p>}>
          <BookingTickets booking={completion.booking} />
        </Suspense>
      )}
    </div>
  );
}
