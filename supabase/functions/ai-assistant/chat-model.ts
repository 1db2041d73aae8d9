// Optional: an OpenAI-compatible chat endpoint words the answer. It gets the question, the
// local answer and the caller's figures, and is told to use nothing else, so it rephrases
// what Taquilla knows instead of inventing. Any failure (timeout, error status, empty
// reply) returns null and the caller falls back to the local answer.
import type { AssistantRequest } from './assistant-request.ts';
import type { AssistantFacts } from './organization-facts.ts';

export interface ChatModelConfig {
  /** Base URL (…/v1) or the full …/chat/completions address. */
  url: string;
  apiKey: string | null;
  model: string;
}

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
const TIMEOUT_MS = 15_000;

/** AI_ASSISTANT_OPENAI_URL (+ _KEY, _MODEL); null when the URL is not set. */
export function chatModelConfigFrom(env: (name: string) => string | undefined): ChatModelConfig | null {
  const url = env('AI_ASSISTANT_OPENAI_URL')?.trim();
  if (!url) return null;
  return {
    url: /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`,
    apiKey: env('AI_ASSISTANT_OPENAI_KEY')?.trim() || null,
    model: env('AI_ASSISTANT_OPENAI_MODEL')?.trim() || DEFAULT_CHAT_MODEL,
  };
}

const SYSTEM_PROMPT = [
  'Eres el Asistente IA de Taquilla, una aplicación para vender asientos numerados de graderías, palcos y zonas de confort en festivales de Colombia.',
  'Responde siempre en español de Colombia, en pocas frases y con un tono amable.',
  'Usa solo la información que te damos: la respuesta de referencia de Taquilla y los datos de la organización. No inventes cifras, pantallas ni botones.',
  'Si la referencia no responde la pregunta, dilo y sugiere el Centro de Ayuda (/help).',
].join(' ');

export interface ChatModelInput {
  request: AssistantRequest;
  localAnswer: string;
  facts: AssistantFacts | null;
}

function userPrompt({ request, localAnswer, facts }: ChatModelInput): string {
  const { page, role, event_name, organization_name } = request.context;
  return [
    `Pregunta: ${request.message}`,
    `Contexto: ${JSON.stringify({ page, role, event_name, organization_name })}`,
    `Datos de la organización: ${facts ? JSON.stringify(facts) : 'no disponibles'}`,
    `Respuesta de referencia de Taquilla: ${localAnswer}`,
  ].join('\n');
}

export async function askChatModel(
  config: ChatModelConfig,
  input: ChatModelInput,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(input) },
        ],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content.trim() : null;
  } catch {
    return null;
  }
}
