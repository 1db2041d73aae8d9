// The assistant as pages mount it: its code loads after the page, in a chunk of its own, so
// it never delays the page nor adds to the public page's first download.
import { lazy, Suspense } from 'react';
import type { AssistantWidgetProps } from './AssistantWidget';

const AssistantWidget = lazy(() => import('./AssistantWidget').then((module) => ({ default: module.AssistantWidget })));

export function LazyAssistantWidget(props: AssistantWidgetProps) {
  return (
    <Suspense fallback={null}>
      <AssistantWidget {...props} />
    </Suspense>
  );
}
