// A cash receipt as text: what the WhatsApp message says (the printed receipt shows the same lines).
import { RECEIPT_KIND_LABELS, type ReceiptKind } from './cash-shifts';
import { formatDateTime } from './dates';
import { formatCOP } from './money';

export interface ReceiptForText {
  receipt_number: string;
  kind: ReceiptKind;
  amount: number;
  status: 'issued' | 'void';
  issued_at: string;
  organizationName: string;
  customerName: string | null;
  eventName: string | null;
  seatCount: number;
}

export function receiptLines(receipt: ReceiptForText): string[] {
  return [
    receipt.organizationName,
    `Recibo de caja ${receipt.receipt_number}${receipt.status === 'void' ? ' (ANULADO)' : ''}`,
    formatDateTime(receipt.issued_at),
    ...(receipt.eventName ? [`Evento: ${receipt.eventName}`] : []),
    ...(receipt.customerName ? [`Cliente: ${receipt.customerName}`] : []),
    ...(receipt.seatCount > 0 ? [`Asientos: ${receipt.seatCount}`] : []),
    `${RECEIPT_KIND_LABELS[receipt.kind]} en efectivo: ${formatCOP(receipt.amount)}`,
  ].filter((line) => line !== '');
}

export function receiptShareText(receipt: ReceiptForText): string {
  return receiptLines(receipt).join('\n');
}
