import { cx } from './class-names';

interface OccupancyBarProps {
  percent: number;
  label?: string;
  className?: string;
}

/** Green while there is room, amber past 70 %, red past 90 %: how close a stand is to full. */
function barColour(percent: number): string {
  if (percent > 90) return 'bg-red-500';
  if (percent > 70) return 'bg-amber-500';
  return 'bg-emerald-500';
}

export function OccupancyBar({ percent, label = 'Ocupación', className }: OccupancyBarProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-stone-100', className)}
    >
      <div className={cx('h-full rounded-full transition-[width]', barColour(clamped))} style={{ width: `${clamped}%` }} />
    </div>
  );
}
