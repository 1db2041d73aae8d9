// 'Abrir turno', 'Cerrar turno' and the receipt of a cash op, with the rules of
// apply_shifts_open / apply_shifts_close / apply_cash_receipts_issue. All three work offline:
// the shift shows open or closed at once; the server re-checks the device, the organization
// and the amounts, and on close its own expected cash replaces the device's preview.
import { closeShiftSchema, issueReceiptSchema, openShiftSchema, receiptNumberOf, shiftDifference, shiftTotals } from '../../domain/cash-shifts';
import type { CashReceiptRow, CashShiftRow } from '../rows';
import { readSyncState } from '../sync-state';
import type { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError, defineCommand } from './command-definition';

export const SHIFT_ALREADY_OPEN = 'Este dispositivo ya tiene un turno de caja abierto: ciérralo antes de abrir otro';
export const SHIFT_ALREADY_CLOSED = 'Este turno de caja ya fue cerrado';

/** The open shift of this device, if any (at most one: the server keeps it so). */
export async function openShiftOfDevice(db: TaquillaDatabase, deviceId: string): Promise<CashShiftRow | undefined> {
  return (await db.cash_shifts.where('device_id').equals(deviceId).toArray()).find((shift) => shift.closed_at === null);
}

export function receiptsOfShift(db: TaquillaDatabase, shiftId: string): Promise<CashReceiptRow[]> {
  return db.cash_receipts.where('shift_id').equals(shiftId).sortBy('sequence');
}

export const openCashShift = defineCommand({
  schema: openShiftSchema,
  assignsId: true,
  async apply(changes, payload, { db, organizationId, now }) {
    const { device_id } = await readSyncState(db);
    if (await openShiftOfDevice(db, device_id)) throw new CommandValidationError({ opening_float: SHIFT_ALREADY_OPEN });
    const shift: CashShiftRow = {
      id: payload.id,
      organization_id: organizationId,
      device_id,
      // The server records the signed-in user; until its answer the replica shows the cashier as unknown.
      cashier_id: payload.cashier_id ?? '',
      opened_at: payload.opened_at,
      opening_float: payload.opening_float,
      closed_at: null,
      closed_by: null,
      counted_cash: null,
      expected_cash: null,
      difference: null,
      z_report: null,
      created_at: now,
      updated_at: now,
    };
    await changes.put('cash_shifts', [shift]);
  },
});

export const closeCashShift = defineCommand({
  schema: closeShiftSchema,
  entityIdOf: (payload) => payload.shift_id,
  async apply(changes, payload, { db, now }) {
    const { device_id } = await readSyncState(db);
    const shift = await db.cash_shifts.get(payload.shift_id);
    if (!shift || shift.device_id !== device_id) throw new CommandValidationError({ shift_id: 'Turno de caja no encontrado en este dispositivo' });
    if (shift.closed_at !== null) throw new CommandValidationError({ shift_id: SHIFT_ALREADY_CLOSED });
    const receipts = await receiptsOfShift(db, shift.id);
    const totals = shiftTotals(shift.opening_float, receipts);
    const { difference } = shiftDifference(payload.counted_cash, totals.expected);
    const issued = receipts.filter((receipt) => receipt.status === 'issued');
    const closed: CashShiftRow = {
      ...shift,
      closed_at: payload.closed_at,
      counted_cash: payload.counted_cash,
      expected_cash: totals.expected,
      difference,
      // The device's preview of the server's Z report (cash_shift_z_report), same fields.
      z_report: {
        opening_float: shift.opening_float,
        sales: totals.sales,
        payments: totals.payments,
        refunds: totals.refunds,
        totals_by_method: { cash: totals.expected - shift.opening_float },
        receipts_count: receipts.length,
        void_count: totals.voidCount,
        first_receipt: receipts[0]?.receipt_number ?? null,
        last_receipt: receipts.at(-1)?.receipt_number ?? null,
        expected_cash: totals.expected,
        counted_cash: payload.counted_cash,
        difference,
        cashier_id: shift.cashier_id,
        device_id: shift.device_id,
        opened_at: shift.opened_at,
        closed_at: payload.closed_at,
        issued_count: issued.length,
      },
      updated_at: now,
    };
    await changes.put('cash_shifts', [closed]);
  },
});

export const issueCashReceipt = defineCommand({
  schema: issueReceiptSchema,
  async apply(changes, payload, { db, organizationId, now }) {
    const { device_id } = await readSyncState(db);
    const receipt: CashReceiptRow = {
      ...payload,
      organization_id: organizationId,
      device_id,
      receipt_number: receiptNumberOf(device_id, payload.sequence),
      status: 'issued',
      created_at: now,
      updated_at: now,
    };
    await changes.put('cash_receipts', [receipt]);
  },
});
