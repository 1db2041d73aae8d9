import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../../../src/domain/help-content.ts';
import { QUICK_START_STEPS } from '../../../src/features/help/quick-start-guide.ts';
import { answerAssistantMessage, EMPTY_MESSAGE_ERROR, parseAssistantRequest, type AssistantContext, type AssistantFacts } from './assistant.ts';
import { FACTS_UNAVAILABLE } from './organization-facts.ts';

const visitor: AssistantContext = { is_authenticated: false, page: 'event', event_name: 'Festival Folclórico del Bambuco 2025' };
const customer: AssistantContext = { is_authenticated: true, user_name: 'Ana Perdomo', page: 'landing' };
const organizer: AssistantContext = {
  is_authenticated: true, role: 'organizer', user_role: 'organizer', user_name: 'Laura Gómez', page: 'dashboard',
  organization_id: 'a0000000-0000-4000-8000-000000000010', organization_name: 'Eventos del Huila',
};

const festival = {
  name: 'Festival Folclórico del Bambuco 2025', slug: 'festival-bambuco-2025', event_date: '2025-06-13', is_active: true,
  seats_total: 344, seats_available: 340,
};
const sanPedro = { name: 'San Pedro en Neiva', slug: 'san-pedro-neiva', event_date: '2026-12-05', is_active: true, seats_total: 200, seats_available: 0 };
const facts: AssistantFacts = {
  events: [festival],
  pending_reservations: 3,
  sales_today: { reservations: 2, seats: 5, revenue: 250000 },
};
const twoEvents: AssistantFacts = { ...facts, events: [festival, sanPedro] };
const NOW = new Date('2026-11-22T15:00:00Z');

const answer = (message: string, context: AssistantContext, known: AssistantFacts | null = null) =>
  answerAssistantMessage({ message, context }, known, NOW);

const faq = (id: string) => FAQ_ENTRIES.find((entry) => entry.id === id)!;
const guide = (id: string) => QUICK_START_STEPS.find((step) => step.id === id)!;

