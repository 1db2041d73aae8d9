// respondToAssistantMessage: when the caller's figures are read, and the optional chat
// model that rewords the local answer (or is ignored when it fails).
import { describe, expect, it, vi } from 'vitest';
import { respondToAssistantMessage, type AssistantContext, type AssistantFacts } from './assistant.ts';
import { chatModelConfigFrom, DEFAULT_CHAT_MODEL, type ChatModelConfig } from './chat-model.ts';
import { fetchAssistantFacts } from './facts-over-http.ts';
import { FACTS_UNAVAILABLE } from './organization-facts.ts';

const organizer: AssistantContext = { is_authenticated: true, role: 'organizer', user_name: 'Laura Gómez', page: 'events', event_name: 'San Pedro' };
const visitor: AssistantContext = { is_authenticated: false, page: 'landing' };
const facts: AssistantFacts = {
  events: [{ name: 'San Pedro', slug: 'san-pedro', event_date: '2026-12-05', is_active: true, seats_total: 100, seats_available: 40 }],
  pending_reservations: 2,
  sales_today: { reservations: 1, seats: 2, revenue: 100000 },
};
const model: ChatModelConfig = { url: 'http://127.0.0.1:9/v1/chat/completions', apiKey: 'clave', model: 'modelo-local' };

const replying = (content: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status }));

describe('reading the caller’s figures', () => {
  it('reads them for a question about figures, asking for the page’s event first', async () => {
    const loadFacts = vi.fn(async () => facts);
    const reply = await respondToAssistantMessage({ message: '¿Cuántos asientos quedan?', context: organizer }, { loadFacts });
    expect(loadFacts).toHaveBeenCalledWith('San Pedro');
    expect(reply).toMatch(/^Para «San Pedro» quedan 40 asientos disponibles de 100/);
  });

  it('does not read them for a how-to question', async () => {
    const loadFacts = vi.fn(async () => facts);
    await respondToAssistantMessage({ message: '¿Cómo creo una gradería?', context: organizer }, { loadFacts });
    expect(loadFacts).not.toHaveBeenCalled();
  });

  it('does not try for a visitor, who has no organization', async () => {
    const loadFacts = vi.fn(async () => facts);
    const reply = await respondToAssistantMessage({ message: '¿Cuántos asientos quedan?', context: visitor }, { loadFacts });
    expect(loadFacts).not.toHaveBeenCalled();
    expect(reply).toMatch(/^En la página del evento el mapa/);
  });

  it('tries for a signed-in caller whose profile the widget did not know yet', async () => {
    const loadFacts = vi.fn(async () => facts);
    const reply = await respondToAssistantMessage({ message: '¿Cuántas reservas pendientes hay?', context: { is_authenticated: true } }, { loadFacts });
    expect(reply).toMatch(/^Tienes 2 reservas pendientes de pago/);
  });

  it('tells an organizer when they could not be read', async () => {
    const loadFacts = vi.fn(async () => Promise.reject(new Error('sin conexión')));
    expect(await respondToAssistantMessage({ message: '¿Cómo van las ventas de hoy?', context: organizer }, { loadFacts })).toBe(FACTS_UNAVAILABLE);
  });
});

describe('the optional chat model', () => {
  it('words the answer from the question, the local answer and the figures', async () => {
    const fetchImpl = replying('  Te quedan 40 asientos para San Pedro.  ');
    const reply = await respondToAssistantMessage(
      { message: '¿Cuántos asientos quedan?', context: organizer },
      { loadFacts: async () => facts, chatModel: model, fetchImpl },
    );
    expect(reply).toBe('Te quedan 40 asientos para San Pedro.');
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(model.url);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer clave' });
    const body = JSON.parse(String(init?.body));
    expect(body.model).toBe('modelo-local');
    expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('español') });
    expect(body.messages[1].content).toContain('Pregunta: ¿Cuántos asientos quedan?');
    expect(body.messages[1].content).toContain('"seats_available":40');
    expect(body.messages[1].content).toContain('Respuesta de referencia de Taquilla: Para «San Pedro» quedan 40');
  });

  it('gives it the figures for any question of a member', async () => {
    const loadFacts = vi.fn(async () => facts);
    await respondToAssistantMessage({ message: 'Hola', context: organizer }, { loadFacts, chatModel: model, fetchImpl: replying('¡Hola!') });
    expect(loadFacts).toHaveBeenCalled();
  });

  it.each([
    ['an error status', replying('no', 500)],
    ['an empty reply', replying('   ')],
    ['a reply without text', replying(null)],
    ['a network failure', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed')))],
  ])('falls back to the local answer on %s', async (_what, fetchImpl) => {
    const reply = await respondToAssistantMessage({ message: 'Hola', context: organizer }, { chatModel: model, fetchImpl });
    expect(reply).toMatch(/^¡Hola, Laura! Puedo ayudarte con/);
  });

  it.each([
    [{}, null],
    [{ AI_ASSISTANT_OPENAI_URL: 'http://127.0.0.1:11434/v1/' }, { url: 'http://127.0.0.1:11434/v1/chat/completions', apiKey: null, model: DEFAULT_CHAT_MODEL }],
    [
      { AI_ASSISTANT_OPENAI_URL: 'https://llm.example/v1/chat/completions', AI_ASSISTANT_OPENAI_KEY: 'k', AI_ASSISTANT_OPENAI_MODEL: 'm' },
      { url: 'https://llm.example/v1/chat/completions', apiKey: 'k', model: 'm' },
    ],
  ])('is configured from the environment: %j', (env, expected) => {
    expect(chatModelConfigFrom((name) => (env as Record<string, string>)[name])).toEqual(expected);
  });
});

describe('fetchAssistantFacts (the Edge Function’s reader)', () => {
  it('calls the RPC with the caller’s Authorization and the anon key', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(facts)));
    const target = { url: 'https://proyecto.supabase.co/', apiKey: 'anon', authorization: 'Bearer jwt-del-usuario' };
    expect(await fetchAssistantFacts(target, 'San Pedro', fetchImpl)).toEqual(facts);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://proyecto.supabase.co/rest/v1/rpc/assistant_facts');
    expect(init?.headers).toMatchObject({ apikey: 'anon', Authorization: 'Bearer jwt-del-usuario' });
    expect(JSON.parse(String(init?.body))).toEqual({ event_name: 'San Pedro' });
  });

  it('fails on a refusal, so the assistant says the figures are unavailable', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{"message":"No se encontró la organización asociada"}', { status: 403 }));
    await expect(fetchAssistantFacts({ url: 'https://p.supabase.co', apiKey: 'anon', authorization: 'Bearer x' }, null, fetchImpl)).rejects.toThrow(/403/);
  });
});
