// What a venue detail screen shows before it has its venue: a spinner while the replica
// loads, why it cannot be read, or 'Error: Gradería no encontrada' with a way back.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReplicaQueryState } from '../../session/replica-hooks';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { PageTitle } from '../../ui/PageTitle';

export const DETAIL_LOAD_ERROR = 'Error al cargar la gradería. Por favor, intenta nuevamente.';

function BackToVenues() {
  return (
    <Link to="/venues" className={buttonClasses('outline', 'sm')}>
      Volver a Mis Graderías
    </Link>
  );
}

export function VenueNotFound() {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <PageTitle>Error: Gradería no encontrada</PageTitle>
      <h1 className="text-lg font-semibold text-red-700">Error: Gradería no encontrada</h1>
      <p className="mt-2 text-sm text-stone-600">Puede que se haya eliminado o que aún no esté en este dispositivo.</p>
      <div className="mt-6">
        <BackToVenues />
      </div>
    </Card>
  );
}

interface VenueDetailGateProps<Detail> {
  state: ReplicaQueryState<Detail | null>;
  children: (detail: Detail) => ReactNode;
}

export function VenueDetailGate<Detail>({ state, children }: VenueDetailGateProps<Detail>) {
  if (state.status === 'loading') return <Spinner label="Cargando gradería…" className="justify-center py-16" />;
  if (state.status === 'ready') return state.data === null ? <VenueNotFound /> : children(state.data);
  return (
    <div className="space-y-4">
      <UnreadableReplicaAlert status={state.status} loadError={DETAIL_LOAD_ERROR} />
      <BackToVenues />
    </div>
  );
}
