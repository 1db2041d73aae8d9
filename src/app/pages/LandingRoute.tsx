// The landing page with the assistant beside it: features do not import each other, so the
// app composes them.
import { LazyAssistantWidget } from '../../features/assistant/LazyAssistantWidget';
import { LandingPage } from '../../features/landing/LandingPage';

export function LandingRoute() {
  return <LandingPage assistant={<LazyAssistantWidget withToaster untilUsed />} />;
}
