import { describe, expect, it } from 'vitest';
import { closingsCsv, type ClosingForCsv } from './cash-closings-csv';
import { parseSpreadsheetCsv } from './spreadsheet-csv';

const closing = (overrides: Partial<ClosingForCsv>): ClosingForCsv => ({
  device_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  cashierName: 'Ana Pérez',
  opened_at: '2026-11-26T13:00:00Z',
  closed_at: '2026-11-26T23:30:00Z',
  opening_float: 50_000,
  expected_cash: 110_000,
  counted_cash: 105_000,
  difference: -5_000,
  z_report: { sales: { count: 1, amount: 30_000 }, payments: { count: 1, amount: 30_000 }, refunds: { count: 0, amount: 0 }, first_receipt: '9A8B-000001', last_receipt: '9A8B-000003', void_count: 1 },
  ...overrides,
});

describe('closingsCsv', () => {
  it('writes one row per closed shift that parses back, amounts in whole pesos and Bogotá times', () => {
    const csv = closingsCsv([
      closing({}),
      closing({ cashierName: 'José "Pepe" Ruiz; taquilla 2', closed_at: null, counted_cash: null, expected_cash: null, difference: null, z_report: null }),
      closing({ cashierName: '=Luis', closed_at: '2026-11-26T22:00:00Z', counted_cash: 80_000, expected_cash: 80_000, difference: 0 }),
    ]);
    const rows = parseSpreadsheetCsv(csv);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ Cajero: "'=Luis", Diferencia: '0', Resultado: 'Cuadrado', Cierre: '26/11/2026 17:00' });
    expect(rows[1]).toEqual({
      Dispositivo: '9A8B',
      Cajero: 'Ana Pérez',
      Apertura: '26/11/2026 08:00',
      Cierre: '26/11/2026 18:30',
      'Base inicial': '50000',
      'Ventas en efectivo': '30000',
      'Pagos en efectivo': '30000',
      'Reembolsos en efectivo': '0',
      'Efectivo esperado': '110000',
      'Efectivo contado': '105000',
      Diferencia: '-5000',
      Resultado: 'Faltante',
      'Primer recibo': '9A8B-000001',
      'Último recibo': '9A8B-000003',
      'Recibos anulados': '1',
    });
  });
});
