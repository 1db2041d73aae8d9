import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { CalendarIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { Toaster } from '../../ui/toast/Toaster';
import { EventBooking } from './EventBooking';
import { AnswerFailed } from './AnswerFailed';
import { NotFoundCard } from './NotFoundCard';
import { PublicEventOffline } from './PublicEventOffline';
import { PublicTopBar } from './PublicTopBar';
import { usePublicEvent } from './use-public-event';

/** The page around a message instead of the event: the bar home and the message. */
function MessageScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicTopBar />
      {children}
    </>
  );
}

type AssistantSlot = (eventName: string) => ReactNode;

function PublicEventBody({ slug, assistant }: { slug: string; assistant?: AssistantSlot }) {
  const { state, retry } = usePublicEvent(slug);
  switch (state.status) {
    case 'loading':
      return (
        <MessageScreen>
          <Spinner label="Cargando evento…" className="justify-center py-24" />
        </MessageScreen>
      );
    case 'not-found':
      return (
        <MessageScreen>
          <div className="px-4 py-16">
            <NotFoundCard icon={<CalendarIcon />} title="Evento no encontrado">
              El evento no está disponible. Revisa el enlace o vuelve más tarde.
            </NotFoundCard>
          </div>
        </MessageScreen>
      );
    case 'offline':
      return (
        <MessageScreen>
          <div className="px-4 py-16">
            <PublicEventOffline onRetry={retry} />
          </div>
        </MessageScreen>
      );
    case 'error':
      return (
        <MessageScreen>
          <div className="px-4 py-16">
            <AnswerFailed message={state.message} onRetry={retry} />
          </div>
        </MessageScreen>
      );
    case 'ready':
      return <EventBooking event={state.value} assistant={assistant} />;
  }
}

/** `assistant`: the help widget, composed by the app (features do not import each other). */
export function PublicEventPage({ assistant }: { assistant?: AssistantSlot }) {
  const { slug = '' } = useParams();
  return (
    <div className="min-h-svh bg-stone-50">
      <PublicEventBody slug={slug} assistant={assistant} />
      {/* A transformed box is the containing block of the toaster's fixed position: this lifts
          the toasts above the sticky seat summary instead of covering its button. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-28 z-50 h-0 [transform:translateZ(0)] sm:bottom-20">
        <Toaster />
      </div>
    </div>
  );
}
