import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import { EventNotFoundCard } from './EventNotFoundCard';
import { PublicEventHeader } from './PublicEventHeader';
import { PublicEventOffline } from './PublicEventOffline';
import { usePublicEvent } from './use-public-event';

function PublicEventBody({ slug }: { slug: string }) {
  const { state, retry } = usePublicEvent(slug);
  switch (state.status) {
    case 'loading':
      return <Spinner label="Cargando evento…" className="justify-center py-24" />;
    case 'not-found':
      return (
        <div className="px-4 py-16">
          <EventNotFoundCard />
        </div>
      );
    case 'offline':
      return (
        <div className="px-4 py-16">
          <PublicEventOffline onRetry={retry} />
        </div>
      );
    case 'error':
      return (
        <div className="mx-auto max-w-md space-y-3 px-4 py-16">
          <Alert variant="destructive">{state.message}</Alert>
          <Button variant="outline" onClick={retry}>
            Reintentar
          </Button>
        </div>
      );
    case 'ready':
      return <PublicEventHeader event={state.event} />;
  }
}

export function PublicEventPage() {
  const { slug = '' } = useParams();
  return (
    <div className="min-h-svh bg-stone-50">
      <nav className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link to="/" aria-label="Ir al inicio">
            <Logo />
          </Link>
        </div>
      </nav>
      <PublicEventBody slug={slug} />
    </div>
  );
}
