// How the app shows an amount: always in full ('$ 120.000.000', never '$ 120 M': a cashier
// counts every peso). A figure moves whole to the next line when it does not fit at the end of
// one ('$ 240.' over '000' reads as 240 pesos); only a box narrower than the figure itself
// breaks it, between groups of thousands, never inside one, so no digit is hidden or cut.
// In a table that scrolls sideways the figure never breaks (noWrap): the column grows.
import { Fragment } from 'react';
import { formatCOP, formatCount } from '../domain/money';

/** '$ 120.000.000' → ['$ 120.', '000.', '000']: the places a line may break. */
export function thousandsGroups(formatted: string): string[] {
  return formatted.split(/(?<=\.)/);
}

interface FigureProps {
  /** Never break: for a table that scrolls sideways, whose columns would otherwise shrink to one group. */
  noWrap?: boolean;
}

function Groups({ text, noWrap = false }: FigureProps & { text: string }) {
  // Chrome breaks at a <wbr> even under white-space: nowrap, so a figure that must not break has none.
  if (noWrap) return <span className="whitespace-nowrap tabular-nums">{text}</span>;
  // An inline block is placed whole: it breaks inside only when wider than its line.
  return (
    <span className="inline-block tabular-nums">
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
export function Money({ amount, ...props }: FigureProps & { amount: number }) {
  return <Groups text={formatCOP(amount)} {...props} />;
}

/** A count of seats, people or bookings, '12.500'. */
export function Count({ value, ...props }: FigureProps & { value: number }) {
  return <Groups text={formatCount(value)} {...props} />;
}

/** A figure already formatted (a signed amount, a count), with the same break points. */
export function FigureText({ text, ...props }: FigureProps & { text: string }) {
  return <Groups text={text} {...props} />;
}
