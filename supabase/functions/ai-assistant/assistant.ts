// The 'Asistente IA' answers. No language model is reachable from where Taquilla runs, so
// the answers are written by hand and chosen by keywords and by who is asking (visitor or
// organizer). Pure: no I/O, so the Edge Function and the local server share it.

export interface AssistantContext {
  user_id?: string | null;
  page?: string | null;
  organization_id?: string | null;
  organization_name?: string | null;
  role?: string | null;
  user_name?: string | null;
  is_authenticated?: boolean | null;
  event_name?: string | null;
  user_role?: string | null;
}

export interface AssistantRequest {
  message: string;
  context: AssistantContext;
}

export type ParsedAssistantRequest = { ok: true; request: AssistantRequest } | { ok: false; error: string };

export const EMPTY_MESSAGE_ERROR = 'El mensaje no puede estar vacío';
export const MAX_MESSAGE_LENGTH = 2000;
const SEAT_LIMIT_BEFORE_SUPPORT = 12;

export function parseAssistantRequest(body: unknown): ParsedAssistantRequest {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; context?: unknown };
  const message = typeof fields.message === 'string' ? fields.message.trim() : '';
  if (!message) return { ok: false, error: EMPTY_MESSAGE_ERROR };
  if (message.length > MAX_MESSAGE_LENGTH) {
    return { ok: false, error: `El mensaje es demasiado largo (máximo ${MAX_MESSAGE_LENGTH} caracteres)` };
  }
  const context = typeof fields.context === 'object' && fields.context !== null ? (fields.context as AssistantContext) : {};
  return { ok: true, request: { message, context } };
}

interface Topic {
  matches(text: string): boolean;
  answer(asker: Asker): string;
}

interface Asker {
  isOrganizer: boolean;
  eventName: string | null;
}

/** Words are matched at a word start, so 'hora' does not match 'ahora' but 'reserv' matches 'reservar'. */
const mentions = (...words: string[]) => {
  const pattern = new RegExp(`\\b(${words.join('|')})`);
  return (text: string) => pattern.test(text);
};

/** Asking for more seats than the public page sells in one booking. */
function asksForLargeGroup(text: string): boolean {
  if (text.includes('grupo grande')) return true;
  const counts = [...text.matchAll(/\b(\d{1,4})\s*(asientos|sillas|puestos|boletas|entradas|personas|tiquetes)/g)];
  return counts.some((match) => Number(match[1]) > SEAT_LIMIT_BEFORE_SUPPORT);
}

