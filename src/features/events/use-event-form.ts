import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CommandValidationError } from '../../db/commands/command-definition';
import type { FieldErrors } from '../../domain/field-errors';
import { showToast } from '../../ui/toast/toast-store';
import { eventFormErrors, eventFormInputOf, type EventFormInput, type EventFormValues } from './event-form-values';

interface SaveEvent {
  run: (input: EventFormInput) => Promise<unknown>;
  success: string;
  failure: string;
}

/**
 * The event form's values and its save: messages appear at the fields once the organizer
 * tries to save; a refusal from the command (a slug another event has) shows at its field,
 * any other failure as the spec's toast.
 */
export function useEventForm(initialValues: EventFormValues) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [triedToSave, setTriedToSave] = useState(false);
  const [refusals, setRefusals] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (next: EventFormValues) => {
    setValues(next);
    setRefusals({});
  };

  const save = async ({ run, success, failure }: SaveEvent) => {
    setTriedToSave(true);
    if (Object.keys(eventFormErrors(values)).length > 0) return;
    setSaving(true);
    try {
      await run(eventFormInputOf(values));
      showToast({ title: success, variant: 'success' });
      navigate('/events');
    } catch (error) {
      setSaving(false);
      if (error instanceof CommandValidationError) setRefusals(error.fieldErrors);
      else showToast({ title: failure, description: error instanceof Error ? error.message : undefined, variant: 'error' });
    }
  };

  const errors: FieldErrors = triedToSave ? { ...eventFormErrors(values), ...refusals } : {};
  return { values, change, errors, saving, save };
}
