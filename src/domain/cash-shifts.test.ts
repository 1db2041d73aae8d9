import { describe, expect, it } from 'vitest';
import { closeShiftSchema, differenceLabel, receiptNumberOf, shiftDifference, shiftTotals, typedPesos, type ReceiptFigures } from './cash-shifts';

const sale = (amount: number, status: ReceiptFigures['status'] = 'issued'): ReceiptFigures => ({ kind: 'sale', amount, status });
const payment = (amount: number): ReceiptFigures => ({ kind: 'payment', amount, status: 'issued' });
const refund = (amount: number, status: ReceiptFigures['status'] = 'issued'): ReceiptFigures => ({ kind: 'refund', amount, status });

describe('shiftTotals', () => {
  it.each([
    ['no receipts: the float', 50_000, [], 50_000],
    ['sales and payments add', 50_000, [sale(30_000), payment(20_000)], 100_000],
    ['cash refunds subtract', 0, [sale(30_000), sale(45_000), refund(30_000)], 45_000],
    ['void receipts move no cash', 10_000, [sale(30_000, 'void'), refund(5_000, 'void'), payment(1_000)], 11_000],
    ['a refund larger than the float leaves the drawer negative', 0, [refund(30_000)], -30_000],
  ] as const)('%s', (_case, openingFloat, receipts, expected) => {
    expect(shiftTotals(openingFloat, receipts).expected).toBe(expected);
  });

  it('counts each kind apart, and the void ones', () => {
    expect(shiftTotals(0, [sale(30_000), sale(30_000), payment(15_000), refund(30_000), sale(9_000, 'void')])).toEqual({
      sales: { count: 2, amount: 60_000 },
      payments: { count: 1, amount: 15_000 },
      refunds: { count: 1, amount: 30_000 },
      voidCount: 1,
      expected: 45_000,
    });
  });
});

describe('shiftDifference (counted − expected)', () => {
  it.each([
    [85_000, 90_000, -5_000, 'Faltante', 'Faltante $ 5.000'],
    [92_000, 90_000, 2_000, 'Sobrante', 'Sobrante $ 2.000'],
    [90_000, 90_000, 0, 'Cuadrado', 'Cuadrado'],
    [0, 30_000, -30_000, 'Faltante', 'Faltante $ 30.000'],
    [10_000, -30_000, 40_000, 'Sobrante', 'Sobrante $ 40.000'],
  ] as const)('counted %i, expected %i → %i %s', (counted, expected, difference, verdict, label) => {
    expect(shiftDifference(counted, expected)).toEqual({ difference, verdict });
    expect(differenceLabel(difference).replace(/\s/g, ' ')).toBe(label);
  });
});

describe('the closing form', () => {
  const base = { shift_id: '00000000-0000-4000-8000-000000000001', closed_at: '2026-11-26T23:00:00.000Z' };
  const ceiling = 'El efectivo contado debe ser un valor en pesos entre $ 0 y $ 1.000.000.000';
  it.each([[-1], [1_000_000_001], [12.5], [Number.NaN]])('refuses %s pesos counted', (counted) => {
    const parsed = closeShiftSchema.safeParse({ ...base, counted_cash: counted });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(ceiling);
  });
  it('accepts zero and the ceiling', () => {
    expect(closeShiftSchema.safeParse({ ...base, counted_cash: 0 }).success).toBe(true);
    expect(closeShiftSchema.safeParse({ ...base, counted_cash: 1_000_000_000 }).success).toBe(true);
  });
  it.each([
    ['85000', 85_000],
    ['85.000', 85_000],
    ['$ 85.000', 85_000],
    ['-5', -5],
    ['abc', null],
    ['', null],
    ['12,5', null],
  ])('reads %j as %s', (text, pesos) => {
    expect(typedPesos(text)).toBe(pesos);
  });
});

describe('receiptNumberOf', () => {
  it('is the device prefix and the zero-padded sequence, as the server writes it', () => {
    expect(receiptNumberOf('dddddddd-0000-4000-8000-0000000000b1', 1)).toBe('DDDD-000001');
    expect(receiptNumberOf('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 123)).toBe('9A8B-000123');
  });
});
