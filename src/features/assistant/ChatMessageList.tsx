// The conversation, newest at the bottom. Answers name app pages as '(/venues/crear)':
// those become links, so 'how do I…' ends one tap away from doing it.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../ui/class-names';
import type { ChatMessage } from './use-assistant-chat';

// A path without placeholders such as {id}, which could not be opened as written.
const PAGE_PATH = /(\/[a-z0-9][a-z0-9\-/]*)/;

function MessageText({ text, linked }: { text: string; linked: boolean }) {
  if (!linked) return <>{text}</>;
  return (
    <>
      {text.split(/\((\/[^)\s]*)\)/).map((part, index) =>
        index % 2 === 1 && PAGE_PATH.test(part) && !part.includes('{') ? (
          <span key={index}>
            (<Link to={part} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">{part}</Link>)
          </span>
        ) : (
          <span key={index}>{index % 2 === 1 ? `(${part})` : part}</span>
        ),
      )}
    </>
  );
}

function TypingIndicator() {
  return (
    <li role="status" aria-label="El asistente está escribiendo" className="flex justify-start">
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-stone-100 px-3 py-3">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-2 animate-bounce rounded-full bg-stone-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </li>
  );
}

export function ChatMessageList({ messages, waiting }: { messages: readonly ChatMessage[]; waiting: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  const latestAnswer = useRef<HTMLLIElement>(null);
  const latest = messages[messages.length - 1];
  useEffect(() => {
    // A long answer is read from its first line, so it scrolls to its top; anything else
    // to the bottom.
    if (!waiting && latest?.author === 'assistant') latestAnswer.current?.scrollIntoView({ block: 'start' });
    else end.current?.scrollIntoView({ block: 'end' });
  }, [latest, waiting]);

  return (
    <ol aria-label="Conversación" aria-live="polite" className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4">
      {messages.map((message) => (
        <li
          key={message.id}
          ref={message === latest ? latestAnswer : undefined}
          className={cx('flex scroll-mt-3', message.author === 'user' ? 'justify-end' : 'justify-start')}
        >
          <p
            data-author={message.author}
            className={cx(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed whitespace-pre-line break-words',
              message.author === 'user' ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-stone-100 text-stone-800',
            )}
          >
            <span className="sr-only">{message.author === 'user' ? 'Tú: ' : 'Asistente: '}</span>
            <MessageText text={message.text} linked={message.author === 'assistant'} />
          </p>
        </li>
      ))}
      {waiting && <TypingIndicator />}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
