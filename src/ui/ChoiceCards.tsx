import { useId } from 'react';
import { cx } from './class-names';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  detail: string;
}

interface ChoiceCardsProps<Value extends string> {
  label: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange(value: Value): void;
  error?: string;
}

/** One radio per card: each named by its label alone, its detail as the description. */
export function ChoiceCards<Value extends string>({ label, name, choices, value, onChange, error }: ChoiceCardsProps<Value>) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40',
                checked ? 'border-brand-500 bg-brand-50' : 'border-stone-200 bg-white',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                aria-labelledby={`${labelId}-${choice.value}-name`}
                aria-describedby={`${labelId}-${choice.value}-detail`}
                onChange={() => onChange(choice.value)}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span id={`${labelId}-${choice.value}-name`} className="block text-sm font-semibold text-stone-900">
                  {choice.label}
                </span>
                <span id={`${labelId}-${choice.value}-detail`} className="block text-xs text-stone-500">
                  {choice.detail}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && <p className="text-sm font-medium text-red-600">{error}</p>}
    </div>
  );
}
