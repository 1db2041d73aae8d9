// 'Selecciona tus Asientos': every stand of the event with its live seat statuses, and the
// news the visitor must not miss above it (a booking done, seats lost to someone else).
import type { Ref } from 'react';
import type { PublicEvent, PublicSeat } from '../../api/events';
import type { SeatLook } from '../../ui/seat-styles';
import { EmptyState } from '../../ui/EmptyState';
import { BookingCompletedNotice } from './BookingCompletedNotice';
import type { BookingCompletion } from './use-booking-completed';
import { DroppedSeatsBanner } from './DroppedSeatsBanner';
import { VenueSeatPicker } from './VenueSeatPicker';
import { BestSeatsPicker } from './BestSeatsPicker';

interface SeatMapSectionProps {
  event: PublicEvent;
  lookOf: (seatId: string) => SeatLook;
  onSeatClick: (seat: PublicSeat) => void;
  droppedSeatCodes: readonly string[];
  onCloseDropped: () => void;
  /** The booking completed on this visit, if any. */
  bookingCompleted: BookingCompletion | null;
  headingRef?: Ref<HTMLHeadingElement>;
  completedRef?: Ref<HTMLDivElement>;
  /** 'Mejores N asientos juntos': selects them; false when there are none. */
  onChooseBest?: (count: number) => Promise<boolean>;
  /** How many times the live statuses changed the map: the dot blinks once for each. */
  statusChanges: number;
}

export function SeatMapSection({ event, lookOf, onSeatClick, droppedSeatCodes, onCloseDropped, bookingCompleted, headingRef, completedRef, onChooseBest, statusChanges }: SeatMapSectionProps) {
  return (
    <section aria-labelledby="seat-map-heading" className="min-w-0 space-y-4">
      <div>
        <h2 id="seat-map-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-stone-900 outline-none">
          Selecciona tus Asientos
        </h2>
        <p className="mt-1 flex items-center gap-2 text-sm text-stone-600">
          {/* A new key is a new dot, whose one blink starts over. */}
          <span key={statusChanges} className="size-2 animate-blink-once rounded-full bg-emerald-500 motion-reduce:animate-none" aria-hidden="true" />
          Los asientos se actualizan en tiempo real
        </p>
      </div>
      {bookingCompleted && <BookingCompletedNotice completion={bookingCompleted} ref={completedRef} />}
      <DroppedSeatsBanner seatCodes={droppedSeatCodes} onClose={onCloseDropped} />
      {event.venues.length === 0 ? (
        <EmptyState size="compact" title="Aún no hay graderías disponibles">
          El organizador aún no ha puesto asientos a la venta para este evento. Vuelve pronto, o escríbenos a los datos de soporte de
          esta página para reservar por teléfono.
        </EmptyState>
      ) : (
        <>
          {onChooseBest && <BestSeatsPicker onChoose={onChooseBest} />}
          {event.venues.map((venue) => <VenueSeatPicker key={venue.id} venue={venue} lookOf={lookOf} onSeatClick={onSeatClick} />)}
        </>
      )}
    </section>
  );
}
