import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { cx } from './class-names';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

export function TextField({ label, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        className={cx(
          'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900 shadow-xs',
          'placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
          className,
        )}
        {...props}
      />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export function CheckboxField({ label, ...props }: CheckboxFieldProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
      <input type="checkbox" className="size-4 rounded border-stone-300 accent-brand-600" {...props} />
      {label}
    </label>
  );
}
