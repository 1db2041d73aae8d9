// The conversation of one opening: it starts with the welcome, each sent message waits for
// its answer (the typing indicator), and a failure shows the spec's toast and an apology
// in the chat. Answers that arrive after the dialog closed belong to a finished
// conversation and are dropped.
import { useCallback, useRef, useState } from 'react';
import { showToast } from '../../ui/toast/toast-store';

export interface ChatMessage {
  id: number;
  author: 'assistant' | 'user';
  text: string;
}

export const SEND_ERROR_TOAST = 'Error al enviar mensaje. Intenta de nuevo.';
export const APOLOGY_MESSAGE = 'Lo siento, no pude responder en este momento. Por favor, intenta de nuevo en unos segundos.';

let nextMessageId = 1;
const message = (author: ChatMessage['author'], text: string): ChatMessage => ({ id: nextMessageId++, author, text });

export function useAssistantChat(ask: (text: string) => Promise<string>) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const conversation = useRef(0);
  const waitingRef = useRef(false);

  const start = useCallback((welcome: string) => {
    conversation.current += 1;
    waitingRef.current = false;
    setWaiting(false);
    setMessages([message('assistant', welcome)]);
  }, []);

  /** Closing the dialog ends the conversation: a late answer is not shown in the next one. */
  const end = useCallback(() => {
    conversation.current += 1;
    waitingRef.current = false;
    setWaiting(false);
  }, []);

  /** Sends a message; false when there is nothing to send or an answer is still awaited. */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || waitingRef.current) return false;
      const current = conversation.current;
      const stillOpen = () => conversation.current === current;
      waitingRef.current = true;
      setWaiting(true);
      setMessages((previous) => [...previous, message('user', question)]);
      ask(question)
        .then((reply) => {
          if (stillOpen()) setMessages((previous) => [...previous, message('assistant', reply)]);
        })
        .catch(() => {
          if (!stillOpen()) return;
          showToast({ title: SEND_ERROR_TOAST, variant: 'error' });
          setMessages((previous) => [...previous, message('assistant', APOLOGY_MESSAGE)]);
        })
        .finally(() => {
          if (!stillOpen()) return;
          waitingRef.current = false;
          setWaiting(false);
        });
      return true;
    },
    [ask],
  );

  return { messages, waiting, start, end, send };
}
