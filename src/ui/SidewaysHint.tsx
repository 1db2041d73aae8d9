// Says that a box scrolls sideways: a phone's scrollbar is invisible until touched, and a
// cut-off column looks like the last one. Hidden from screen readers, which read every column.
import { cx } from './class-names';

export function SidewaysHint({ what, className }: { what: string; className?: string }) {
  return (
    <p data-scroll-hint aria-hidden="true" className={cx('text-xs text-stone-500', className)}>
      {/* A no-break space: the arrow never sits alone on a line. */}
      Desliza hacia los lados para ver {what}&nbsp;<span className="font-semibold">↔</span>
    </p>
  );
}
