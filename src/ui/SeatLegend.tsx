import { cx } from './class-names';
import { PREMIUM_SEAT_CLASSES, SEAT_LOOK_LABELS, seatClasses, type SeatLook } from './seat-styles';

interface SeatLegendProps {
  looks: readonly SeatLook[];
  /** Adds the outlined premium swatch. */
  showPremium?: boolean;
  className?: string;
}

export function SeatLegend({ looks, showPremium = false, className }: SeatLegendProps) {
  return (
    <ul aria-label="Leyenda de asientos" className={cx('flex flex-wrap gap-x-4 gap-y-2 text-xs text-stone-600', className)}>
      {looks.map((look) => (
        <li key={look} className="flex items-center gap-1.5">
          <span className={cx('size-3.5 rounded-sm', seatClasses(look, false))} aria-hidden="true" />
          {SEAT_LOOK_LABELS[look]}
        </li>
      ))}
      {showPremium && (
        <li className="flex items-center gap-1.5">
          <span className={cx('size-3.5 rounded-sm bg-white', PREMIUM_SEAT_CLASSES)} aria-hidden="true" />
          Premium (×1,5)
        </li>
      )}
    </ul>
  );
}
