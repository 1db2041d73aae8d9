import { describe, expect, it } from 'vitest';
import { receiptLines, receiptShareText, type ReceiptForText } from './cash-receipt-text';
import { whatsappShareUrl } from './whatsapp';

const receipt: ReceiptForText = {
  receipt_number: '9A8B-000012',
  kind: 'sale',
  amount: 80_000,
  status: 'issued',
  issued_at: '2026-11-26T23:05:00Z',
  organizationName: 'Festival del Bambuco',
  customerName: 'Camila Rojas',
  eventName: 'Noche de Bambuco',
  seatCount: 2,
};

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a cash receipt as text', () => {
  it('names the organization, the number, the moment, the event, the customer, the seats and the cash', () => {
    expect(receiptLines(receipt).map(plain)).toEqual([
      'Festival del Bambuco',
      'Recibo de caja 9A8B-000012',
      expect.stringMatching(/^26\/11\/2026/),
      'Evento: Noche de Bambuco',
      'Cliente: Camila Rojas',
      'Asientos: 2',
      'Venta en efectivo: $ 80.000',
    ]);
  });

  it('says when a receipt was voided, and leaves out what a refund no longer has', () => {
    const voided = receiptLines({ ...receipt, kind: 'refund', status: 'void', customerName: null, seatCount: 0 }).map(plain);
    expect(voided[1]).toBe('Recibo de caja 9A8B-000012 (ANULADO)');
    expect(voided.at(-1)).toBe('Reembolso en efectivo: $ 80.000');
    expect(voided.some((line) => line.startsWith('Cliente') || line.startsWith('Asientos'))).toBe(false);
  });

  it('shares by WhatsApp to the customer’s phone, or through WhatsApp’s contact picker without one', () => {
    const toCustomer = new URL(whatsappShareUrl('300 123 4567', receiptShareText(receipt)));
    expect(`${toCustomer.origin}${toCustomer.pathname}`).toBe('https://wa.me/573001234567');
    expect(toCustomer.searchParams.get('text')).toBe(receiptShareText(receipt));
    expect(whatsappShareUrl(null, 'Recibo')).toBe('https://wa.me/?text=Recibo');
  });
});
