// One breakdown of the report (per event, day, stand, channel, method or cashier) as a table.
// Its figures never break (noWrap): a table wider than its card scrolls sideways instead.
import type { ReportLine } from '../../domain/sales-report';
import { Card } from '../../ui/Card';
import { Count, Money } from '../../ui/Money';
import { SidewaysScroller } from '../../ui/SidewaysScroller';

interface ReportTableProps {
  title: string;
  lines: ReportLine[];
  /** Only events and stands have seats to fill. */
  withOccupancy?: boolean;
  /** A method moves money only: no seats, holds or entries of its own. */
  moneyOnly?: boolean;
  labelOf?: (line: ReportLine) => string;
}

export function ReportTable({ title, lines, withOccupancy = false, moneyOnly = false, labelOf = (line) => line.label }: ReportTableProps) {
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-3 font-semibold text-stone-900">{title}</h2>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-500">Sin datos en el periodo.</p>
      ) : (
        <SidewaysScroller label={title}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-500">
                <th scope="col" className="py-2 pr-3 font-medium">{title.replace(/^Por /, '').replace(/^\w/, (letter) => letter.toUpperCase())}</th>
                {!moneyOnly && <th scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">Vendidos</th>}
                <th scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">Ingresos</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">Reembolsos</th>
                {!moneyOnly && <th scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">Apartados</th>}
                {!moneyOnly && <th scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">Ingresaron</th>}
                {withOccupancy && <th scope="col" className="py-2 text-right font-medium whitespace-nowrap">Ocupación</th>}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key} className="border-b border-stone-100 last:border-0">
                  <th scope="row" className="min-w-36 py-2 pr-3 text-left font-medium text-stone-900">{labelOf(line)}</th>
                  {!moneyOnly && <td className="py-2 pr-3 text-right"><Count value={line.seatsSold} noWrap /></td>}
                  <td className="py-2 pr-3 text-right"><Money amount={line.revenue} noWrap /></td>
                  <td className="py-2 pr-3 text-right"><Money amount={line.refunds} noWrap /></td>
                  {!moneyOnly && <td className="py-2 pr-3 text-right"><Count value={line.heldSeats} noWrap /></td>}
                  {!moneyOnly && <td className="py-2 pr-3 text-right"><Count value={line.checkIns} noWrap /></td>}
                  {withOccupancy && <td className="whitespace-nowrap py-2 text-right">{line.occupancy ?? 0}%</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </SidewaysScroller>
      )}
    </Card>
  );
}
