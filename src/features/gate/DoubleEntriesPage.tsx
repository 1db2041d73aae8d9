// 'Entradas usadas dos veces': tickets let in by two devices, each one offline when the other
// scanned. A gate cannot see such a second entry until both have synced; this list shows it
// after, from the replica, with both devices and times, so the organizer can look into it.
import { Link } from 'react-router-dom';
import { doubleEntries, type DoubleEntry } from '../../db/check-in-report-queries';
import { formatDateTime } from '../../domain/dates';
import { useReplicaQuery } from '../../session/replica-hooks';
import { ReplicaLoading } from '../../session/ReplicaLoading';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

const LOAD_ERROR = 'Error al cargar el reporte. Por favor, intenta nuevamente.';

/** 'Dispositivo 9A8B7C (este)': device ids are uuids; their start tells them apart. */
export function deviceName(deviceId: string, thisDevice: string | null): string {
  const name = `Dispositivo ${deviceId.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  return deviceId === thisDevice ? `${name} (este)` : name;
}

function DoubleEntryCard({ entry, thisDevice }: { entry: DoubleEntry; thisDevice: string | null }) {
  return (
    <Card className="p-4" data-testid="double-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-mono text-lg font-semibold text-stone-900">{entry.shortCode}</p>
        <p className="text-sm text-stone-600">
          {entry.eventName} · {entry.seatName}
        </p>
      </div>
      <ol className="mt-3 space-y-1 text-sm">
        {entry.scans.map((scan, index) => (
          <li key={`${scan.deviceId}-${scan.scannedAt}-${index}`} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{index === 0 ? 'Ingreso' : 'Otra lectura'}:</span>
            <span>{formatDateTime(scan.scannedAt)}</span>
            <span>· {scan.gate}</span>
            <span>· {deviceName(scan.deviceId, thisDevice)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function DoubleEntriesPage() {
  const report = useReplicaQuery(
    async (db, thisDevice) => ({ entries: await doubleEntries(db), thisDevice }),
    [],
    { wholeHistory: true },
  );
  return (
    <>
      <PageHeader
        title="Entradas usadas dos veces"
        description="Entradas que dos dispositivos dejaron pasar, cada uno sin saber del otro (por ejemplo, sin conexión). Se ven aquí al sincronizar."
        actions={
          <Link to="/control-acceso" className={buttonClasses('outline')}>
            Volver al control de acceso
          </Link>
        }
      />
      {report.status === 'loading' && <ReplicaLoading label="Cargando el reporte…" afterHistory="el reporte aparece al terminar" />}
      {report.status !== 'loading' && report.status !== 'ready' && <UnreadableReplicaAlert status={report.status} loadError={LOAD_ERROR} />}
      {report.status === 'ready' && report.data.entries.length === 0 && (
        <EmptyState title="Ninguna entrada usada dos veces">Cuando dos puertas dejen pasar la misma entrada, aparecerá aquí con ambos dispositivos y horas.</EmptyState>
      )}
      {report.status === 'ready' && report.data.entries.length > 0 && (
        <div className="space-y-3">
          {report.data.entries.map((entry) => (
            <DoubleEntryCard key={entry.ticketId} entry={entry} thisDevice={report.data.thisDevice} />
          ))}
        </div>
      )}
    </>
  );
}
