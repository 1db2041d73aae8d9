import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from '../../ui/class-names';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}

/** A select with its Spanish message underneath, tied to it like the validated inputs. */
export function SelectField({ label, error, options, placeholder, className, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          'block h-11 w-full rounded-lg border bg-white px-3 text-stone-900 shadow-xs focus:ring-2 focus:outline-none',
          error ? 'border-red-400 focus:ring-red-500/30' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-500/30',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
