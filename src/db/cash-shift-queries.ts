// What 'Turno de caja', 'Turnos de caja' and a receipt show, read from the replica (offline too).
import type { CashReceiptRow, CashShiftRow } from './rows';
import type { TaquillaDatabase } from './taquilla-database';
import { openShiftOfDevice, receiptsOfShift } from './commands/cash-shift-commands';
import { reservationBuckets, reservationSeatBuckets } from './row-buckets';

export interface ReceiptLine extends CashReceiptRow {
  customerName: string | null;
}

export interface DeviceShiftView {
  deviceId: string;
  open: CashShiftRow | null;
  receipts: ReceiptLine[];
  /** The device's last closed shift, for the closing's result after 'Cerrar turno'. */
  lastClosed: CashShiftRow | null;
}

async function withCustomers(db: TaquillaDatabase, receipts: CashReceiptRow[]): Promise<ReceiptLine[]> {
  const reservations = await reservationBuckets.byIds(db, receipts.map((receipt) => receipt.reservation_id));
  return receipts.map((receipt, index) => ({ ...receipt, customerName: reservations[index]?.customer_name ?? null }));
}

/**
 * This device's open shift, or null (a cash sale then gets no receipt: the quick sale says so).
 * `thisDeviceId` as a screen's replica query gets it (useReplicaQuery): null before the
 * device's first sync session, when it has no shift.
 */
export async function openShiftOfThisDevice(db: TaquillaDatabase, thisDeviceId: string | null): Promise<CashShiftRow | null> {
  return (await openShiftOfDevice(db, thisDeviceId ?? '')) ?? null;
}

export async function deviceShiftView(db: TaquillaDatabase, thisDeviceId: string | null): Promise<DeviceShiftView> {
  const deviceId = thisDeviceId ?? '';
  const open = (await openShiftOfDevice(db, deviceId)) ?? null;
  const closed = (await db.cash_shifts.where('device_id').equals(deviceId).toArray()).filter((shift) => shift.closed_at !== null);
  closed.sort((a, b) => (b.closed_at ?? '').localeCompare(a.closed_at ?? ''));
  const receipts = open ? await withCustomers(db, await receiptsOfShift(db, open.id)) : [];
  return { deviceId, open, receipts, lastClosed: closed[0] ?? null };
}

export interface ShiftListItem extends CashShiftRow {
  cashierName: string;
}

/** Every shift of every device, newest first, with the cashier's name. */
export async function everyShift(db: TaquillaDatabase): Promise<ShiftListItem[]> {
  const shifts = await db.cash_shifts.orderBy('opened_at').reverse().toArray();
  const profiles = await db.profiles.bulkGet([...new Set(shifts.map((shift) => shift.cashier_id))]);
  const names = new Map(profiles.filter((profile) => profile).map((profile) => [profile!.id, profile!.full_name]));
  return shifts.map((shift) => ({ ...shift, cashierName: names.get(shift.cashier_id) ?? 'Cajero sin nombre' }));
}

export interface ReceiptDetails {
  receipt: CashReceiptRow;
  organizationName: string;
  customerName: string | null;
  customerPhone: string | null;
  eventName: string | null;
  seatCount: number;
}

export async function receiptDetails(db: TaquillaDatabase, receiptId: string): Promise<ReceiptDetails | null> {
  const receipt = await db.cash_receipts.get(receiptId);
  if (!receipt) return null;
  const reservation = await reservationBuckets.get(db, receipt.reservation_id);
  const event = reservation ? await db.events.get(reservation.event_id) : undefined;
  const organization = await db.organizations.get(receipt.organization_id);
  const seatCount = (await reservationSeatBuckets.where(db, 'reservation_id', [receipt.reservation_id])).length;
  return {
    receipt,
    organizationName: organization?.name ?? '',
    customerName: reservation?.customer_name ?? null,
    customerPhone: reservation?.customer_phone ?? null,
    eventName: event?.name ?? null,
    seatCount,
  };
}
