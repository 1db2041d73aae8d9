// A festival-day mix of box-office work queued on a tablet without a connection, and what
// the server must hold once each op is applied exactly once: a new stand and an event that
// sells it, an edit of the demo festival, cash, marked-paid and online sales, payments at
// the gate and cancellations.
import { seatsOfGraderia } from '../../src/db/venue-queries';
import { seatPickerForEvent } from '../../src/db/reservation-sale-queries';
import type { PaymentMethod } from '../../src/domain/reservation-schemas';
import type { TestDevice } from '../../supabase/local/test-device.ts';
import { reservationBuckets } from '../../src/db/row-buckets';

export const FESTIVAL = 'a0000000-0000-4000-8000-000000001001';

const STAND = { rows: 2, columns: 5, floors: 1, base_price: 40000 };
const FESTIVAL_SALES: PaymentMethod[] = ['cash', 'cash', 'marked_paid', 'cash', 'mercadopago', 'cash', 'cash', 'marked_paid'];
const SEATS_PER_SALE = 2;

/** One reservation as the ops shaped it: the server's rows must say the same. */
export interface PlannedSale {
  id: string;
  method: PaymentMethod;
  seatIds: string[];
  /** reservation_logs actions, in order. */
  actions: string[];
  status: 'pending' | 'paid' | 'confirmed' | 'cancelled';
}

export interface QueuedPlan {
  opIds: string[];
  standId: string;
  standSeats: number;
  eventId: string;
  sales: PlannedSale[];
}

/** The server's rows per sale kind (see apply_reservations_create_manual). */
function statusAfterSale(method: PaymentMethod): PlannedSale['status'] {
  return method === 'cash' ? 'pending' : method === 'marked_paid' ? 'paid' : 'confirmed';
}

/** Payments a sale's ops imply: one at the sale unless cash; one more when a cash hold is paid. */
export function paymentsOf(sale: PlannedSale): number {
  const added = sale.actions.filter((action) => action === 'payment_processed' || action === 'refunded').length;
  return (sale.method === 'cash' ? 0 : 1) + added;
}

async function freeFestivalSeats(device: TestDevice, count: number): Promise<string[]> {
  const venues = await seatPickerForEvent(device.db, FESTIVAL, new Date());
  const free = venues.flatMap((venue) => venue.seats.filter((seat) => seat.status === 'available').map((seat) => seat.id));
  if (free.length < count) throw new Error(`Only ${free.length} free seats on the festival`);
  return free.slice(0, count);
}

async function sell(device: TestDevice, plan: QueuedPlan, eventId: string, seatIds: string[], method: PaymentMethod, buyer: number) {
  const receipt = await device.runCommand('reservations-create-manual', {
    event_id: eventId,
    seat_ids: seatIds,
    customer_name: `Cliente ${buyer}`,
    customer_email: `cliente${buyer}@correo.co`,
    document_number: `10752${String(buyer).padStart(5, '0')}`,
    customer_phone: '3001234567',
    payment_method: method,
  });
  plan.opIds.push(receipt.opId);
  plan.sales.push({ id: receipt.entityId, method, seatIds, actions: ['created'], status: statusAfterSale(method) });
}

async function queueVenueWork(device: TestDevice, plan: QueuedPlan, label: string): Promise<void> {
  const stand = await device.runCommand('graderias-create', { name: `Palco Reintentos ${label}`, ...STAND });
  const event = await device.runCommand('events-create', {
    name: `Noche de Reintentos ${label}`,
    event_date: '2026-07-20',
    graderia_ids: [stand.entityId],
  });
  const edit = await device.runCommand('events-update', { id: FESTIVAL, description: `Funciones con reintentos (${label})` });
  plan.opIds.push(stand.opId, event.opId, edit.opId);
  plan.standId = stand.entityId;
  plan.standSeats = STAND.rows * STAND.columns * STAND.floors;
  plan.eventId = event.entityId;
}

async function queueSales(device: TestDevice, plan: QueuedPlan): Promise<void> {
  const festivalSeats = await freeFestivalSeats(device, FESTIVAL_SALES.length * SEATS_PER_SALE);
  for (const [index, method] of FESTIVAL_SALES.entries()) {
    await sell(device, plan, FESTIVAL, festivalSeats.slice(index * SEATS_PER_SALE, (index + 1) * SEATS_PER_SALE), method, index);
  }
  const standSeats = (await seatsOfGraderia(device.db, plan.standId)).map((seat) => seat.id);
  await sell(device, plan, plan.eventId, standSeats.slice(0, 2), 'cash', 100);
  await sell(device, plan, plan.eventId, standSeats.slice(2, 4), 'cash', 101);
}

/** Pays the first three cash holds, cancels two others and the online sale, and refunds a sale marked paid and a hold paid at the gate. */
async function queueActions(device: TestDevice, plan: QueuedPlan): Promise<void> {
  const cash = plan.sales.filter((sale) => sale.method === 'cash');
  const online = plan.sales.filter((sale) => sale.method === 'mercadopago');
  for (const sale of cash.slice(0, 3)) {
    plan.opIds.push((await device.runCommand('reservations-process-payment', { reservation_id: sale.id })).opId);
    sale.actions.push('payment_processed');
    sale.status = 'paid';
  }
  for (const sale of [...cash.slice(3, 5), ...online]) {
    plan.opIds.push((await device.runCommand('reservations-cancel', { reservation_id: sale.id })).opId);
    sale.actions.push('cancelled');
    sale.status = 'cancelled';
  }
  const markedPaid = plan.sales.find((sale) => sale.method === 'marked_paid')!;
  for (const sale of [markedPaid, cash[0]]) {
    const amount = (await reservationBuckets.get(device.db, sale.id))!.total_amount;
    plan.opIds.push((await device.runCommand('reservations-refund', { reservation_id: sale.id, amount, reason: 'Evento aplazado' })).opId);
    sale.actions.push('refunded');
    sale.status = 'cancelled';
  }
}

/** Queues the whole mix on a device that is offline; returns what it implies. */
export async function queueFestivalDay(device: TestDevice, label: string): Promise<QueuedPlan> {
  const plan: QueuedPlan = { opIds: [], standId: '', standSeats: 0, eventId: '', sales: [] };
  await queueVenueWork(device, plan, label);
  await queueSales(device, plan);
  await queueActions(device, plan);
  return plan;
}
