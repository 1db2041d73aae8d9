import type { ReactNode } from 'react';
import { Card } from './Card';
import { cx } from './class-names';

interface StatCardProps {
  label: string;
  /** The figure; pass <Money> or <Count> so a long one breaks between thousands, not inside. */
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/**
 * A headline figure with what it means underneath, for summary rows. The card is a size
 * container: the figure's type shrinks with the card (down to 18 px) so '$ 120.000.000' fits
 * a quarter of a laptop screen, and the icon steps aside in cards too narrow for both.
 */
export function StatCard({ label, value, detail, icon, className }: StatCardProps) {
  return (
    <Card className={cx('@container flex items-start justify-between gap-3 p-5', className)}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-500">{label}</p>
        <p className="mt-1 text-[length:clamp(1.125rem,9cqi,1.5rem)] leading-tight font-bold tracking-tight text-stone-900">{value}</p>
        {detail && <div className="mt-1 text-xs wrap-break-word text-stone-500">{detail}</div>}
      </div>
      {icon && <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 @[17rem]:flex">{icon}</span>}
    </Card>
  );
}
