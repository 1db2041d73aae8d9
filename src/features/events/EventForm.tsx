import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { GraderiaRow } from '../../db/rows';
import type { FieldErrors } from '../../domain/field-errors';
import { Button, buttonClasses } from '../../ui/Button';
import { FormSection } from '../../ui/FormSection';
import { InputField, SwitchField, TextAreaField } from '../../ui/validated-fields';
import {
  withEndDate,
  withGraderiaToggled,
  withName,
  withSlug,
  withStartDate,
  type EventFormValues,
} from './event-form-values';
import { VenueChecklist } from './VenueChecklist';

interface EventFormProps {
  values: EventFormValues;
  onChange: (values: EventFormValues) => void;
  errors: FieldErrors;
  graderias: GraderiaRow[] | undefined;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: () => void;
}

export function EventForm({ values, onChange, errors, graderias, submitting, submitLabel, submittingLabel, onSubmit }: EventFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormSection title="Información del evento">
        <InputField label="Nombre del evento" value={values.name} error={errors.name} placeholder="Festival Folclórico del Bambuco 2025" onChange={(event) => onChange(withName(values, event.target.value))} />
        <InputField
          label="Slug (dirección pública)"
          value={values.slug}
          error={errors.slug}
          hint={`La página pública será /event/${values.slug || '…'}`}
          onChange={(event) => onChange(withSlug(values, event.target.value))}
        />
        <TextAreaField label="Descripción" value={values.description} error={errors.description} rows={3} placeholder="Cuéntale al público de qué se trata el evento" onChange={(event) => onChange({ ...values, description: event.target.value })} />
      </FormSection>

      <FormSection title="Fechas y horarios">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Fecha de inicio" type="date" value={values.event_date} error={errors.event_date} onChange={(event) => onChange(withStartDate(values, event.target.value))} />
          <InputField label="Hora de inicio" type="time" value={values.event_time} error={errors.event_time} onChange={(event) => onChange({ ...values, event_time: event.target.value })} />
          <InputField label="Fecha de fin" type="date" value={values.end_date} error={errors.end_date} min={values.event_date || undefined} onChange={(event) => onChange(withEndDate(values, event.target.value))} />
          <InputField label="Hora de fin" type="time" value={values.end_time} error={errors.end_time} onChange={(event) => onChange({ ...values, end_time: event.target.value })} />
        </div>
      </FormSection>

      <FormSection title="Venta de boletas">
        <SwitchField
          label="Evento activo"
          description={
            values.is_active
              ? 'La página pública está visible y se aceptan reservas.'
              : 'Apagado: las reservas quedan en pausa y la página pública se oculta.'
          }
          checked={values.is_active}
          onChange={(isActive) => onChange({ ...values, is_active: isActive })}
        />
      </FormSection>

      <FormSection title="Graderías del evento" description="Elige qué graderías, palcos o zonas vende este evento.">
        <VenueChecklist graderias={graderias} selectedIds={values.graderia_ids} error={errors.graderia_ids} onToggle={(id) => onChange(withGraderiaToggled(values, id))} />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/events" className={buttonClasses('outline')}>
          Cancelar
        </Link>
        <Button type="submit" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
