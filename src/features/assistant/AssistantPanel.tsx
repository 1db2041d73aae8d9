// The 'Asistente IA' dialog: a panel in the corner the button was in, not a modal, so the
// page stays usable while one asks how to do something on it (Radix's Dialog with
// modal={false}: no focus trap, the page is not hidden, a click on the page leaves it open).
// Escape and the close button close it; focus goes to the message box on opening, and the
// widget gives it back to its launcher on closing.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
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
  const input = useRef<HTMLTextAreaElement>(null);

  return (
    <RadixDialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Content
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
        // The widget focuses its launcher once the panel is gone.
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className={className}
      >
        <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <ChatBubbleIcon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className="text-base font-bold text-stone-900">Asistente IA</RadixDialog.Title>
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
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
