import type { ReservationStatus } from '../../domain/seat-status';
import { cx } from '../../ui/class-names';

const STATUS_CLASSES: Record<ReservationStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-sky-100 text-sky-800',
  paid: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
  expired: 'bg-stone-200 text-stone-700',
};

export function ReservationStatusBadge({ status, label }: { status: ReservationStatus; label: string }) {
  return (
    <span data-status={status} className={cx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>
      {label}
    </span>
  );
}
