// The dashboard's 'Actividad reciente' (spec §4 'Other states'): what the reservation log
// says happened, newest first, in the organizer's words. Other log actions are not shown.
import { counted } from './plural';

export type ActivityKind = 'payment' | 'reservation' | 'cancellation' | 'refund';

interface ActivityLabels {
  kind: ActivityKind;
  title: string;
  badge: string;
}

const ACTIVITY_BY_ACTION: Record<string, ActivityLabels> = {
  payment_processed: { kind: 'payment', title: 'Pago recibido', badge: 'Completado' },
  created: { kind: 'reservation', title: 'Nueva reserva', badge: 'Nuevo' },
  cancelled: { kind: 'cancellation', title: 'Reserva cancelada', badge: 'Atención' },
  refunded: { kind: 'refund', title: 'Reembolso entregado', badge: 'Reembolso' },
};

/** The log actions the list shows, so the replica query reads no others. */
export const RECENT_ACTIVITY_ACTIONS: readonly string[] = Object.keys(ACTIVITY_BY_ACTION);

/** Spec §9. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** A reservation_logs row with its reservation's customer and seats (the spec's nested read). */
export interface ActivityEntry {
  log: { id: string; action: string; details: Record<string, unknown>; created_at: string };
  /** Null when the reservation has not arrived in the replica yet. */
  customerName: string | null;
  seats: ReadonlyArray<{ venue_name: string }>;
}

export interface ActivityItem extends ActivityLabels {
  id: string;
  customerName: string;
  /** '2 asientos · Gradería Norte' */
  seatsSummary: string;
  /** What was paid or booked, from the log's details; null for a cancellation. */
  amount: number | null;
  at: string;
}

function seatsSummaryOf(seats: ActivityEntry['seats']): string {
  if (seats.length === 0) return 'Sin asientos';
  const count = counted(seats.length, 'asiento', 'asientos');
  const venues = [...new Set(seats.map((seat) => seat.venue_name).filter(Boolean))];
  return venues.length > 0 ? `${count} · ${venues.join(', ')}` : count;
}

/** payment_processed and refunded log the amount paid or handed back; created logs the reservation's total. */
function amountOf(kind: ActivityKind, details: Record<string, unknown>): number | null {
  const amount = kind === 'payment' || kind === 'refund' ? details.amount : kind === 'reservation' ? details.total_amount : null;
  return typeof amount === 'number' ? amount : null;
}

export function recentActivityOf(entries: readonly ActivityEntry[], limit = RECENT_ACTIVITY_LIMIT): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const { log, customerName, seats } of entries) {
    const labels = ACTIVITY_BY_ACTION[log.action];
    if (!labels) continue;
    items.push({
      ...labels,
      id: log.id,
      customerName: customerName?.trim() || 'Cliente sin nombre',
      seatsSummary: seatsSummaryOf(seats),
      amount: amountOf(labels.kind, log.details),
      at: log.created_at,
    });
  }
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
