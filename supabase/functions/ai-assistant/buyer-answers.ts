// Answers for the people who buy seats: visitors of the public page and customers with an
// account but no organization. The help centre is written for organizers, so these are
// written here, by hand, for what a buyer can do on the public event page.
import { SUPPORT_CONTACT } from '../../../src/domain/help-content.ts';
import type { Asker } from './assistant-request.ts';
import { mentions } from './text-matching.ts';

export const SEAT_LIMIT_BEFORE_SUPPORT = 12;

interface Topic {
  matches(text: string): boolean;
  answer(asker: Asker): string;
}

const supportLine = `escríbenos a ${SUPPORT_CONTACT.email} o llama al ${SUPPORT_CONTACT.phone} (${SUPPORT_CONTACT.hours.toLowerCase()})`;

/** Asking for more seats than the public page sells in one booking. */
function asksForLargeGroup(text: string): boolean {
  if (text.includes('grupo grande')) return true;
  const counts = [...text.matchAll(/\b(\d{1,4})\s*(asientos|sillas|puestos|boletas|entradas|personas|tiquetes)/g)];
  return counts.some((match) => Number(match[1]) > SEAT_LIMIT_BEFORE_SUPPORT);
}

const SEAT_WORDS = mentions('asiento', 'silla', 'puesto', 'boleta', 'entrada', 'tiquete', 'cupo', 'lugar');
const AVAILABILITY_WORDS = mentions('queda', 'disponib', 'libre', 'agotad', 'hay ');

const TOPICS: Topic[] = [
  {
    matches: asksForLargeGroup,
    answer: () =>
      `Para más de ${SEAT_LIMIT_BEFORE_SUPPORT} asientos en una sola reserva, ${supportLine}: ` +
      'te ayudamos a reservar el bloque completo y a coordinar el pago. ' +
      `Si son ${SEAT_LIMIT_BEFORE_SUPPORT} asientos o menos, puedes reservarlos tú mismo en la página del evento.`,
  },
  {
    matches: (text) => SEAT_WORDS(text) && AVAILABILITY_WORDS(text),
    answer: ({ eventName }) =>
      `En la página del evento${eventName ? ` (${eventName})` : ''} el mapa muestra cada asiento con su estado: ` +
      'los disponibles se pueden tocar y los reservados o vendidos no. El mapa se actualiza solo cada pocos segundos, ' +
      'así que lo que ves es lo que queda.',
  },
  {
    matches: mentions('cancel', 'anular', 'reembolso', 'devolu', 'devolver'),
    answer: () =>
      'Si necesitas cancelar tu reserva, comunícate con el organizador del evento con tu número de reserva y tu ' +
      'documento. Las reservas pendientes de pago se cancelan solas 24 horas después de creadas y los asientos se liberan.',
  },
  {
    matches: mentions('pago', 'pagar', 'efectivo', 'tarjeta', 'mercadopago', 'transferencia', 'nequi'),
    answer: () =>
      'Tienes dos formas de pago: con tarjeta, a través de la pasarela de pago (tu reserva queda pagada al terminar), ' +
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
    matches: mentions('organizador', 'organizo', 'vender mis', 'vender boletas', 'vender entradas', 'mis eventos', 'mi evento', 'mi empresa'),
    answer: () =>
      'Si organizas eventos, registra tu empresa en /register: creas tu cuenta de organizador, tus graderías y tus ' +
      'eventos, y vendes en taquilla y en línea desde el mismo lugar. La guía de inicio rápido (/help/guia-rapida) ' +
      'te lleva paso a paso.',
  },
  {
    matches: mentions('reserv', 'comprar', 'compra', 'boleta', 'entrada', 'asiento', 'silla', 'puesto', 'tiquete'),
    answer: ({ eventName }) =>
      `Reservar${eventName ? ` para ${eventName}` : ''} toma pocos pasos: 1) abre la página del evento, ` +
      '2) toca los asientos disponibles en el mapa, 3) escribe tu nombre, teléfono, correo y documento, ' +
      '4) elige pagar con tarjeta o en efectivo y 5) confirma. No necesitas crear una cuenta. ' +
      `Puedes reservar hasta ${SEAT_LIMIT_BEFORE_SUPPORT} asientos a la vez.`,
  },
  {
    matches: mentions('graderia', 'palco', 'zona de confort', 'localidad', 'tribuna'),
    answer: () =>
      'Las localidades son graderías generales, palcos VIP y zonas de confort. Cada una tiene su precio base y sus ' +
      'asientos numerados por fila y columna; los de los extremos son premium. En la página del evento eliges ' +
      'la localidad y luego tus asientos en el mapa.',
  },
  {
    matches: mentions('festival', 'bambuco', 'fecha', 'horario', 'hora', 'cuando', 'donde', 'evento'),
    answer: ({ eventName }) =>
      `${eventName ? `${eventName}: ` : ''}el Festival Folclórico del Bambuco 2025 se celebra del 13 al 30 de junio ` +
      'de 2025 en Neiva (Huila), de 18:00 a 23:00. En la página de cada evento ves sus fechas, localidades y asientos disponibles.',
  },
];

/** A buyer's answer, or null when no topic fits. */
export function buyerAnswer(text: string, asker: Asker): string | null {
  return TOPICS.find((topic) => topic.matches(text))?.answer(asker) ?? null;
}

export const BUYER_MENU =
  'Puedo ayudarte con: cómo reservar, asientos disponibles, precios, formas de pago, cancelaciones, localidades y fechas del festival.';

export const BUYER_FALLBACK = `Si necesitas ayuda con algo más, ${supportLine}.`;
