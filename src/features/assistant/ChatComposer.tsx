// Where the question is typed. Enter sends and Shift+Enter starts a new line (spec §2);
// an empty or whitespace-only message is not sent. While an IME composes a word, Enter
// confirms the word rather than sending.
import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SendIcon } from '../../ui/icons';

interface ChatComposerProps {
  waiting: boolean;
  /** False when the message was not sent, so the text stays in the box. */
  onSend: (text: string) => boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function ChatComposer({ waiting, onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');

  const send = () => {
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-stone-200 p-3">
      <textarea
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={2000}
        aria-label="Escribe tu mensaje"
        placeholder="Escribe tu pregunta…"
        className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-stone-300 px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      />
      <button
        type="submit"
        aria-label="Enviar mensaje"
        disabled={waiting || !text.trim()}
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendIcon />
      </button>
    </form>
  );
}
