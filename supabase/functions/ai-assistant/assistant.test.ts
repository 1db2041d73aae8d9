import { describe, expect, it } from 'vitest';
import { answerAssistantMessage, EMPTY_MESSAGE_ERROR, parseAssistantRequest, type AssistantContext } from './assistant.ts';

const visitor: AssistantContext = { is_authenticated: false, page: 'event', event_name: 'Festival Folclórico del Bambuco 2025' };
const organizer: AssistantContext = { is_authenticated: true, role: 'organizer', user_name: 'Laura', page: 'dashboard' };

const answer = (message: string, context: AssistantContext = visitor) => answerAssistantMessage({ message, context });

describe('answerAssistantMessage', () => {
  it.each([
    ['¿Cómo reservo mis boletas?', visitor, /elige pagar con tarjeta o en efectivo/],
    ['¿Cuánto cuesta un asiento premium?', visitor, /multiplicador 1,5.*\$75\.000/],
    ['¿Puedo pagar en efectivo?', visitor, /en efectivo, en la taquilla/],
    ['Quiero cancelar mi reserva', visitor, /24 horas/],
    ['Necesito 20 asientos para mi familia', visitor, /soporte/],
    ['Somos 15 personas', visitor, /Para más de 12 asientos/],
    ['¿Qué es un palco?', visitor, /palcos VIP/],
    ['¿Cuándo es el festival?', visitor, /13 al 30 de junio de 2025/],
    ['¿Cómo creo una gradería?', organizer, /filas \(1 a 50\).*pisos \(1 a 5\)/],
    ['¿Cómo vendo una boleta en taquilla?', organizer, /también sin internet/],
    ['¿Cómo cancelo una reserva?', organizer, /Reservas.*Cancelar/],
    ['Hola', organizer, /^¡Hola, Laura! Puedo ayudarte con: crear graderías/],
    ['Hola', visitor, /^¡Hola! Puedo ayudarte con: cómo reservar/],
    ['¿Me recomiendas un restaurante?', visitor, /^No estoy seguro/],
  ])('%s → %s', (message, context, expected) => {
    expect(answer(message, context)).toMatch(expected);
  });

  it('does not mistake parts of words for keywords', () => {
    expect(answer('¿Y ahora qué hago?')).toMatch(/^No estoy seguro/);
  });

  it('keeps 12 seats or fewer on the self-service path', () => {
    expect(answer('Quiero 12 asientos')).not.toMatch(/soporte/);
    expect(answer('Quiero 12 asientos')).toMatch(/abre la página del evento/);
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
