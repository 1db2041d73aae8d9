// The 'Asistente IA' dialog: a panel in the corner the button was in, not a modal, so the
// page stays usable while one asks how to do something on it. Escape and the close button
// close it; focus goes to the message box on opening.
import { useEffect, useId, useRef } from 'react';
import { ChatBubbleIcon, CloseIcon } from '../../ui/icons';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import type { ChatMessage } from './use-assistant-chat';

interface AssistantPanelProps {
  messages: readonly ChatMessage[];
  waiting: boolean;
  onSend: (text: string) => boolean;
  onClose: () => void;
  className: string;
}

export function AssistantPanel({ messages, waiting, onSend, onClose, className }: AssistantPanelProps) {
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className={className}
    >
      <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <ChatBubbleIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-bold text-stone-900">
            Asistente IA
          </h2>
          <p className="text-xs text-stone-500">Respuestas al instante sobre Taquilla</p>
        </div>
        <button
          type="button"
          aria-label="Cerrar asistente"
          onClick={onClose}
          className="rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <CloseIcon className="size-5" />
        </button>
      </header>
      <ChatMessageList messages={messages} waiting={waiting} />
      <ChatComposer waiting={waiting} onSend={onSend} inputRef={input} />
    </section>
  );
}
