// Questions about the caller's own business (seats left, reservations waiting for payment,
// today's sales) and their answers from public.assistant_facts. Pure: the facts are read by
// the host (Edge Function or embedded server) with the caller's JWT and handed in.
import { formatCOP } from '../../../src/domain/money.ts';
import { mentions, plainText, significantWords } from './text-matching.ts';

/** One event as assistant_facts returns it. */
export interface EventAvailability {
  name: string;
  slug: string;
  /** 'YYYY-MM-DD' */
  event_date: string;
  is_active: boolean;
  seats_total: number;
  seats_available: number;
}

/** public.assistant_facts(event_name) for the caller's organization. */
export interface AssistantFacts {
  events: EventAvailability[];
  pending_reservations: number;
  /**
   * Today's row of 'Reportes' (public.sales_report_figures for Bogotá's today): bookings and seats
   * sold or on a live hold, money received (charges minus refunds) and the refunds in it.
   * refunds is absent from servers older than the reports (20261129120000).
   */
  sales_today: { reservations: number; seats: number; revenue: number; refunds?: number };
}

export type FactsQuestion = 'seats-left' | 'pending-reservations' | 'sales-today';

// 'How do I…' asks for steps, not for a figure — unless it also asks how many.
const ASKS_HOW_TO = mentions('como', 'pasos', 'de que manera');
const ASKS_FOR_FIGURES = mentions('cuant', 'como van', 'como vamos', 'como va ');
const SEAT_WORDS = mentions('asiento', 'silla', 'puesto', 'boleta', 'entrada', 'tiquete', 'cupo', 'lugar', 'ocupacion');
const LEFT_WORDS = mentions('queda', 'disponib', 'libre', 'sobra', 'falta', 'agotad', 'ocupacion');
// 'How many seats…' asks what is left, but not in 'how much does a seat cost' or 'how many may I book'.
const HOW_MANY = mentions('cuant');
const NOT_AVAILABILITY = mentions('cuesta', 'precio', 'valor', 'costo', 'vale', 'puedo', 'maximo', 'limite');
const PENDING_WORDS = mentions('pendiente', 'por cobrar', 'sin pagar');
const SALES_WORDS = mentions('venta', 'vendi', 'vendimos', 'vendido', 'ingreso', 'recaud', 'factur', 'plata', 'dinero');
const TODAY_WORDS = mentions('hoy', 'en el dia', 'del dia', 'como van', 'como vamos', 'como va ');

/** Which figure a question (plain text) asks for, if any. */
export function factsQuestionOf(text: string): FactsQuestion | null {
  if (ASKS_HOW_TO(text) && !ASKS_FOR_FIGURES(text)) return null;
  if (PENDING_WORDS(text)) return 'pending-reservations';
  if (SALES_WORDS(text) && TODAY_WORDS(text)) return 'sales-today';
  if (SEAT_WORDS(text) && (LEFT_WORDS(text) || (HOW_MANY(text) && !NOT_AVAILABILITY(text)))) return 'seats-left';
  return null;
}

export const FACTS_UNAVAILABLE =
  'No pude consultar los datos de tu organización en este momento. Revisa el Dashboard (/dashboard) o vuelve a preguntarme en un momento.';

const count = new Intl.NumberFormat('es-CO');
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

interface EventChoice {
  event: EventAvailability;
  /** Other active events, when the event was picked without being named. */
  othersActive: number;
}

/** How many of an event's words the question uses; 0 when it does not name the event. */
function mentionScore(text: string, event: EventAvailability): number {
  const asked = new Set(significantWords(text));
  if (text.includes(event.slug)) return Number.MAX_SAFE_INTEGER;
  return significantWords(plainText(event.name)).filter((word) => asked.has(word)).length;
}

/**
 * The event a question is about: the one it names (most words in common, and no tie), else
 * the event of the page, else the only active one, else the next active one to start.
 */
