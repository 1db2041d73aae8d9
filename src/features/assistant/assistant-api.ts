// The one call of the widget (spec §7 'Function invoke ai-assistant'). The server trusts
// the context only for tone; figures are read with the session's own JWT, which
// supabase-js sends with the call. supabase-js loads with the first question, not with the
// widget: the public pages show the widget and must not download the auth client for it.

export interface AssistantRequestContext {
  user_id: string | null;
  page: string;
  organization_id: string | null;
  organization_name: string | null;
  role: string | null;
  user_name: string | null;
  is_authenticated: boolean;
  event_name: string | null;
  user_role: string;
}

export async function askAssistant(message: string, context: AssistantRequestContext): Promise<string> {
  const { supabase } = await import('../../api/supabase-client');
  const { data, error } = await supabase.functions.invoke<{ response?: unknown }>('ai-assistant', { body: { message, context } });
  if (error) throw error;
  const reply = data?.response;
  if (typeof reply !== 'string' || !reply.trim()) throw new Error('El asistente no respondió');
  return reply;
}
