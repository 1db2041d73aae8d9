// 'Control de acceso': the gate. A scanner types into the always-focused field, the camera
// reads QR codes, or a person types the short code; the verdict comes from this device's
// replica in milliseconds, online or not, and a valid ticket is recorded as a check-in that
// syncs with the others. Checked-in vs sold for the event and its stands sits beside it.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EntryCounts } from '../../ui/EntryCounts';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useGateSettings } from './gate-settings';
import { GateSetupCard } from './GateSetupCard';
import { useGateScanner } from './use-gate-scanner';
import { useGateScreen } from './use-gate-screen';
import { VerdictPanel } from './VerdictPanel';
import { WedgeInput } from './WedgeInput';

const CameraScanner = lazy(() => import('./CameraScanner').then((module) => ({ default: module.CameraScanner })));

export const GATE_LOAD_ERROR = 'Error al cargar el control de acceso. Por favor, intenta nuevamente.';
export const DOUBLE_ENTRIES_PATH = '/control-acceso/entradas-dobles';

export function GatePage() {
  const [settings, updateSettings] = useGateSettings();
  const screen = useGateScreen(settings.eventId);
  const [cameraOpen, setCameraOpen] = useState(false);
  const eventChosen = screen.status === 'ready' && screen.data.counts !== null;
  const gateName = settings.gateName.trim();
  const gate = useMemo(
    () => (eventChosen && settings.eventId && gateName ? { eventId: settings.eventId, standIds: settings.standIds, gateName } : null),
    [eventChosen, settings.eventId, settings.standIds, gateName],
  );
  const { shown, scan } = useGateScanner(gate);

  return (
    <>
      <PageHeader
        title="Control de acceso"
        description="Verifica las entradas en la puerta, con o sin conexión."
        actions={
          <Link to={DOUBLE_ENTRIES_PATH} className={buttonClasses('outline')}>
            Entradas usadas dos veces
          </Link>
        }
      />
      {screen.status === 'loading' && <Spinner label="Cargando el control de acceso…" className="justify-center py-16" />}
      {screen.status !== 'loading' && screen.status !== 'ready' && <UnreadableReplicaAlert status={screen.status} loadError={GATE_LOAD_ERROR} />}
      {screen.status === 'ready' && (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
          <div className="min-w-0 space-y-4 xl:col-span-2">
            {!gate && (
              <p className="rounded-lg bg-stone-100 p-3 text-stone-700">
                {eventChosen ? 'Escribe el nombre de la puerta para empezar.' : 'Selecciona el evento de esta puerta para empezar a verificar entradas.'}
              </p>
            )}
            <WedgeInput onScan={(text) => void scan(text)} disabled={!gate} />
            <VerdictPanel shown={shown} />
            <div className="space-y-3">
              <Button variant="outline" onClick={() => setCameraOpen((open) => !open)} disabled={!gate}>
                {cameraOpen ? 'Cerrar la cámara' : 'Usar la cámara'}
              </Button>
              {cameraOpen && gate && (
                <Suspense fallback={<Spinner label="Abriendo la cámara…" />}>
                  <CameraScanner onScan={(text) => void scan(text)} />
                </Suspense>
              )}
            </div>
          </div>
          <div className="min-w-0 space-y-4">
            <GateSetupCard events={screen.data.events} stands={screen.data.stands} settings={settings} onChange={updateSettings} />
            {screen.data.counts && (
              <Card className="p-4">
                <h2 className="mb-3 text-lg font-semibold text-stone-900">Ingresos del evento</h2>
                <EntryCounts {...screen.data.counts} title="Todo el evento" />
              </Card>
            )}
          </div>
        </div>
      )}
    </>
  );
}
