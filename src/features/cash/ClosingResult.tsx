// The closing after 'Cerrar turno': expected, counted and the difference, and the Z report.
// Shown only once the count was submitted (blind count). The device's figures are a preview
// until the server answers; the server's expected cash replaces them when it does.
import { differenceLabel, shiftDifference } from '../../domain/cash-shifts';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import type { CashShiftRow } from '../../db/rows';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';

const VERDICT_CLASSES = { Faltante: 'text-red-700', Sobrante: 'text-amber-700', Cuadrado: 'text-emerald-700' } as const;

type Part = { count?: number; amount?: number } | undefined;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium tabular-nums text-stone-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function ClosingResult({ shift, title = 'Turno cerrado' }: { shift: CashShiftRow; title?: string }) {
  const expected = shift.expected_cash ?? 0;
  const counted = shift.counted_cash ?? 0;
  const { verdict, difference } = shiftDifference(counted, expected);
  const z = shift.z_report ?? {};
  const part = (name: string) => z[name] as Part;
  const line = (name: string) => `${part(name)?.count ?? 0} · ${formatCOP(part(name)?.amount ?? 0)}`;
  return (
    <Card className="p-5" data-testid="closing-result">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <p className="text-sm text-stone-600">
        {formatDateTime(shift.opened_at)} – {shift.closed_at ? formatDateTime(shift.closed_at) : ''}
      </p>
      <dl className="mt-4 divide-y divide-stone-100">
        <Row label="Efectivo esperado" value={formatCOP(expected)} testId="closing-expected" />
        <Row label="Efectivo contado" value={formatCOP(counted)} testId="closing-counted" />
      </dl>
      <p className={cx('mt-3 text-2xl font-bold', VERDICT_CLASSES[verdict])} data-testid="closing-difference">
        {differenceLabel(difference)}
      </p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-stone-500">Informe Z</h3>
      <dl className="mt-2 divide-y divide-stone-100 text-sm">
        <Row label="Base inicial" value={formatCOP(shift.opening_float)} />
        <Row label="Ventas en efectivo" value={line('sales')} />
        <Row label="Pagos en efectivo" value={line('payments')} />
        <Row label="Reembolsos en efectivo" value={line('refunds')} />
        <Row label="Recibos anulados" value={String(z.void_count ?? 0)} />
        <Row label="Primer recibo" value={String(z.first_receipt ?? '—')} />
        <Row label="Último recibo" value={String(z.last_receipt ?? '—')} />
      </dl>
    </Card>
  );
}
