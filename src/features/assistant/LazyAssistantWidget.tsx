// The assistant as pages mount it: its code loads after the page, in a chunk of its own, so
// it never delays the page nor adds to the public page's first download. On a visitor's
// pages (`untilUsed`) only the button shows until someone points at it, focuses or clicks
// it: most visitors never open the assistant, and its code (the chat, the welcome texts, the
// profile store, about 4 kB gzip) is then never downloaded.
import { lazy, Suspense, useState } from 'react';
import { AssistantLauncher } from './AssistantLauncher';
import type { AssistantWidgetProps } from './AssistantWidget';

const loadWidget = () => import('./AssistantWidget');
const AssistantWidget = lazy(() => loadWidget().then((module) => ({ default: module.AssistantWidget })));

interface LazyAssistantWidgetProps extends AssistantWidgetProps {
  /** Only the button until it is used (public pages). */
  untilUsed?: boolean;
}

export function LazyAssistantWidget({ untilUsed = false, ...props }: LazyAssistantWidgetProps) {
  const [clicked, setClicked] = useState(false);
  const preload = () => void loadWidget().then((module) => module.preloadPanel(), () => undefined);
  const standIn = <AssistantLauncher raised={props.raised} dockedOnPhones={props.dockedOnPhones} onClick={() => setClicked(true)} onIntent={preload} />;
  if (untilUsed && !clicked) return standIn;
  return (
    <Suspense fallback={untilUsed ? standIn : null}>
      <AssistantWidget {...props} openAtStart={untilUsed} />
    </Suspense>
  );
}
