import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../db/sync-records';
import { withinPushBudget } from './push-batch';

function entry(seq: number, notes: string): OutboxEntry {
  return {
    seq,
    op_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    device_id: 'd',
    kind: 'reservations-cancel',
    payload: { reservation_id: 'r', reason: notes },
    created_at: '2026-11-26T00:00:00.000Z',
    touches: [],
  } as unknown as OutboxEntry;
}

describe('withinPushBudget', () => {
  it('keeps the whole batch when it fits', () => {
    const batch = [entry(1, 'a'), entry(2, 'b'), entry(3, 'c')];
    expect(withinPushBudget(batch, 10_000)).toEqual(batch);
  });

  it('stops before the op that would pass the budget, keeping queue order', () => {
    const batch = [entry(1, 'x'.repeat(300)), entry(2, 'x'.repeat(300)), entry(3, 'x')];
    expect(withinPushBudget(batch, 700).map((op) => op.seq)).toEqual([1]);
    expect(withinPushBudget(batch, 1_000).map((op) => op.seq)).toEqual([1, 2]);
  });

  it('counts bytes, not characters', () => {
    const batch = [entry(1, 'ñ'.repeat(200)), entry(2, 'ñ'.repeat(200))];
    // ~250 bytes of envelope + 400 bytes of 'ñ' each: two fit in 1,400 characters but not in bytes.
    expect(withinPushBudget(batch, 1_000).map((op) => op.seq)).toEqual([1]);
  });

  it('always sends the first op, however large, so the outbox never stalls', () => {
    const batch = [entry(1, 'x'.repeat(5_000)), entry(2, 'y')];
    expect(withinPushBudget(batch, 100).map((op) => op.seq)).toEqual([1]);
    expect(withinPushBudget([], 100)).toEqual([]);
  });
});
