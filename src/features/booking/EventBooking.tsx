// The public page of an event that loaded: pick seats on the live map, then 'Completa tu
// Reserva'. The selection survives the way back from checkout; a booking ends on the map
// with the success message (cash) or on the payment provider's checkout (card).
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pageSeatIdsNamed } from '../../api/compact-event';
import type { PublicEvent } from '../../api/events';
import { startCardCheckout, type Booking } from '../../api/public-booking';
import { bookingSourceOf } from '../../domain/booking-source';
import { seatShortLabel } from '../../domain/seat-label';
import { selectionTotal } from '../../domain/seat-selection';
import { showToast } from '../../ui/toast/toast-store';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint';
import { CheckoutView } from './CheckoutView';
import { loadSandboxPaymentPage } from './sandbox/load-sandbox-payment-page';
import { chosenSeatsOf } from './event-seats';
import { PublicEventHeader } from './PublicEventHeader';
import { PublicTopBar } from './PublicTopBar';
import { SeatMapSection } from './SeatMapSection';
import { SelectionSummaryBar } from './SelectionSummaryBar';
import { SupportAside } from './SupportAside';
import { useBookingCompleted } from './use-booking-completed';
import { useCheckoutForm } from './use-checkout-form';
import { CHECKOUT_REFRESH_MS, MAP_REFRESH_MS, useLiveSeatStatuses } from './use-live-seat-statuses';
import { useSeatSelection } from './use-seat-selection';

type BookingView = 'map' | 'checkout';

interface EventBookingProps {
  event: PublicEvent;
  /** The help widget for this event, composed by the app (features do not import each other). */
  assistant?: (eventName: string) => ReactNode;
}

export function EventBooking({ event, assistant }: EventBookingProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<BookingView>('map');
  // The event's header paints first; the seats (hundreds of buttons) a frame later.
  const headerPainted = useAfterFirstPaint();
  const [continuedEmpty, setContinuedEmpty] = useState(false);
  const [bookingCompleted, setBookingCompleted] = useBookingCompleted();
  const mapHeading = useRef<HTMLHeadingElement>(null);
  const checkoutHeading = useRef<HTMLHeadingElement>(null);
  const completedNotice = useRef<HTMLDivElement>(null);

  const selection = useSeatSelection(event);
  const { eventSeats } = selection;
  const [statusChanges, setStatusChanges] = useState(0);
  useLiveSeatStatuses(event, view === 'map' ? MAP_REFRESH_MS : CHECKOUT_REFRESH_MS, (statuses) => {
    selection.applyStatuses(statuses);
    setStatusChanges((count) => count + 1);
  });

  const chosenSeats = chosenSeatsOf(eventSeats, selection.selectedIds);
  const total = selectionTotal(chosenSeats.map(({ seat, venue }) => ({ base_price: venue.base_price, price_multiplier: seat.price_multiplier })));
  const droppedSeatCodes = chosenSeatsOf(eventSeats, selection.droppedIds).map(({ seat, standFloors }) => seatShortLabel(seat, standFloors));

  // The view changes under the keyboard user's feet: focus follows it, so they are not left on the page's top.
  const showView = (next: BookingView, focusTarget: { current: HTMLElement | null }) => {
    flushSync(() => setView(next));
    focusTarget.current?.focus();
  };

  // The provider says where to pay: a page of this site for the sandbox, its own site for a real one.
  const goToCheckout = async (paymentId: string) => {
    try {
      const { redirect_url: redirectUrl } = await startCardCheckout(paymentId);
      if (!redirectUrl.startsWith('/')) window.location.assign(redirectUrl);
      // The sandbox page's chunk came when the checkout opened; if it could not (a deploy
      // since this page loaded), the full load of its address gets the current version.
      else if (await loadSandboxPaymentPage().then(() => true, () => false)) void navigate(redirectUrl);
      else window.location.assign(redirectUrl);
    } catch (error) {
      showToast({ title: error instanceof Error ? error.message : String(error), variant: 'error' });
    }
  };

  const onBooked = (booking: Booking) => {
    selection.completeBooking(pageSeatIdsNamed(selection.selectedIds, booking.seats.map((seat) => seat.id)));
    checkout.reset();
    if (booking.payment_method === 'mercadopago') {
      showToast({ title: 'Reserva creada. Redirigiendo a MercadoPago...', variant: 'success' });
      void goToCheckout(booking.payment_id);
      return;
    }
    flushSync(() => {
      setBookingCompleted({ booking: { reservationId: booking.reservation_id, paymentId: booking.payment_id } });
      setView('map');
    });
    completedNotice.current?.focus();
  };

  const checkout = useCheckoutForm({
    slug: event.slug,
    source: bookingSourceOf(searchParams.get('source')),
    seatIds: chosenSeats.map(({ seat }) => seat.id),
    onBooked,
    onSeatsTaken: selection.markTaken,
  });

  const continueToCheckout = () => {
    setContinuedEmpty(selection.selectedIds.length === 0);
    if (selection.selectedIds.length === 0) return;
    checkout.clearRefusal();
    setBookingCompleted(null);
    showView('checkout', checkoutHeading);
    void loadSandboxPaymentPage().catch(() => undefined);
  };

  const { toggleSeat } = selection;
  const onSeatClick = useCallback<typeof toggleSeat>(
    (seat) => {
      setContinuedEmpty(false);
      toggleSeat(seat);
    },
    [toggleSeat],
  );

  return (
    <>
      <PublicTopBar onBackToSeats={view === 'checkout' ? () => showView('map', mapHeading) : undefined} />
      <PublicEventHeader event={event} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        {!headerPainted ? null : view === 'map' ? (
          <SeatMapSection
            event={event}
            lookOf={selection.lookOf}
            onSeatClick={onSeatClick}
            droppedSeatCodes={droppedSeatCodes}
            onCloseDropped={selection.dismissDropped}
            bookingCompleted={bookingCompleted}
            headingRef={mapHeading}
            completedRef={completedNotice}
            onChooseBest={selection.chooseBestTogether}
            statusChanges={statusChanges}
          />
        ) : (
          <CheckoutView
            event={event}
            chosenSeats={chosenSeats}
            total={total}
            form={checkout}
            droppedSeatCodes={droppedSeatCodes}
            onCloseDropped={selection.dismissDropped}
            headingRef={checkoutHeading}
          />
        )}
        {headerPainted && <SupportAside />}
      </main>
      {assistant?.(event.name)}
      {view === 'map' && (
        <SelectionSummaryBar
          count={selection.selectedIds.length}
          total={total}
          limitReached={selection.limitReached}
          showNoSeatsMessage={continuedEmpty && selection.selectedIds.length === 0}
          onContinue={continueToCheckout}
        />
      )}
    </>
  );
}
