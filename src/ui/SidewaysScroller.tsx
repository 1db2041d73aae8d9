// A box for a table that may be wider than the screen: it scrolls sideways, says so while it
// does (SidewaysHint), and takes focus so that a keyboard can scroll it too. It is the
// containing block of what is positioned inside (relative): a header's sr-only label in a
// column off the screen would otherwise widen the page itself.
import { useRef, type ReactNode } from 'react';
import { SidewaysHint } from './SidewaysHint';
import { useHorizontalOverflow } from './use-horizontal-overflow';
import { cx } from './class-names';

export function SidewaysScroller({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrollsSideways = useHorizontalOverflow(scroller);
  return (
    <>
      {scrollsSideways && <SidewaysHint what="todas las columnas" className="mb-2" />}
      <div ref={scroller} className={cx('relative overflow-x-auto', className)} tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </>
  );
}
