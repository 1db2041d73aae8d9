// The floating 'Abrir asistente' button and its 'Asistente IA' dialog (spec §2). Each
// opening starts a conversation with one welcome, tailored to who is asking and the page
// they are on. Mount it once per layout, inside the router; it imports neither Dexie nor
// the organizer screens, so it can be lazy-loaded on public pages too. The dialog itself
// (Radix, about 13 kB gzip) loads when someone first opens it or points at the button.
import { lazy, Suspense, useRef, useState } from 'react';
import { cx } from '../../ui/class-names';
import { Toaster } from '../../ui/toast/Toaster';
import { askAssistant } from './assistant-api';
import { welcomeMessage } from './assistant-welcome';
import { ChatBubbleIcon } from '../../ui/icons';
import { useAssistantCaller } from './use-assistant-caller';
import { useAssistantChat } from './use-assistant-chat';

const loadPanel = () => import('./AssistantPanel').then((module) => ({ default: module.AssistantPanel }));
const AssistantPanel = lazy(loadPanel);

/** Starts the dialog's download before the click (pointer over the button, or focus on it). */
const preloadPanel = () => void loadPanel().catch(() => undefined);

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

export function AssistantWidget({ eventName = null, raised = false, dockedOnPhones = false, withToaster = false }: AssistantWidgetProps) {
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

  const corner = cx('fixed right-4 z-40 sm:right-6', raised ? 'bottom-28 sm:bottom-24' : 'bottom-4 sm:bottom-6');
  const launcherPlace = dockedOnPhones ? 'fixed top-3 right-4 z-40 size-10 sm:top-auto sm:right-6 sm:bottom-6 sm:size-14' : cx(corner, 'size-14');
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
        <button
          ref={launcher}
          type="button"
          aria-label="Abrir asistente"
          aria-haspopup="dialog"
          onClick={openChat}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          className={cx(
            launcherPlace,
            'flex items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          )}
        >
          <ChatBubbleIcon />
        </button>
      )}
      {withToaster && <Toaster />}
    </>
  );
}
