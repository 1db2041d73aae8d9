// The 'Nueva Reserva Manual' dialog's state and its submit through
// 'reservations-create-manual'. Messages appear under their fields once the cashier tried
// to confirm, and stay live from then on; what the command refuses (a seat sold meanwhile,
// an unknown discount code) lands under its field too.
import { useCallback, useMemo, useState } from 'react';
import { CommandValidationError } from '../../db/commands/command-definition';
import type { FieldErrors } from '../../domain/field-errors';
import { showToast } from '../../ui/toast/toast-store';
import { useAuthStore } from '../../session/auth-store';
import { useRunCommand } from '../../session/replica-hooks';
import { MANUAL_RESERVATION_DEFAULTS, manualReservationErrors, manualReservationInput, type ManualReservationForm } from './manual-reservation-form';

export const SIGN_IN_REQUIRED = 'Debes iniciar sesión para crear una reserva';

export function useManualReservationForm(onCreated: () => void) {
  const runCommand = useRunCommand();
  const signedIn = useAuthStore((state) => state.user !== null);
  const [values, setValues] = useState<ManualReservationForm>(MANUAL_RESERVATION_DEFAULTS);
  /** Confirm presses that were refused, so the dialog can show the first message. */
  const [attempts, setAttempts] = useState(0);
  const [refusal, setRefusal] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const formErrors = useMemo(() => manualReservationErrors(values), [values]);
  const errors: FieldErrors = attempts > 0 ? { ...formErrors, ...refusal } : refusal;

  // The same function on every render: the seat picker, drawn again only when its props change, takes it.
  const update = useCallback((changes: Partial<ManualReservationForm>) => {
    setRefusal({});
    setValues((current) => ({ ...current, ...changes }));
  }, []);

  const chooseEvent = (eventId: string) => update({ event_id: eventId, seat_ids: [] });

  const submit = async () => {
    if (pending) return;
    if (!signedIn || Object.keys(formErrors).length > 0) {
      setAttempts((count) => count + 1);
      if (!signedIn) setRefusal({ form: SIGN_IN_REQUIRED });
      return;
    }
    setPending(true);
    try {
      await runCommand('reservations-create-manual', manualReservationInput(values));
      showToast({ title: 'Reserva creada exitosamente', variant: 'success' });
      onCreated();
    } catch (error) {
      const fieldErrors = error instanceof CommandValidationError ? error.fieldErrors : { form: String(error) };
      setRefusal(fieldErrors);
      setAttempts((count) => count + 1);
      showToast({ title: 'Error al crear la reserva', description: Object.values(fieldErrors)[0], variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return { values, update, chooseEvent, errors, attempts, pending, submit };
}

