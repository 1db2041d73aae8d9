import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { previewDimension } from './new-venue-form';
import { BasicInfoSection, DimensionsSection, LocationSection, PricingSection } from './NewVenueSections';
import { useNewVenueForm } from './use-new-venue-form';
import { venueTypeOf } from './venue-types';
import { VenuePreview } from './VenuePreview';

export function CreateVenuePage() {
  const form = useNewVenueForm();
  const { values, errors, setField } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <>
      <PageHeader title="Nueva Gradería" description="Define filas, columnas, pisos y precio base." />
      <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <BasicInfoSection
            values={values}
            errors={errors}
            setField={setField}
            venueType={form.venueType}
            onVenueType={form.setVenueType}
          />
          <DimensionsSection values={values} errors={errors} setField={setField} />
          <PricingSection values={values} errors={errors} setField={setField} venueType={form.venueType} />
          <LocationSection values={values} errors={errors} setField={setField} />
        </div>
        <div className="lg:sticky lg:top-24">
          <VenuePreview
            typeLabel={venueTypeOf(form.venueType).label}
            rows={previewDimension(values.rows, 50)}
            columns={previewDimension(values.columns, 50)}
            floors={previewDimension(values.floors, 5)}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end lg:col-start-1">
          <Link to="/venues" className={buttonClasses('outline')}>
            Cancelar
          </Link>
          <Button type="submit" disabled={form.invalid || form.pending}>
            {form.pending ? 'Creando gradería…' : 'Crear Gradería'}
          </Button>
        </div>
      </form>
    </>
  );
}
