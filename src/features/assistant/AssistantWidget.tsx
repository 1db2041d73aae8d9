// The floating 'Abrir asistente' button and its 'Asistente IA' dialog (spec §2). Each
// opening starts a conversation with one welcome, tailored to who is asking and the page
// they are on. Mount it once per layout, inside the router; it imports neither Dexie nor
// the organizer screens, so it can be lazy-loaded on public pages too. The dialog itself
// (Radix, about 13 kB gzip) loads when someone first opens it or points at the button.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cx } from '../../ui/class-names';
import { Toaster } from '../../ui/toast/Toaster';
import { askAssistant } from './assistant-api';
import { welcomeMessage } from './assistant-welcome';
import { AssistantLauncher, assistantCorner } from './AssistantLauncher';
import { useAssistantCaller } from './use-assistant-caller';
import { useAssistantChat } from './use-assistant-chat';

const loadPanel = () => import('./AssistantPanel').then((module) => ({ default: module.AssistantPanel }));
const AssistantPanel = lazy(loadPanel);

/** Starts the dialog's download before the click (pointer over the button, or focus on it). */
export const preloadPanel = () => void loadPanel().catch(() => undefined);

export interface AssistantWidgetProps {
  /** The event of the page (the public event page), for the welcome and the answers. */
  eventName?: string | null;
  /** Lifts the button above a bar fixed to the bottom of the page (the public page's seat summary). */
  raised?: boolean;
  /**
   * On phones, puts the button on the page's top bar (which keeps room for it) instead of
   * floating it over the content: at 390 px a floating button covered links such as the
   * dashboard's 'Ver todas'. From 640 px it floats in the corner as usual.
   */
  dockedOnPhones?: boolean;
  /** Renders a toaster for the error toast, on pages that do not mount one. */
  withToaster?: boolean;
}

interface WidgetOptions {
  /** Mounted by a click on LazyAssistantWidget's stand-in button: open the dialog at once. */
  openAtStart?: boolean;
}

export function AssistantWidget({
  eventName = null,
  raised = false,
  dockedOnPhones = false,
  withToaster = false,
  openAtStart = false,
}: AssistantWidgetProps & WidgetOptions) {
  const caller = useAssistantCaller(eventName);
  const chat = useAssistantChat((text) => askAssistant(text, caller.context));
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  const openChat = () => {
    chat.start(welcomeMessage(caller));
    setOpen(true);
  };
  const closeChat = () => {
    chat.end();
    setOpen(false);
    // The panel is gone; give focus back to the button that opened it.
    requestAnimationFrame(() => launcher.current?.focus());
  };

  const openedAtStart = useRef(false);
  useEffect(() => {
    if (!openAtStart || openedAtStart.current) return;
    openedAtStart.current = true;
    openChat();
    // Once, on mounting: the click that mounted the widget asked for the dialog.
  }, []);

  const corner = assistantCorner(raised);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel
            messages={chat.messages}
            waiting={chat.waiting}
            onSend={chat.send}
            onClose={closeChat}
            className={cx(
              corner,
              'left-4 flex h-[min(34rem,calc(100svh-8rem))] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-2xl sm:left-auto sm:w-96',
            )}
          />
        </Suspense>
      ) : (
        <AssistantLauncher raised={raised} dockedOnPhones={dockedOnPhones} onClick={openChat} onIntent={preloadPanel} launcherRef={launcher} />
      )}
      {withToaster && <Toaster />}
    </>
  );
}