function eventInQuestion(text: string, events: readonly EventAvailability[], pageEventName: string | null, today: string): EventChoice | null {
  const scored = events.map((event) => ({ event, score: mentionScore(text, event) })).sort((a, b) => b.score - a.score);
  if (scored[0]?.score > 0 && scored[0].score > (scored[1]?.score ?? 0)) return { event: scored[0].event, othersActive: 0 };
  const onPage = pageEventName && events.find((event) => plainText(event.name) === plainText(pageEventName));
  if (onPage) return { event: onPage, othersActive: 0 };
  const active = events.filter((event) => event.is_active);
  if (active.length === 0) return events[0] ? { event: events[0], othersActive: 0 } : null;
  const upcoming = active.filter((event) => event.event_date >= today).sort((a, b) => a.event_date.localeCompare(b.event_date));
  const chosen = upcoming[0] ?? [...active].sort((a, b) => b.event_date.localeCompare(a.event_date))[0];
  return { event: chosen, othersActive: active.length - 1 };
}

function seatsLeftAnswer(choice: EventChoice | null): string {
  if (!choice) {
    return 'Tu organización todavía no tiene eventos. Crea uno en Mis Eventos → «Crear Evento» (/events/crear) y asígnale graderías.';
  }
  const { event, othersActive } = choice;
  const name = `«${event.name}»`;
  const parts: string[] = [];
  if (event.seats_total === 0) {
    parts.push(`${name} todavía no vende ninguna gradería activa: asígnale graderías en Mis Eventos → «Configurar».`);
  } else if (event.seats_available === 0) {
    parts.push(`${name} está agotado: sus ${plural(event.seats_total, 'asiento está vendido o reservado', 'asientos están vendidos o reservados')}.`);
  } else {
    const occupied = Math.round(((event.seats_total - event.seats_available) / event.seats_total) * 100);
    parts.push(
      `Para ${name} quedan ${plural(event.seats_available, 'asiento disponible', 'asientos disponibles')} ` +
        `de ${count.format(event.seats_total)} (${occupied}% ocupado).`,
    );
  }
  if (!event.is_active) parts.push('Las ventas están cerradas porque el evento está inactivo; actívalo en «Configurar» para abrirlas.');
  if (othersActive > 0) {
    parts.push(`Tienes ${plural(othersActive, 'otro evento activo', 'otros eventos activos')}: pregúntame por su nombre.`);
  }
  return parts.join(' ');
}

function pendingAnswer(pending: number): string {
  if (pending === 0) return 'No tienes reservas pendientes de pago en este momento.';
  return (
    `Tienes ${plural(pending, 'reserva pendiente', 'reservas pendientes')} de pago. Cóbralas en Reservas (/reservations) con ` +
    '«Procesar Pago»; si nadie paga, cada una expira a las 24 horas de creada y libera sus asientos.'
  );
}

function salesTodayAnswer({ reservations, seats, revenue, refunds = 0 }: AssistantFacts['sales_today']): string {
  const made =
    reservations === 0
      ? 'Hoy todavía no hay reservas nuevas'
      : `Hoy llevas ${plural(reservations, 'reserva', 'reservas')} (${plural(seats, 'asiento', 'asientos')})`;
  const refunded = refunds > 0 ? `, ya descontados ${formatCOP(refunds)} en reembolsos` : '';
  return (
    `${made} y ${formatCOP(revenue)} en pagos recibidos${refunded}. El Dashboard (/dashboard) los compara con los de ayer, y ` +
    'Reportes (/reportes, para organizadores) los desglosa por evento, día, gradería, canal, método de pago y cajero, con descarga en CSV.'
  );
}

export interface FactsAnswerInput {
  text: string;
  pageEventName: string | null;
  /** Bogotá's calendar day, 'YYYY-MM-DD'. */
  today: string;
}

export function answerFromFacts(question: FactsQuestion, facts: AssistantFacts, input: FactsAnswerInput): string {
  switch (question) {
    case 'seats-left':
      return seatsLeftAnswer(eventInQuestion(input.text, facts.events, input.pageEventName, input.today));
    case 'pending-reservations':
      return pendingAnswer(facts.pending_reservations);
    case 'sales-today':
      return salesTodayAnswer(facts.sales_today);
  }
}
