// What the widget sends (spec §7 'Function invoke ai-assistant') and who it says is asking.
// The context only sets the tone of an answer; figures come from the caller's JWT alone.

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

/** Members (organizer or staff) run a box office; customers and visitors buy seats. */
export type Audience = 'member' | 'customer' | 'visitor';

export interface Asker {
  audience: Audience;
  /** First name, for greetings. */
  firstName: string | null;
  /** The event of the page the question was asked on. */
  eventName: string | null;
}

const MEMBER_ROLES = ['organizer', 'staff'];

export function askerOf(context: AssistantContext): Asker {
  const isMember =
    MEMBER_ROLES.includes(context.role ?? '') || MEMBER_ROLES.includes(context.user_role ?? '') || Boolean(context.organization_id);
  const audience: Audience = isMember ? 'member' : context.is_authenticated ? 'customer' : 'visitor';
  return {
    audience,
    firstName: context.user_name?.trim().split(/\s+/)[0] || null,
    eventName: context.event_name?.trim() || null,
  };
}
