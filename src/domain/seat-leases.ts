// Seat leases per gate device (issue 21): a block of seats of one event that only one device
// sells during a window, so that its offline sales cannot conflict. The server enforces the
// lease (20261129140000_create_seat_leases.sql); these rules let a device show it offline:
// which seats are safe for it, which belong to another gate, and how a lease is selling.
import { z } from 'zod';
import { entityId } from './form-values';
import { groupBy } from './group-by';

export const DEVICE_NAME_LIMIT = 60;
export const LEASE_SEAT_LIMIT = 2000;
/** Shown before a cashier offline sells a seat that is not leased to this device. */
export const OUTSIDE_LEASE_WARNING = 'Este asiento puede venderse en otra taquilla mientras no tienes conexión';
/** The server's refusal of a seat leased to another device (and the map's hint). */
export const LEASED_ELSEWHERE = 'Este asiento está asignado a otra taquilla';

export interface SeatLease {
  lease_id: string;
  event_id: string;
  seat_id: string;
  device_id: string;
  device_name: string;
  starts_at: string;
  ends_at: string;
  returned_at: string | null;
}

const deviceNameSchema = z
  .string({ error: 'Escribe el nombre de la taquilla' })
  .trim()
  .min(1, 'Escribe el nombre de la taquilla')
  .max(DEVICE_NAME_LIMIT, `El nombre de la taquilla admite hasta ${DEVICE_NAME_LIMIT} caracteres`);

const moment = z.iso.datetime({ offset: true, error: 'Hora inválida' });

/** 'seat-leases-create': a new lease, or seats added to an open one (same lease_id). */
export const seatLeaseCreateSchema = z
  .object({
    lease_id: entityId,
    event_id: entityId,
    seat_ids: z
      .array(entityId)
      .min(1, 'Elige al menos un asiento para asignar')
      .max(LEASE_SEAT_LIMIT, `Una asignación admite como máximo ${LEASE_SEAT_LIMIT} asientos`),
    device_name: deviceNameSchema,
    device_id: entityId.optional(),
    starts_at: moment.optional(),
    ends_at: moment,
  })
  .refine((lease) => !lease.starts_at || Date.parse(lease.ends_at) > Date.parse(lease.starts_at), {
    path: ['ends_at'],
    error: 'La hora final debe ser posterior a la inicial',
  });

export const seatLeaseReturnSchema = z.object({ lease_id: entityId });

export type SeatLeaseCreatePayload = z.output<typeof seatLeaseCreateSchema>;

/** Whether the lease keeps its seats for its device at `now`: started, not ended, not handed back. */
export function isLeaseOpen(lease: SeatLease, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(lease.starts_at) <= at && at < leaseEndsAt(lease);
}

/** When the lease stops keeping its seats: its end, or when it was handed back if sooner. */
function leaseEndsAt(lease: SeatLease): number {
  return Math.min(Date.parse(lease.ends_at), lease.returned_at ? Date.parse(lease.returned_at) : Infinity);
}

/**
 * Names the set of leases open at `now`: how many have started and how many have ended by
 * then. Each count only grows with the clock, and a lease is open between the two, so two
 * times with the same counts have the same leases open; a screen redraws its map only when
 * they change, not on each tick.
 */
export function leaseBoundariesPassed(leases: readonly SeatLease[], now: Date): string {
  const at = now.getTime();
  let started = 0;
  let ended = 0;
  for (const lease of leases) {
    if (Date.parse(lease.starts_at) <= at) started += 1;
    if (leaseEndsAt(lease) <= at) ended += 1;
  }
  return `${started}:${ended}`;
}

export type LeaseMark = { kind: 'mine'; deviceName: string } | { kind: 'other'; deviceName: string };

/** Seat id → whose open lease holds it, as this device sees it. */
export function leaseMarks(leases: readonly SeatLease[], deviceId: string | null, now: Date): Map<string, LeaseMark> {
  const marks = new Map<string, LeaseMark>();
  for (const lease of leases) {
    if (!isLeaseOpen(lease, now)) continue;
    marks.set(lease.seat_id, { kind: lease.device_id === deviceId ? 'mine' : 'other', deviceName: lease.device_name });
  }
  return marks;
}

export interface LeaseSummary {
  leaseId: string;
  deviceId: string;
  deviceName: string;
  startsAt: string;
  endsAt: string;
  open: boolean;
  seatIds: string[];
  sold: number;
  /** Leased seats still free: what the device can still sell without conflict. */
  left: number;
  /** Seats sold per hour since the window started (0 before it starts). */
  salesPerHour: number;
  /** At the current pace, hours until the free seats run out (null when nothing sold yet). */
  hoursOfStockLeft: number | null;
}

/**
 * Per lease: what it sold and what it has left, for the organizer's sizing help. `soldSeatIds`
 * are the event's seats with an active sale.
 */
export function summarizeLeases(leases: readonly SeatLease[], soldSeatIds: ReadonlySet<string>, now: Date): LeaseSummary[] {
  return [...groupBy(leases, (lease) => lease.lease_id).values()].map((rows) => {
    const first = rows[0];
    const seatIds = rows.map((row) => row.seat_id);
    const sold = seatIds.filter((id) => soldSeatIds.has(id)).length;
    const end = Math.min(Date.parse(first.ends_at), first.returned_at ? Date.parse(first.returned_at) : Infinity, now.getTime());
    const hours = Math.max(0, end - Date.parse(first.starts_at)) / 3_600_000;
    const salesPerHour = hours > 0 ? Math.round((sold / Math.max(hours, 1 / 60)) * 10) / 10 : 0;
    const left = seatIds.length - sold;
    return {
      leaseId: first.lease_id,
      deviceId: first.device_id,
      deviceName: first.device_name,
      startsAt: first.starts_at,
      endsAt: first.returned_at && first.returned_at < first.ends_at ? first.returned_at : first.ends_at,
      open: isLeaseOpen(first, now),
      seatIds,
      sold,
      left,
      salesPerHour,
      hoursOfStockLeft: salesPerHour > 0 ? Math.round((left / salesPerHour) * 10) / 10 : null,
    };
  });
}
