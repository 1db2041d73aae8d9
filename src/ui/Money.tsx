// How the app shows an amount: always in full ('$ 120.000.000', never '$ 120 M': a cashier
// counts every peso), and when a box is narrower than the figure it breaks only between
// groups of thousands, never inside one, so no digit is hidden or cut.
import { Fragment } from 'react';
import { formatCOP, formatCount } from '../domain/money';
import { cx } from './class-names';

/** '$ 120.000.000' → ['$ 120.', '000.', '000']: the places a line may break. */
export function thousandsGroups(formatted: string): string[] {
  return formatted.split(/(?<=\.)/);
}

function Groups({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cx('tabular-nums', className)}>
      {thousandsGroups(text).map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </span>
  );
}

/** An amount in pesos, '$ 50.000'. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return <Groups text={formatCOP(amount)} className={className} />;
}

/** A count of seats, people or bookings, '12.500'. */
export function Count({ value, className }: { value: number; className?: string }) {
  return <Groups text={formatCount(value)} className={className} />;
}

/** A figure already formatted (a signed amount, a count), with the same break points. */
export function FigureText({ text, className }: { text: string; className?: string }) {
  return <Groups text={text} className={className} />;
}
