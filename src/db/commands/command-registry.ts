// Every command a screen can run, by the op kind the server knows it by.
import type { z } from 'zod';
import { closeCashShift, issueCashReceipt, openCashShift } from './cash-shift-commands';
import { checkInTicket } from './check-in-commands';
import type { CommandDefinition } from './command-definition';
import { createEvent, updateEvent } from './event-commands';
import { createGraderia, updateGraderia } from './graderia-commands';
import { cancelReservation, processReservationPayment } from './reservation-action-commands';
import { refundReservation, releaseUnpaidReservations } from './reservation-refund-commands';
import { createManualReservation } from './reservation-sale-commands';
import { createSeatLease, returnSeatLease } from './seat-lease-commands';

export const COMMANDS = {
  'graderias-create': createGraderia,
  'graderias-update': updateGraderia,
  'events-create': createEvent,
  'events-update': updateEvent,
  'reservations-create-manual': createManualReservation,
  'reservations-process-payment': processReservationPayment,
  'reservations-cancel': cancelReservation,
  'reservations-refund': refundReservation,
  'reservations-release-unpaid': releaseUnpaidReservations,
  'check-in': checkInTicket,
  'shifts-open': openCashShift,
  'shifts-close': closeCashShift,
  // Queued by the runner after a cash command (cash-receipt-issuing), never by a screen.
  'cash-receipts-issue': issueCashReceipt,
  'seat-leases-create': createSeatLease,
  'seat-leases-return': returnSeatLease,
};

export type CommandKind = keyof typeof COMMANDS;

type SchemaOf<Kind extends CommandKind> = (typeof COMMANDS)[Kind]['schema'];

/** What a screen passes; ids of created rows may be left out (the runner assigns them). */
/** Omit over each member of a union (the manual sale's dialog or walk-in payload), not over their common keys. */
type WithoutId<Input> = Input extends unknown ? Omit<Input, 'id'> & { id?: string } : never;

export type CommandInput<Kind extends CommandKind> = (typeof COMMANDS)[Kind] extends { assignsId?: true }
  ? WithoutId<z.input<SchemaOf<Kind>>>
  : z.input<SchemaOf<Kind>>;

export function commandDefinitionOf(kind: CommandKind): CommandDefinition<z.ZodType, unknown> {
  return COMMANDS[kind] as unknown as CommandDefinition<z.ZodType, unknown>;
}
