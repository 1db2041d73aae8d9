import { cx } from '../../ui/class-names';
import { VENUE_TYPES, type VenueTypeId } from './venue-types';

interface VenueTypeChoiceProps {
  value: VenueTypeId;
  onChange: (type: VenueTypeId) => void;
}

export function VenueTypeChoice({ value, onChange }: VenueTypeChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">Tipo de espacio</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {VENUE_TYPES.map((type) => (
          <label
            key={type.id}
            className={cx(
              'cursor-pointer rounded-lg border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === type.id ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-stone-200 bg-white hover:border-stone-300',
            )}
          >
            <input
              type="radio"
              name="venue-type"
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
              className="sr-only"
            />
            <span className="block text-sm font-semibold text-stone-900">{type.label}</span>
            <span className="mt-0.5 block text-xs text-stone-500">{type.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
