import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { GraderiaRow } from '../../db/rows';
import { useRunCommand } from '../../session/replica-hooks';
import { Button, buttonClasses } from '../../ui/Button';
import { showToast } from '../../ui/toast/toast-store';
import { InputField, SwitchField, TextAreaField } from '../../ui/validated-fields';
import { FormSection } from '../../ui/FormSection';
import { BasePriceField } from './BasePriceField';
import { editVenueErrors, editVenueFormOf, editVenueInput, type EditVenueForm as EditVenueValues } from './edit-venue-form';

export function EditVenueForm({ graderia }: { graderia: GraderiaRow }) {
  const runCommand = useRunCommand();
  const navigate = useNavigate();
  const [values, setValues] = useState<EditVenueValues>(() => editVenueFormOf(graderia));
  const [pending, setPending] = useState(false);
  const errors = useMemo(() => editVenueErrors(values, graderia.id), [values, graderia.id]);
  const invalid = Object.keys(errors).length > 0;
  const setField = <Field extends keyof EditVenueValues>(field: Field, value: EditVenueValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || pending) return;
    setPending(true);
    try {
      await runCommand('graderias-update', editVenueInput(values, graderia.id));
      showToast({ title: 'Gradería actualizada', variant: 'success' });
      navigate('/venues');
    } catch {
      showToast({ title: 'No se pudo actualizar la gradería. Intenta nuevamente.', variant: 'error' });
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title="Información básica">
        <InputField label="Nombre" value={values.name} error={errors.name} onChange={(event) => setField('name', event.target.value)} />
        <TextAreaField
          label="Descripción (opcional)"
          value={values.description}
          error={errors.description}
          onChange={(event) => setField('description', event.target.value)}
        />
        <InputField label="Ubicación" value={values.location_name} error={errors.location_name} onChange={(event) => setField('location_name', event.target.value)} />
        <BasePriceField value={values.base_price} error={errors.base_price} onChange={(value) => setField('base_price', value)} />
        <SwitchField
          label="Gradería activa"
          description="Solo las graderías activas se venden en la página pública."
          checked={values.is_active}
          onChange={(checked) => setField('is_active', checked)}
        />
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/venues" className={buttonClasses('outline')}>
          Cancelar
        </Link>
        <Button type="submit" disabled={invalid || pending}>
          {pending ? 'Guardando…' : 'Guardar Cambios'}
        </Button>
      </div>
    </form>
  );
}
