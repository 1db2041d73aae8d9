import type { ReactNode } from 'react';
import { InputField } from '../../ui/validated-fields';

interface BasePriceFieldProps {
  value: string | number;
  error?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
}

/** The venue's base price in whole pesos: at least $1.000, in steps of $1.000 (spec §5). */
export function BasePriceField({ value, error, hint, onChange }: BasePriceFieldProps) {
  return (
    <InputField
      label="Precio base (COP)"
      type="number"
      inputMode="numeric"
      min={1000}
      step={1000}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
