import { cx } from './class-names';

interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Cargando…', className }: SpinnerProps) {
  return (
    <div role="status" className={cx('flex items-center gap-3 text-stone-500', className)}>
      <span className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** Fills the viewport while something the whole screen depends on is loading. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-stone-50">
      <Spinner label={label} />
    </div>
  );
}
