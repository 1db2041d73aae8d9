// The rules of the 'Nueva Reserva Manual' dialog (spec §5) and of the reservation card
// actions, with the spec's messages word for word. sync_push checks the same fields in the
// same order (check_manual_reservation_fields), so an op that passes here is refused on the
// server only for what changed meanwhile (a seat sold, a code switched off).
import { z } from 'zod';
import { DOCUMENT_TYPES } from './document-types';
import { blankAsMissing, entityId, optionalText } from './form-values';
import { QUICK_SALE_MAX_SEATS } from './quick-sale';
import {
  DISCOUNT_CODE_LIMIT,
  DOCUMENT_NUMBER_LIMIT,
  EMAIL_LIMIT,
  FULL_NAME_LIMIT,
  maxText,
  NOTES_LIMIT,
  PHONE_LIMIT,
  requiredText,
} from './text-limits';

export const PAYMENT_METHODS = ['cash', 'marked_paid', 'mercadopago'] as const;

export { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from './document-types';
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The server's own check of an email (check_manual_reservation_fields). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Typed in any case with any spaces; stored upper case, as discount_codes keeps them. */
const discountCode = z
  .string()
  .nullish()
  .transform((code) => (code?.trim() ? code.trim().toUpperCase() : null))
  .check(maxText(DISCOUNT_CODE_LIMIT));

/** The event and seats of a sale, the same for the full dialog and a walk-in. */
const saleEventId = blankAsMissing(
  z.guid({ error: (issue) => (issue.input === undefined ? 'Debes seleccionar un evento' : 'Identificador inválido') }),
);
const saleSeatIds = z
  .array(entityId, { error: 'Debe seleccionar al menos un asiento' })
  .min(1, 'Debe seleccionar al menos un asiento')
  .transform((ids) => [...new Set(ids)]);

export const createManualReservationSchema = z.object({
  id: entityId,
  event_id: saleEventId,
  seat_ids: saleSeatIds,
  customer_name: requiredText('El nombre es requerido', FULL_NAME_LIMIT),
  customer_email: requiredText('El correo es requerido', EMAIL_LIMIT).regex(EMAIL_PATTERN, 'Correo electrónico inválido'),
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Tipo de documento inválido' }).default('CC'),
  document_number: requiredText('El documento es requerido', DOCUMENT_NUMBER_LIMIT),
  customer_phone: requiredText('El teléfono es requerido', PHONE_LIMIT),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Método de pago inválido' }),
  discount_code: discountCode,
  notes: optionalText.check(maxText(NOTES_LIMIT)),
  includes_children: z.boolean().default(false),
  share_venue: z.boolean().default(false),
  /** Absent (or false) for the full dialog; see walkInCashSaleSchema. */
  walk_in: z.literal(false).optional(),
});

/** What a walk-in sale without a name is stored as, and how lists show it. */
export const WALK_IN_CUSTOMER_NAME = 'Venta en taquilla';
/** A quick sale sells at most this many seats: a group books through the full dialog. */
export const WALK_IN_MAX_SEATS = QUICK_SALE_MAX_SEATS;
export const WALK_IN_DEVICE_NAME_MAX = 60;

/** An optional e-mail: null when blank, checked like the dialog's when given. */
const optionalEmail = optionalText
  .check(maxText(EMAIL_LIMIT))
  .refine((email) => email === null || EMAIL_PATTERN.test(email), 'Correo electrónico inválido');

/**
 * 'Venta rápida' at the gate (issue 20): a walk-in pays cash at once and gives no data. This
 * departs from the spec's manual dialog on purpose (README); apply_reservations_create_manual
 * accepts walk_in only with payment_method 'cash', so an online or card booking cannot skip
 * the customer's data through it.
 */
export const walkInCashSaleSchema = z.object({
  id: entityId,
  event_id: saleEventId,
  seat_ids: saleSeatIds.refine((ids) => ids.length <= WALK_IN_MAX_SEATS, `Una venta rápida es de máximo ${WALK_IN_MAX_SEATS} asientos`),
  customer_name: optionalText.check(maxText(FULL_NAME_LIMIT)).transform((name) => name ?? WALK_IN_CUSTOMER_NAME),
  customer_email: optionalEmail,
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Tipo de documento inválido' }).default('CC'),
  document_number: optionalText.check(maxText(DOCUMENT_NUMBER_LIMIT)),
  customer_phone: optionalText.check(maxText(PHONE_LIMIT)),
  payment_method: z.literal('cash', { error: 'La venta en taquilla sin datos del cliente solo se cobra en efectivo' }),
  discount_code: discountCode,
  notes: optionalText.check(maxText(NOTES_LIMIT)),
  includes_children: z.boolean().default(false),
  share_venue: z.boolean().default(false),
  walk_in: z.literal(true),
  /** The gate's name on this device ('Puerta Norte'), shown beside the sale. */
  device_name: optionalText.transform((name) => (name === null ? null : name.slice(0, WALK_IN_DEVICE_NAME_MAX))),
});

/** The payload of 'reservations-create-manual': the full dialog's, or a walk-in cash sale's. */
export const manualSaleCommandSchema = z.discriminatedUnion('walk_in', [createManualReservationSchema, walkInCashSaleSchema], {
  error: 'Tipo de venta inválido',
});

export const processPaymentSchema = z.object({
  reservation_id: entityId,
});

export const cancelReservationSchema = z.object({
  reservation_id: entityId,
  reason: optionalText,
});

export type CreateManualReservationInput = z.input<typeof createManualReservationSchema>;
export type CreateManualReservationPayload = z.output<typeof createManualReservationSchema>;
export type WalkInCashSaleInput = z.input<typeof walkInCashSaleSchema>;
export type WalkInCashSalePayload = z.output<typeof walkInCashSaleSchema>;
export type ManualSaleCommandPayload = z.output<typeof manualSaleCommandSchema>;
export type ProcessPaymentPayload = z.output<typeof processPaymentSchema>;
export type CancelReservationPayload = z.output<typeof cancelReservationSchema>;