describe('an organizer’s questions about their own figures', () => {
  it.each([
    ['¿Cuántos asientos quedan para el Festival Folclórico del Bambuco 2025?', facts, /^Para «Festival Folclórico del Bambuco 2025» quedan 340 asientos disponibles de 344 \(1% ocupado\)\.$/],
    ['cuantos asientos quedan para el festival folclorico del bambuco', twoEvents, /«Festival Folclórico del Bambuco 2025» quedan 340/],
    ['¿Hay boletas disponibles para San Pedro?', twoEvents, /^«San Pedro en Neiva» está agotado: sus 200 asientos están vendidos o reservados\.$/],
    ['¿Quedan sillas?', twoEvents, /^«San Pedro en Neiva» está agotado.*Tienes 1 otro evento activo: pregúntame por su nombre\.$/],
    ['¿Cuántas reservas pendientes tengo?', facts, /^Tienes 3 reservas pendientes de pago\. Cóbralas en Reservas \(\/reservations\)/],
    ['¿Cómo van las ventas de hoy?', facts, /^Hoy llevas 2 reservas \(5 asientos\) y \$\s250\.000 en pagos recibidos\. El Dashboard \(\/dashboard\)/],
    ['¿Cuánto vendimos hoy?', { ...facts, sales_today: { reservations: 0, seats: 0, revenue: 0 } }, /^Hoy todavía no hay reservas nuevas y \$\s0 en pagos recibidos/],
    // The report's figures for today: refunds are counted apart, and Reportes breaks them down.
    [
      '¿Cuánto dinero llevamos hoy?',
      { ...facts, sales_today: { reservations: 2, seats: 5, revenue: 190000, refunds: 60000 } },
      /^Hoy llevas 2 reservas \(5 asientos\) y \$\s190\.000 en pagos recibidos, ya descontados \$\s60\.000 en reembolsos\. .*Reportes \(\/reportes/,
    ],
    ['¿Cuántos asientos quedan?', { ...facts, events: [] }, /^Tu organización todavía no tiene eventos\. Crea uno en Mis Eventos/],
    ['¿Cuántos asientos libres hay?', { ...facts, events: [{ ...festival, is_active: false }] }, /quedan 340.*Las ventas están cerradas porque el evento está inactivo/],
  ])('%s', (message, known, expected) => {
    expect(answer(message, organizer, known)).toMatch(expected);
  });

  it('says so when the figures could not be read', () => {
    expect(answer('¿Cuántas reservas pendientes hay?', organizer, null)).toBe(FACTS_UNAVAILABLE);
  });

  it('takes the event of the page when the question names none', () => {
    const onSanPedro = { ...organizer, event_name: 'San Pedro en Neiva' };
    expect(answer('¿Cuántos asientos quedan?', onSanPedro, { ...twoEvents, events: [festival, { ...sanPedro, seats_available: 12 }] })).toMatch(
      /^Para «San Pedro en Neiva» quedan 12 asientos disponibles de 200/,
    );
  });

  it('does not take a price question or a how-to for a request for figures', () => {
    expect(answer('¿Cuánto cuesta un asiento premium?', organizer, facts)).toMatch(/multiplicador 1,5/);
    expect(answer('¿Cómo cobro las reservas pendientes?', organizer, facts)).toMatch(/Procesar Pago/);
  });
});

describe('an organizer’s how-to questions, answered from the help centre', () => {
  it.each([
    ['¿Cómo creo una gradería?', faq('registrar-graderia').answer[0], '/venues/crear'],
    ['Quiero registrar un palco nuevo', faq('registrar-graderia').answer[0], '/venues/crear'],
    ['¿Cómo creo un evento?', guide('crear-evento').instructions[0], '/events/crear'],
    ['¿Cómo funcionan los pagos?', faq('como-funcionan-pagos').answer[0], '/reservations'],
    ['¿Cómo cobro un pago en efectivo?', guide('cobrar-pagos').instructions[1], '/help/guia-rapida'],
    ['¿Cómo cancelo una reserva?', faq('cancelar-reserva').answer[0], '/reservations'],
    ['Quiero anular una reserva', faq('cancelar-reserva').answer[0], '/help'],
    ['¿Qué hago con una venta rechazada?', guide('resolver-conflicto').instructions[2], '/help/guia-rapida'],
    ['¿Cómo resuelvo un conflicto?', guide('resolver-conflicto').instructions[0], '/help/guia-rapida'],
    ['¿Puedo cambiar los precios?', faq('cambiar-precios').answer[0], '/venues'],
    ['¿Cómo vendo una boleta en taquilla?', guide('vender-taquilla').instructions[0], '/reservations'],
    ['La app no sincroniza', faq('problemas-tecnicos').answer[0], '/help'],
    ['¿Dónde veo los reportes de ventas?', faq('reportes-ventas').answer[0], '/reportes'],
    ['¿Cómo comparto la página del evento?', guide('compartir-pagina').instructions[0], '/event/festival-bambuco-2025'],
  ])('%s', (message, quoted, link) => {
    const reply = answer(message, organizer, facts);
    expect(reply).toContain(quoted);
    expect(reply).toContain(`(${link})`);
  });

  it('greets by first name and says what it can do', () => {
    expect(answer('Hola', organizer)).toMatch(/^¡Hola, Laura! Puedo ayudarte con: asientos disponibles por evento, reservas pendientes, ventas de hoy/);
  });

  it.each(['¿Me recomiendas un restaurante?', '¿Y ahora qué hago?'])('points an unknown question (%s) to the help centre', (message) => {
    expect(answer(message, organizer)).toMatch(/^No estoy seguro de haber entendido tu pregunta\..*Centro de Ayuda \(\/help\)\.$/);
  });
});

describe('a visitor’s and a customer’s questions', () => {
  it.each([
    ['¿Cómo reservo mis boletas?', visitor, /elige pagar con tarjeta o en efectivo/],
    ['¿Cuánto cuesta un asiento premium?', visitor, /multiplicador 1,5.*\$75\.000/],
    ['¿Puedo pagar en efectivo?', visitor, /en efectivo, en la taquilla/],
    ['Quiero cancelar mi reserva', visitor, /24 horas/],
    ['¿Cuántos asientos quedan?', visitor, /^En la página del evento \(Festival Folclórico del Bambuco 2025\) el mapa muestra/],
    ['Necesito 20 asientos para mi familia', visitor, /soporte@taquilla\.co/],
    ['Somos 15 personas', visitor, /Para más de 12 asientos/],
    ['¿Qué es un palco?', visitor, /palcos VIP/],
    ['¿Cuándo es el festival?', visitor, /13 al 30 de junio de 2025/],
    ['Hola', visitor, /^¡Hola! Puedo ayudarte con: cómo reservar/],
    ['Hola', customer, /^¡Hola, Ana! Puedo ayudarte con: cómo reservar/],
    ['Quiero vender boletas de mi evento', customer, /\/register/],
    ['¿Me recomiendas un restaurante?', visitor, /^No estoy seguro.*soporte@taquilla\.co/],
  ])('%s (%s)', (message, context, expected) => {
    expect(answer(message, context)).toMatch(expected);
  });

  it('does not mistake parts of words for keywords', () => {
    expect(answer('¿Y ahora qué hago?', visitor)).toMatch(/^No estoy seguro/);
  });

  it('keeps 12 seats or fewer on the self-service path', () => {
    expect(answer('Quiero 12 asientos', visitor)).not.toMatch(/soporte/);
    expect(answer('Quiero 12 asientos', visitor)).toMatch(/abre la página del evento/);
  });

  it('answers a customer with figures only when the figures could be read', () => {
    expect(answer('¿Cuántos asientos quedan?', customer, null)).toMatch(/^En la página del evento el mapa/);
  });
});

describe('parseAssistantRequest', () => {
  it('refuses an empty or whitespace-only message', () => {
    expect(parseAssistantRequest({ message: '  \n ', context: {} })).toEqual({ ok: false, error: EMPTY_MESSAGE_ERROR });
    expect(parseAssistantRequest(null)).toEqual({ ok: false, error: EMPTY_MESSAGE_ERROR });
  });

  it('trims the message and tolerates a missing context', () => {
    expect(parseAssistantRequest({ message: ' hola ' })).toEqual({ ok: true, request: { message: 'hola', context: {} } });
  });

  it('refuses an overly long message', () => {
    expect(parseAssistantRequest({ message: 'a'.repeat(2001) }).ok).toBe(false);
  });
});
