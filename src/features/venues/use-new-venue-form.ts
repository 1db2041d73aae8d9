import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CommandValidationError } from '../../db/commands/command-definition';
import type { FieldErrors } from '../../domain/field-errors';
import { useRunCommand } from '../../session/replica-hooks';
import { showToast } from '../../ui/toast/toast-store';
import { NEW_VENUE_DEFAULTS, newVenueErrors, newVenueInput, type NewVenueForm } from './new-venue-form';
import type { VenueTypeId } from './venue-types';

/** The creation form's state: values validated on every change, and the submit through 'graderias-create'. */
export function useNewVenueForm() {
  const runCommand = useRunCommand();
  const navigate = useNavigate();
  // The device picks the stand's id, as it does offline; the server keeps it.
  const [venueId] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<NewVenueForm>(NEW_VENUE_DEFAULTS);
  const [venueType, setVenueType] = useState<VenueTypeId>('graderia');
  const [refusal, setRefusal] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const errors = useMemo(() => ({ ...refusal, ...newVenueErrors(values, venueId) }), [refusal, values, venueId]);
  const invalid = Object.keys(errors).length > 0;

  const setField = (field: keyof NewVenueForm, value: string) => {
    setRefusal({});
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async () => {
    if (invalid || pending) return;
    setPending(true);
    try {
      await runCommand('graderias-create', newVenueInput(values, venueId));
      showToast({ title: '¡Gradería creada con éxito!', variant: 'success' });
      navigate('/venues');
    } catch (error) {
      if (error instanceof CommandValidationError) setRefusal(error.fieldErrors);
      showToast({
        title: 'Error al crear gradería',
        description: 'No se pudo crear la gradería. Por favor, intenta nuevamente.',
        variant: 'error',
      });
      setPending(false);
    }
  };

  return { values, setField, venueType, setVenueType, errors, invalid, pending, submit };
}
