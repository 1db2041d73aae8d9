// The 'Completa tu Reserva' form: its values, the messages under its fields once the
// visitor tried to confirm, and the one book_seats call. It lives above the checkout view
// so that going back to the map to change seats keeps what was typed.
import { useState } from 'react';
import { bookSeats, unavailableSeatIdsOf, type Booking, type PublicPaymentMethod } from '../../api/public-booking';
import type { DocumentType } from '../../domain/reservation-schemas';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import { publicBookingSchema } from '../../domain/public-booking-schema';
import { NO_SEATS_SELECTED_MESSAGE } from '../../domain/seat-selection';
import { bookingErrorMessage } from './booking-error-message';

export interface CheckoutValues {
  customer_name: string;
  customer_phone: string;
  document_type: DocumentType;
  document_number: string;
  customer_email: string;
  notes: string;
  payment_method: PublicPaymentMethod;
}

const CHECKOUT_DEFAULTS: CheckoutValues = {
  customer_name: '',
  customer_phone: '',
  document_type: 'CC',
  document_number: '',
  customer_email: '',
  notes: '',
  payment_method: 'mercadopago',
};

interface CheckoutFormOptions {
  slug: string;
  source: string;
  seatIds: readonly string[];
  onBooked: (booking: Booking) => void;
  /** Seats the server found taken meanwhile: they leave the selection. */
  onSeatsTaken: (seatIds: string[]) => void;
}

export function useCheckoutForm({ slug, source, seatIds, onBooked, onSeatsTaken }: CheckoutFormOptions) {
  const [values, setValues] = useState<CheckoutValues>(CHECKOUT_DEFAULTS);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const parsed = publicBookingSchema.safeParse(values);
  const errors: FieldErrors = attempted && !parsed.success ? fieldErrorsOf(parsed.error) : {};

  const update = (changes: Partial<CheckoutValues>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async () => {
    if (pending) return;
    setAttempted(true);
    setFormError(null);
    if (!parsed.success) return;
    if (seatIds.length === 0) return setFormError(NO_SEATS_SELECTED_MESSAGE);
    setPending(true);
    try {
      const form = parsed.data;
      const booking = await bookSeats({
        eventSlug: slug,
        seatIds: [...seatIds],
        customerName: form.customer_name,
        customerPhone: form.customer_phone,
        documentType: form.document_type,
        documentNumber: form.document_number,
        customerEmail: form.customer_email,
        notes: form.notes,
        paymentMethod: form.payment_method,
        source,
      });
      onBooked(booking);
    } catch (error) {
      const taken = unavailableSeatIdsOf(error);
      if (taken.length > 0) onSeatsTaken(taken);
      setFormError(bookingErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  /** A refusal is about the seats of that attempt: it goes when the visitor changes seats. */
  const clearRefusal = () => setFormError(null);

  /** A booked visitor starts the next booking from a blank form (the device may be shared). */
  const reset = () => {
    setValues(CHECKOUT_DEFAULTS);
    setAttempted(false);
    setFormError(null);
  };

  return { values, update, errors, formError, pending, submit, clearRefusal, reset };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
