import type { Ref } from 'react';
import { BookingTickets } from './BookingTickets';
import type { BookingCompletion } from './use-booking-completed';

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
      {completion.booking && <BookingTickets booking={completion.booking} />}
    </div>
  );
}
