// The open shift's cash operations with their receipt numbers (no running total: the count is blind).
import { Link } from 'react-router-dom';
import { RECEIPT_KIND_LABELS } from '../../domain/cash-shifts';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import type { ReceiptLine } from '../../db/cash-shift-queries';
import { EmptyState } from '../../ui/EmptyState';

export function ReceiptList({ receipts }: { receipts: readonly ReceiptLine[] }) {
  if (receipts.length === 0) {
    return <EmptyState title="Sin operaciones en efectivo todavía">Cada venta, pago o reembolso en efectivo de este dispositivo aparecerá aquí con su número de recibo.</EmptyState>;
  }
  return (
    <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white" aria-label="Operaciones del turno">
      {receipts.map((receipt) => (
        <li key={receipt.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm" data-testid="shift-receipt">
          <span className="font-mono font-semibold">{receipt.receipt_number}</span>
          <span>{RECEIPT_KIND_LABELS[receipt.kind]}</span>
          <span className="text-stone-600">{receipt.customerName ?? ''}</span>
          <span className="tabular-nums">{receipt.kind === 'refund' ? '−' : ''}{formatCOP(receipt.amount)}</span>
          <span className="text-stone-500">{formatDateTime(receipt.issued_at)}</span>
          {receipt.status === 'void' && <span className="font-semibold text-red-700">Anulado</span>}
          <Link className="text-brand-700 underline" to={`/caja/recibos/${receipt.id}`}>
            Ver recibo
          </Link>
        </li>
      ))}
    </ul>
  );
}
