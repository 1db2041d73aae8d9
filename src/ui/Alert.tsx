import type { ReactNode } from 'react';
import { cx } from './class-names';
import { AlertIcon } from './icons';

type AlertVariant = 'info' | 'destructive';

const VARIANT_CLASSES: Record<AlertVariant, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  destructive: 'border-red-200 bg-red-50 text-red-800',
};

interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children: ReactNode;
}

/** A destructive alert is announced at once (role="alert"); an informative one politely. */
export function Alert({ variant = 'info', title, children }: AlertProps) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-variant={variant}
      className={cx('flex gap-3 rounded-lg border px-4 py-3 text-sm', VARIANT_CLASSES[variant])}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
