// The 'Completa tu Reserva' form: its values, the messages under its fields once the
// visitor tried to confirm, and the one book_seats call. It lives above the checkout view
// so that going back to the map to change seats keeps what was typed. Its rules (zod) load
// with the visitor's first seat, not with the page (checkout-validation.ts).
import { useEffect, useRef, useState } from 'react';
import { pageSeatIdsNamed, serverSeatIdOf } from '../../api/compact-event';
import { bookSeats, unavailableSeatIdsOf, type Booking, type PublicPaymentMethod } from '../../api/public-booking';
import type { DocumentType } from '../../domain/document-types';
import type { FieldErrors } from '../../domain/field-errors';
import { NO_SEATS_SELECTED_MESSAGE } from '../../domain/seat-selection';
import { bookingErrorMessage } from './booking-error-message';
import type { checkCheckout as CheckCheckout } from './checkout-validation';

/** The rules could not be downloaded: the visitor is offline (or the server is unreachable). */
const RULES_UNAVAILABLE = 'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.';

let validation: Promise<typeof CheckCheckout> | null = null;

/** The rules, downloaded once; a failed download (offline) is tried again next time. */
function loadCheckoutValidation(): Promise<typeof CheckCheckout> {
  validation ??= import('./checkout-validation').then(
    (module) => module.checkCheckout,
    (error: unknown) => {
      validation = null;
      throw error;
    },
  );
  return validation;
}

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
  /** The chosen seats' ids on the page (see api/compact-event): the server's ids are derived when booking. */
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

  const [check, setCheck] = useState<typeof CheckCheckout | null>(null);
  const submitting = useRef(false);
  const wantsRules = seatIds.length > 0 || attempted;

  useEffect(() => {
    if (!wantsRules || check) return;
    let current = true;
    loadCheckoutValidation().then(
      (loaded) => current && setCheck(() => loaded),
      // Offline before the rules ever loaded: submit tries again and says so.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wantsRules, check]);

  const parsed = check?.(values) ?? null;
  const errors: FieldErrors = attempted && parsed && !parsed.ok ? parsed.errors : {};

  const update = (changes: Partial<CheckoutValues>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async () => {
    if (pending || submitting.current) return;
    setAttempted(true);
    setFormError(null);
    submitting.current = true;
    let result: ReturnType<typeof CheckCheckout>;
    try {
      result = (await loadCheckoutValidation())(values);
    } catch {
      return setFormError(RULES_UNAVAILABLE);
    } finally {
      submitting.current = false;
    }
    if (!result.ok) return;
    if (seatIds.length === 0) return setFormError(NO_SEATS_SELECTED_MESSAGE);
    setPending(true);
    try {
      const form = result.data;
      const booking = await bookSeats({
        eventSlug: slug,
        seatIds: seatIds.map(serverSeatIdOf),
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
      const taken = pageSeatIdsNamed(seatIds, unavailableSeatIdsOf(error));
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
