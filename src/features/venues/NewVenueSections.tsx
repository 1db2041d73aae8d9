// The four sections of the 'Nueva Gradería' form (spec §2).
import type { FieldErrors } from '../../domain/field-errors';
import { InputField, TextAreaField } from '../../ui/validated-fields';
import { FormSection } from '../../ui/FormSection';
import { BasePriceField } from './BasePriceField';
import type { NewVenueForm } from './new-venue-form';
import { PriceSuggestions } from './PriceSuggestions';
import { VenueTypeChoice } from './VenueTypeChoice';
import { venueTypeOf, type VenueTypeId } from './venue-types';

export interface SectionProps {
  values: NewVenueForm;
  errors: FieldErrors;
  setField: (field: keyof NewVenueForm, value: string) => void;
}

export function BasicInfoSection({ values, errors, setField, venueType, onVenueType }: SectionProps & {
  venueType: VenueTypeId;
  onVenueType: (type: VenueTypeId) => void;
}) {
  return (
    <FormSection title="Información básica" description="Cómo verán tus cajeros y clientes este espacio.">
      <InputField label="Nombre" value={values.name} error={errors.name} onChange={(event) => setField('name', event.target.value)} />
      <VenueTypeChoice value={venueType} onChange={onVenueType} />
      <TextAreaField
        label="Descripción (opcional)"
        value={values.description}
        error={errors.description}
        placeholder="Ej.: Gradería cubierta frente a la tarima principal"
        onChange={(event) => setField('description', event.target.value)}
      />
    </FormSection>
  );
}

const DIMENSIONS = [
  { field: 'rows', label: 'Filas', hint: 'Entre 1 y 50', max: 50 },
  { field: 'columns', label: 'Columnas', hint: 'Entre 1 y 50', max: 50 },
  { field: 'floors', label: 'Pisos', hint: 'Entre 1 y 5', max: 5 },
] as const;

export function DimensionsSection({ values, errors, setField }: SectionProps) {
  return (
    <FormSection title="Dimensiones" description="Las 4 primeras y las 4 últimas columnas son premium (precio ×1,5).">
      <div className="grid gap-4 sm:grid-cols-3">
        {DIMENSIONS.map(({ field, label, hint, max }) => (
          <InputField
            key={field}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={values[field]}
            error={errors[field]}
            hint={hint}
            onChange={(event) => setField(field, event.target.value)}
          />
        ))}
      </div>
    </FormSection>
  );
}

export function PricingSection({ values, errors, setField, venueType }: SectionProps & { venueType: VenueTypeId }) {
  return (
    <FormSection title="Precios" description="El precio de cada asiento es el precio base por su multiplicador.">
      <BasePriceField
        value={values.base_price}
        error={errors.base_price}
        hint="Mínimo $1.000, en múltiplos de $1.000"
        onChange={(value) => setField('base_price', value)}
      />
      <PriceSuggestions recommended={venueTypeOf(venueType).recommendedTier} onPick={(price) => setField('base_price', String(price))} />
    </FormSection>
  );
}

export function LocationSection({ values, errors, setField }: SectionProps) {
  return (
    <FormSection title="Ubicación" description="Dónde está el espacio; las coordenadas son opcionales.">
      <InputField label="Lugar" value={values.location_name} error={errors.location_name} onChange={(event) => setField('location_name', event.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Latitud"
          type="number"
          step="any"
          placeholder="2.9371"
          value={values.location_lat}
          error={errors.location_lat}
          onChange={(event) => setField('location_lat', event.target.value)}
        />
        <InputField
          label="Longitud"
          type="number"
          step="any"
          placeholder="-75.2895"
          value={values.location_lng}
          error={errors.location_lng}
          onChange={(event) => setField('location_lng', event.target.value)}
        />
      </div>
    </FormSection>
  );
}
