// 'Turno de caja' (issue 19): the figures of a cashier's shift and the rules of its ops, as
// apply_shifts_open / apply_shifts_close / apply_cash_receipts_issue enforce them. Expected
// cash here is the device's preview (and the figure shown offline); on close the server
// recomputes it from the receipts it stored (cash_shift_expected) and its figure wins.
import { z } from 'zod';
import { formatCOP } from './money';
import { entityId } from './form-values';

/** The largest cash figure a cashier may type: far above a gate's day, a typo's extra zeros are refused. */
export const CASH_AMOUNT_CEILING = 1_000_000_000;

/** The ceiling as the server writes it in its messages. */
export const CASH_AMOUNT_CEILING_TEXT = '$ 1.000.000.000';

export type ReceiptKind = 'sale' | 'payment' | 'refund';
export type ReceiptStatus = 'issued' | 'void';

/** What the figures need of a receipt. */
export interface ReceiptFigures {
  kind: ReceiptKind;
  amount: number;
  status: ReceiptStatus;
}

export interface ShiftTotals {
  sales: { count: number; amount: number };
  payments: { count: number; amount: number };
  refunds: { count: number; amount: number };
  voidCount: number;
  expected: number;
}

/** Opening float + issued cash in (sales and payments) − issued cash refunds; void receipts move no cash. */
export function shiftTotals(openingFloat: number, receipts: readonly ReceiptFigures[]): ShiftTotals {
  const totals: ShiftTotals = {
    sales: { count: 0, amount: 0 },
    payments: { count: 0, amount: 0 },
    refunds: { count: 0, amount: 0 },
    voidCount: 0,
    expected: openingFloat,
  };
  for (const receipt of receipts) {
    if (receipt.status === 'void') {
      totals.voidCount += 1;
      continue;
    }
    const bucket = receipt.kind === 'sale' ? totals.sales : receipt.kind === 'payment' ? totals.payments : totals.refunds;
    bucket.count += 1;
    bucket.amount += receipt.amount;
    totals.expected += receipt.kind === 'refund' ? -receipt.amount : receipt.amount;
  }
  return totals;
}

export type DifferenceVerdict = 'Faltante' | 'Sobrante' | 'Cuadrado';

/** Counted − expected, and what the cashier hears: short, over, or square. */
export function shiftDifference(counted: number, expected: number): { difference: number; verdict: DifferenceVerdict } {
  const difference = counted - expected;
  return { difference, verdict: difference < 0 ? 'Faltante' : difference > 0 ? 'Sobrante' : 'Cuadrado' };
}

/** 'Faltante $ 5.000', 'Sobrante $ 2.000', 'Cuadrado'. */
export function differenceLabel(difference: number): string {
  const { verdict } = shiftDifference(difference, 0);
  return verdict === 'Cuadrado' ? verdict : `${verdict} ${formatCOP(Math.abs(difference))}`;
}

/** A device's receipt prefix: its id's first four hex digits, as cash_receipt_number() writes them. */
export function receiptPrefixOf(deviceId: string): string {
  return deviceId.replaceAll('-', '').slice(0, 4).toUpperCase();
}

/** 'A1B2-000123'. */
export function receiptNumberOf(deviceId: string, sequence: number): string {
  return `${receiptPrefixOf(deviceId)}-${String(sequence).padStart(6, '0')}`;
}

export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = { sale: 'Venta', payment: 'Pago', refund: 'Reembolso' };

const cashAmount = (label: string) => {
  // Word for word the server's message (payload_cash_amount), plain spaces included.
  const message = `${label} debe ser un valor en pesos entre $ 0 y ${CASH_AMOUNT_CEILING_TEXT}`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(CASH_AMOUNT_CEILING, message);
};

const moment = z.iso.datetime({ offset: true, error: 'Fecha y hora inválidas' });

export const openShiftSchema = z.object({
  id: entityId,
  opening_float: cashAmount('La base inicial'),
  opened_at: moment,
});

export const closeShiftSchema = z.object({
  shift_id: entityId,
  counted_cash: cashAmount('El efectivo contado'),
  closed_at: moment,
});

export const issueReceiptSchema = z.object({
  id: entityId,
  sequence: z.number().int().min(1),
  shift_id: entityId.nullable(),
  reservation_id: entityId,
  kind: z.enum(['sale', 'payment', 'refund']),
  amount: z.number().int().min(0).max(CASH_AMOUNT_CEILING),
  issued_at: moment,
  cash_op_id: entityId,
});

export type OpenShiftPayload = z.output<typeof openShiftSchema>;
export type CloseShiftPayload = z.output<typeof closeShiftSchema>;
export type IssueReceiptPayload = z.output<typeof issueReceiptSchema>;

/** What a typed amount ('50.000', '$ 50000') reads as; null when it is not whole pesos. */
export function typedPesos(text: string): number | null {
  const digits = text.replace(/[$\s.]/g, '');
  if (!/^-?\d+$/.test(digits)) return null;
  return Number(digits);
}
