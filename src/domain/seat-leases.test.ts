import { describe, expect, it } from 'vitest';
import { isLeaseOpen, leaseBoundariesPassed, leaseMarks, seatLeaseCreateSchema, summarizeLeases, type SeatLease } from './seat-leases';

const now = new Date('2026-07-01T20:00:00Z');
const lease = (seatId: string, overrides: Partial<SeatLease> = {}): SeatLease => ({
  lease_id: 'lease-1', event_id: 'event-1', seat_id: seatId, device_id: 'tablet-1', device_name: 'Tablet puerta 1',
  starts_at: '2026-07-01T18:00:00Z', ends_at: '2026-07-01T22:00:00Z', returned_at: null, ...overrides,
});

describe('seat leases', () => {
  it.each([
    ['open inside its window', lease('s1'), true],
    ['not yet started', lease('s1', { starts_at: '2026-07-01T21:00:00Z' }), false],
    ['ended at its end', lease('s1', { ends_at: '2026-07-01T20:00:00Z' }), false],
    ['handed back', lease('s1', { returned_at: '2026-07-01T19:00:00Z' }), false],
    ['to be handed back later', lease('s1', { returned_at: '2026-07-01T21:00:00Z' }), true],
  ])('%s', (_name, given, open) => {
    expect(isLeaseOpen(given, now)).toBe(open);
  });

  it('marks this device’s seats as safe and other gates’ seats with their name; closed leases mark nothing', () => {
    const marks = leaseMarks([
      lease('s1'),
      lease('s2', { lease_id: 'lease-2', device_id: 'tablet-2', device_name: 'Tablet norte' }),
      lease('s3', { returned_at: '2026-07-01T19:00:00Z' }),
    ], 'tablet-1', now);
    expect([...marks]).toEqual([
      ['s1', { kind: 'mine', deviceName: 'Tablet puerta 1' }],
      ['s2', { kind: 'other', deviceName: 'Tablet norte' }],
    ]);
  });

  it('names the leases open at a time: the same name means the same leases open, and it changes when one starts, ends or is handed back', () => {
    const leases = [
      lease('s1'),
      lease('s2', { lease_id: 'lease-2', starts_at: '2026-07-01T19:30:00Z', ends_at: '2026-07-01T21:30:00Z' }),
      lease('s3', { lease_id: 'lease-3', returned_at: '2026-07-01T20:10:00Z' }),
      lease('s4', { lease_id: 'lease-4', starts_at: '2026-07-01T23:00:00Z', ends_at: '2026-07-02T01:00:00Z' }),
    ];
    const openAt = (time: Date) => leases.filter((each) => isLeaseOpen(each, time)).map((each) => each.lease_id).join();
    // Every 5 minutes of the day, in both directions: a clock set back must not keep a stale map.
    const times = Array.from({ length: 12 * 24 }, (_, step) => new Date(Date.parse('2026-07-01T12:00:00Z') + step * 300_000));
    const openByName = new Map<string, string>();
    for (const time of [...times, ...times.reverse()]) {
      const name = leaseBoundariesPassed(leases, time);
      expect(openByName.get(name) ?? openAt(time)).toBe(openAt(time));
      openByName.set(name, openAt(time));
    }
    const before = (iso: string) => leaseBoundariesPassed(leases, new Date(Date.parse(iso) - 1));
    for (const boundary of ['2026-07-01T19:30:00Z', '2026-07-01T20:10:00Z', '2026-07-01T21:30:00Z', '2026-07-01T22:00:00Z', '2026-07-01T23:00:00Z']) {
      expect(leaseBoundariesPassed(leases, new Date(boundary))).not.toBe(before(boundary));
    }
  });

  it('sizes each lease: sold, left, sales per hour since it started and hours of stock at that pace', () => {
    const [summary] = summarizeLeases([lease('s1'), lease('s2'), lease('s3'), lease('s4'), lease('s5')], new Set(['s1', 's2', 'x']), now);
    expect(summary).toMatchObject({ deviceName: 'Tablet puerta 1', sold: 2, left: 3, salesPerHour: 1, hoursOfStockLeft: 3, open: true });
  });

  it('refuses a lease without seats, without a name, or ending before it starts, in Spanish', () => {
    const result = seatLeaseCreateSchema.safeParse({
      lease_id: '6f1c1d38-7a0e-4d0b-9d55-1f1f1f1f1f1f', event_id: '6f1c1d38-7a0e-4d0b-9d55-2f1f1f1f1f1f', seat_ids: [], device_name: ' ',
      starts_at: '2026-07-01T22:00:00Z', ends_at: '2026-07-01T20:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Elige al menos un asiento para asignar', 'Escribe el nombre de la taquilla', 'La hora final debe ser posterior a la inicial']);
  });
});
