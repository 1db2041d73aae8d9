import { describe, expect, it } from 'vitest';
import { cashChangeFor, QUICK_BILLS } from './cash-change';

describe('cashChangeFor', () => {
  it.each([
    { due: 60_000, received: 100_000, change: 40_000 },
    { due: 60_000, received: 60_000, change: 0 },
    { due: 45_000, received: 50_000, change: 5_000 },
    { due: 19_500, received: 20_000, change: 500 },
    { due: 0, received: 20_000, change: 20_000 },
    { due: 150_000, received: 200_000, change: 50_000 },
  ])('$received for $due gives $change back', ({ due, received, change }) => {
    expect(cashChangeFor(due, received)).toEqual({ ok: true, change });
  });

  it.each([
    { due: 60_000, received: 50_000, message: 'El monto recibido ($\u00a050.000) es menor que el total ($\u00a060.000)' },
    { due: 100_001, received: 100_000, message: 'El monto recibido ($\u00a0100.000) es menor que el total ($\u00a0100.001)' },
    { due: 20_000, received: -1, message: 'Ingresa el monto recibido en pesos enteros' },
    { due: 20_000, received: 20_000.5, message: 'Ingresa el monto recibido en pesos enteros' },
    { due: 20_000, received: Number.NaN, message: 'Ingresa el monto recibido en pesos enteros' },
  ])('refuses $received for $due', ({ due, received, message }) => {
    expect(cashChangeFor(due, received)).toEqual({ ok: false, message });
  });

  it('offers the usual bills, smallest first', () => {
    expect(QUICK_BILLS).toEqual([20_000, 50_000, 100_000]);
  });
});
