import { getEventBySlug } from '../../api/events';
import { useOnlineAnswer } from './use-online-answer';

export function usePublicEvent(slug: string) {
  return useOnlineAnswer({ key: slug, ask: getEventBySlug, notFoundCode: 'event_not_found' });
}
