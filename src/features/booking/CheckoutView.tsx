// 'Completa tu Reserva': what is being booked (event, stands, seats, total) and the form
// that books it in one call.
import type { Ref } from 'react';
import type { PublicEvent } from '../../api/events';
import { formatCOP } from '../../domain/money';
import { seatShortLabel } from '../../domain/seat-label';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CustomerFields, PaymentMethodChoice } from './CheckoutFields';
import { DroppedSeatsBanner } from './DroppedSeatsBanner';
import type { EventSeat } from './event-seats';
import type { CheckoutForm } from './use-checkout-form';

interface CheckoutViewProps {
  event: PublicEvent;
  chosenSeats: readonly EventSeat[];
  total: number;
  form: CheckoutForm;
  droppedSeatCodes: readonly string[];
  onCloseDropped: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The chosen seats stand by stand, in plan order: 'A-1, A-2'. */
function seatsByVenue(chosenSeats: readonly EventSeat[]): { venueName: string; codes: string }[] {
  const byVenue = new Map<string, { venueName: string; codes: string[] }>();
  for (const { seat, venue, standFloors } of chosenSeats) {
    const group = byVenue.get(venue.id) ?? { venueName: venue.name, codes: [] };
    group.codes.push(seatShortLabel(seat, standFloors));
    byVenue.set(venue.id, group);
  }
  return [...byVenue.values()].map((group) => ({ venueName: group.venueName, codes: group.codes.join(', ') }));
}

function BookingSummary({ event, chosenSeats, total }: Pick<CheckoutViewProps, 'event' | 'chosenSeats' | 'total'>) {
  return (
    <section aria-label="Resumen de la reserva" className="rounded-lg bg-stone-50 px-4 py-3 text-sm">
      <p className="font-semibold text-stone-900">{event.name}</p>
      {chosenSeats.length === 0 ? (
        <p className="mt-2 text-stone-600">No tienes asientos seleccionados. Vuelve a los asientos para elegir otros.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {seatsByVenue(chosenSeats).map((group) => (
            <li key={group.venueName} className="flex flex-wrap justify-between gap-x-4 text-stone-700">
              <span>{group.venueName}</span>
              <span className="font-medium text-stone-900">{group.codes}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 border-t border-stone-200 pt-2 text-base font-bold text-stone-900">{`Total: ${formatCOP(total)}`}</p>
    </section>
  );
}

export function CheckoutView({ event, chosenSeats, total, form, droppedSeatCodes, onCloseDropped, headingRef }: CheckoutViewProps) {
  return (
    <Card className="min-w-0 space-y-5 p-5 sm:p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-stone-900 outline-none">
        Completa tu Reserva
      </h2>
      <BookingSummary event={event} chosenSeats={chosenSeats} total={total} />
      <DroppedSeatsBanner seatCodes={droppedSeatCodes} onClose={onCloseDropped} />
      <form
        noValidate
        className="space-y-5"
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          void form.submit();
        }}
      >
        <CustomerFields values={form.values} errors={form.errors} update={form.update} />
        <PaymentMethodChoice values={form.values} update={form.update} />
        {form.formError && <Alert variant="destructive">{form.formError}</Alert>}
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus while the booking runs. */}
        <Button type="submit" size="lg" className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60" aria-disabled={form.pending}>
          {form.pending ? 'Procesando...' : 'Confirmar Reserva'}
        </Button>
      </form>
    </Card>
  );
}
