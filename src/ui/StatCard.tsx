import type { ReactNode } from 'react';
import { Card } from './Card';
import { cx } from './class-names';

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** A headline figure with what it means underneath, for summary rows. */
export function StatCard({ label, value, detail, icon, className }: StatCardProps) {
  return (
    <Card className={cx('flex items-start justify-between gap-3 p-5', className)}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-500">{label}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight text-stone-900">{value}</p>
        {detail && <div className="mt-1 text-xs text-stone-500">{detail}</div>}
      </div>
      {icon && <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">{icon}</span>}
    </Card>
  );
}
