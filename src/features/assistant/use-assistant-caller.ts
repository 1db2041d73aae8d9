// Who is asking and from where, from the session, the profile and the current route: what
// the welcome is tailored to and what the ai-assistant call sends as its context.
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../../session/auth-store';
import { useMyProfile } from '../../session/use-my-profile';
import type { AssistantRequestContext } from './assistant-api';
import { audienceOf, firstNameOf, pageOf, type Audience, type AssistantPage } from './assistant-welcome';

export interface AssistantCaller {
  audience: Audience;
  page: AssistantPage;
  firstName: string | null;
  eventName: string | null;
  context: AssistantRequestContext;
}

export function useAssistantCaller(eventName: string | null): AssistantCaller {
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const { profile } = useMyProfile();
  const page = pageOf(pathname);
  const audience = audienceOf(Boolean(user), profile?.organization_id);
  const metadataName = (user?.user_metadata as { full_name?: unknown } | undefined)?.full_name;
  const userName = profile?.full_name || (typeof metadataName === 'string' ? metadataName : null) || null;
  return {
    audience,
    page,
    firstName: firstNameOf(userName),
    eventName,
    context: {
      user_id: user?.id ?? null,
      page,
      organization_id: profile?.organization_id ?? null,
      organization_name: profile?.organization?.name ?? null,
      role: profile?.role ?? null,
      user_name: userName,
      is_authenticated: Boolean(user),
      event_name: eventName,
      user_role: profile?.role ?? audience,
    },
  };
}
