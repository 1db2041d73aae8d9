// The public event page with the assistant for that event: features do not import each
// other, so the app composes them.
import { LazyAssistantWidget } from '../../features/assistant/LazyAssistantWidget';
import { PublicEventPage } from '../../features/booking/PublicEventPage';

const eventAssistant = (eventName: string) => <LazyAssistantWidget eventName={eventName} raised untilUsed />;

export function PublicEventRoute() {
  return <PublicEventPage assistant={eventAssistant} />;
}