const TOPICS: Topic[] = [
  {
    matches: asksForLargeGroup,
    answer: () =>
      `Para más de ${SEAT_LIMIT_BEFORE_SUPPORT} asientos en una sola reserva, escríbele a nuestro equipo de soporte: ` +
      'te ayudamos a reservar el bloque completo y a coordinar el pago. Durante el festival el soporte atiende 24/7. ' +
      `Si son ${SEAT_LIMIT_BEFORE_SUPPORT} asientos o menos, puedes reservarlos tú mismo en la página del evento.`,
  },
  {
    matches: mentions('cancel', 'anular', 'reembolso', 'devolu', 'devolver'),
    answer: ({ isOrganizer }) =>
      isOrganizer
        ? 'Para cancelar una reserva ve a Reservas, búscala por nombre, correo o número y pulsa Cancelar. ' +
          'Los asientos quedan libres de inmediato para la venta. Si el cliente pagó en efectivo, devuelve el dinero ' +
          'en taquilla; queda registrado en el historial de la reserva.'
        : 'Si necesitas cancelar tu reserva, comunícate con el organizador del evento con tu número de reserva y tu ' +
          'documento. Las reservas pendientes de pago se cancelan solas 24 horas después de creadas y los asientos se liberan.',
  },
  {
    matches: mentions('pago', 'pagar', 'efectivo', 'tarjeta', 'mercadopago', 'transferencia', 'nequi'),
    answer: ({ isOrganizer }) =>
      isOrganizer
        ? 'Puedes registrar ventas en efectivo o con tarjeta. En Reservas, una reserva pendiente se confirma con ' +
          '"Procesar pago" cuando recibes el dinero. Las ventas en taquilla funcionan aunque no haya internet: ' +
          'se guardan en el equipo y se sincronizan al volver la conexión.'
        : 'Tienes dos formas de pago: con tarjeta, a través de la pasarela de pago (tu reserva queda pagada al terminar), ' +
          'o en efectivo, en la taquilla del evento. Una reserva en efectivo queda pendiente y se libera si no la pagas ' +
          'en las 24 horas siguientes.',
  },
  {
    matches: mentions('precio', 'cuesta', 'cuanto', 'valor', 'costo', 'tarifa', 'premium', 'caro', 'barato'),
    answer: () =>
      'El precio de cada asiento es el precio base de la localidad multiplicado por el multiplicador del asiento. ' +
      'Los asientos premium (las primeras 4 y las últimas 4 columnas) tienen multiplicador 1,5 y los regulares 1. ' +
      'Por ejemplo, con un precio base de $50.000, un asiento regular cuesta $50.000 y uno premium $75.000. ' +
      'En el mapa de asientos ves el precio de cada uno antes de reservar.',
  },
  {
    matches: mentions('reserv', 'comprar', 'compra', 'boleta', 'entrada', 'asiento', 'silla', 'puesto', 'tiquete'),
    answer: ({ isOrganizer, eventName }) =>
      isOrganizer
        ? 'Para vender en taquilla ve a Reservas y pulsa "Nueva reserva": elige el evento, los asientos libres en el mapa, ' +
          'escribe los datos del cliente y el método de pago. La venta se guarda al instante, también sin internet, ' +
          'y se sincroniza con el servidor cuando hay conexión. Tus clientes también pueden reservar solos en la ' +
          'página pública del evento.'
        : `Reservar${eventName ? ` para ${eventName}` : ''} toma pocos pasos: 1) abre la página del evento, ` +
          '2) toca los asientos disponibles en el mapa, 3) escribe tu nombre, teléfono, correo y documento, ' +
          '4) elige pagar con tarjeta o en efectivo y 5) confirma. No necesitas crear una cuenta. ' +
          `Puedes reservar hasta ${SEAT_LIMIT_BEFORE_SUPPORT} asientos a la vez.`,
  },
  {
    matches: mentions('graderia', 'palco', 'zona de confort', 'localidad', 'tribuna'),
    answer: ({ isOrganizer }) =>
      isOrganizer
        ? 'En Mis Graderías pulsa "Crear gradería": ponle nombre, filas (1 a 50), columnas (1 a 50), pisos (1 a 5) y ' +
          'precio base (mínimo $1.000). Los asientos se generan solos; los de las 4 primeras y 4 últimas columnas son ' +
          'premium. Después puedes ajustar precios y usar la gradería en tus eventos.'
        : 'Las localidades son graderías generales, palcos VIP y zonas de confort. Cada una tiene su precio base y sus ' +
          'asientos numerados por fila y columna; los de los extremos son premium. En la página del evento eliges ' +
          'la localidad y luego tus asientos en el mapa.',
  },
  {
    matches: mentions('festival', 'bambuco', 'fecha', 'horario', 'hora', 'cuando', 'donde', 'evento'),
    answer: ({ isOrganizer, eventName }) =>
      isOrganizer
        ? 'En Eventos pulsa "Crear evento": nombre, fecha y hora de inicio y fin, descripción y las graderías que se ' +
          'venden. Mientras el evento esté activo su página pública /event/<enlace> acepta reservas; desactívalo para ' +
          'cerrar las ventas.'
        : `${eventName ? `${eventName}: ` : ''}el Festival Folclórico del Bambuco 2025 se celebra del 13 al 30 de junio ` +
          'de 2025 en Neiva (Huila), de 18:00 a 23:00. En la página de cada evento ves sus fechas, localidades y asientos disponibles.',
  },
  {
    matches: mentions('gracias'),
    answer: () => '¡Con gusto! Si tienes otra pregunta, aquí estoy.',
  },
];

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

function greeting(context: AssistantContext): string {
  const name = context.user_name?.trim();
  return name ? `¡Hola, ${name}! ` : '¡Hola! ';
}

function menu(asker: Asker): string {
  return asker.isOrganizer
    ? 'Puedo ayudarte con: crear graderías y eventos, vender en taquilla, procesar pagos, cancelar reservas y precios.'
    : 'Puedo ayudarte con: cómo reservar, precios de los asientos, formas de pago, cancelaciones, localidades y fechas del festival.';
}

export function answerAssistantMessage({ message, context }: AssistantRequest): string {
  const asker: Asker = {
    isOrganizer: context.role === 'organizer' || context.user_role === 'organizer',
    eventName: context.event_name?.trim() || null,
  };
  const text = normalize(message);
  const topic = TOPICS.find((candidate) => candidate.matches(text));
  if (topic) return topic.answer(asker);
  if (/\b(hola|buenas|buenos dias|buen dia)\b/.test(text)) return `${greeting(context)}${menu(asker)}`;
  return `No estoy seguro de haber entendido tu pregunta. ${menu(asker)}`;
}
