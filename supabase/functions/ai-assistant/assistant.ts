// The 'Asistente IA' (spec §2, §7): one logic for both backends. The Edge Function
// (index.ts) and the embedded server (supabase/local/functions-routes.ts) only differ in how
// they read the caller's figures, which they pass in as `loadFacts`. Without any language
// model the answers come from the help centre's content, the buyer topics and the caller's
// figures, chosen by accent-insensitive keywords; a configured OpenAI-compatible endpoint
// may reword them.
import { askerOf, type Asker, type AssistantRequest } from './assistant-request.ts';
import { BUYER_FALLBACK, BUYER_MENU, buyerAnswer } from './buyer-answers.ts';
import { askChatModel, type ChatModelConfig } from './chat-model.ts';
import { bestHelpAnswer } from './help-answers.ts';
import { answerFromFacts, FACTS_UNAVAILABLE, factsQuestionOf, type AssistantFacts } from './organization-facts.ts';
import { mentions, plainText } from './text-matching.ts';

export {
  EMPTY_MESSAGE_ERROR,
  MAX_MESSAGE_LENGTH,
  parseAssistantRequest,
  type AssistantContext,
  type AssistantRequest,
} from './assistant-request.ts';
export type { AssistantFacts } from './organization-facts.ts';

/** Reads public.assistant_facts as the caller; rejects when the caller has no organization. */
export type FactsLoader = (eventName: string | null) => Promise<AssistantFacts>;

const MEMBER_MENU =
  'Puedo ayudarte con: asientos disponibles por evento, reservas pendientes, ventas de hoy, crear graderías y eventos, ' +
  'vender en taquilla, cobrar pagos, cancelar reservas y resolver conflictos.';

const GREETS = mentions('hola', 'buenas', 'buenos dias', 'buen dia', 'saludos');
const THANKS = mentions('gracias');

function smallTalk(text: string, asker: Asker): string | null {
  if (THANKS(text)) return '¡Con gusto! Si tienes otra pregunta, aquí estoy.';
  if (!GREETS(text)) return null;
  const hello = asker.firstName ? `¡Hola, ${asker.firstName}! ` : '¡Hola! ';
  return hello + (asker.audience === 'member' ? MEMBER_MENU : BUYER_MENU);
}

function fallback(asker: Asker): string {
  const intro = 'No estoy seguro de haber entendido tu pregunta.';
  return asker.audience === 'member'
    ? `${intro} ${MEMBER_MENU} También puedes buscar en el Centro de Ayuda (/help).`
    : `${intro} ${BUYER_MENU} ${BUYER_FALLBACK}`;
}

/** Colombia keeps UTC−5 all year: the box office's calendar day. */
function bogotaToday(now: Date): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The local answer. `facts` are the caller's figures when they could be read (which also
 * proves the caller belongs to an organization), null otherwise.
 */
export function answerAssistantMessage(request: AssistantRequest, facts: AssistantFacts | null = null, now: Date = new Date()): string {
  const asker = askerOf(request.context);
  const text = plainText(request.message);
  const question = factsQuestionOf(text);
  if (question && facts) return answerFromFacts(question, facts, { text, pageEventName: asker.eventName, today: bogotaToday(now) });
  if (question && asker.audience === 'member') return FACTS_UNAVAILABLE;
  if (asker.audience === 'member') {
    return bestHelpAnswer(text) ?? smallTalk(text, asker) ?? buyerAnswer(text, asker) ?? fallback(asker);
  }
  return buyerAnswer(text, asker) ?? smallTalk(text, asker) ?? fallback(asker);
}

export interface RespondOptions {
  loadFacts?: FactsLoader;
  chatModel?: ChatModelConfig | null;
  fetchImpl?: typeof fetch;
  now?: Date;
}

/** What the function answers: the local answer, reworded by the chat model when one is configured and answers. */
export async function respondToAssistantMessage(request: AssistantRequest, options: RespondOptions = {}): Promise<string> {
  const { loadFacts, chatModel, fetchImpl, now = new Date() } = options;
  const asker = askerOf(request.context);
  // Only a signed-in caller can have figures; reading them costs a query, so only when used.
  const mayHaveFacts = asker.audience === 'member' || request.context.is_authenticated === true;
  const usesFacts = factsQuestionOf(plainText(request.message)) !== null || Boolean(chatModel);
  const facts = loadFacts && mayHaveFacts && usesFacts ? await loadFacts(asker.eventName).catch(() => null) : null;
  const localAnswer = answerAssistantMessage(request, facts, now);
  if (!chatModel) return localAnswer;
  return (await askChatModel(chatModel, { request, localAnswer, facts }, fetchImpl)) ?? localAnswer;
}
