import { useCallback, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatDateTime } from '../../domain/dates';
import { cx } from '../../ui/class-names';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { downloadLabel, type DownloadProgress } from '../../sync/pull-progress';
import { conflictsLabel, pendingLabel } from '../../sync/sync-labels';
import { useSyncStatus } from '../../session/use-sync-status';

interface SyncStatusIndicatorProps {
  /** The conflicts dialog, composed by the app: it is built from other features' cards. */
  renderConflicts: (replica: TaquillaDatabase, onClose: () => void) => ReactNode;
}

/** Always in the organizer top bar: connection, ops waiting to be sent, last sync, conflicts. */
export function SyncStatusIndicator({ renderConflicts }: SyncStatusIndicatorProps) {
  const status = useSyncStatus(useShallow((snapshot) => snapshot));
  const [conflictsOpen, setConflictsOpen] = useState(false);
  const closeConflicts = useCallback(() => setConflictsOpen(false), []);
  // The browser may claim a connection the server cannot be reached through.
  const connected = status.online && status.state !== 'offline';

  return (
    <div role="status" aria-label="Estado de sincronización" className="ml-auto flex items-center gap-2 text-xs whitespace-nowrap text-stone-600 sm:gap-3">
      <span className="flex items-center gap-1.5 font-medium">
        <span aria-hidden="true" className={cx('size-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-stone-400')} />
        {/* Phones keep the dot; the words stay for screen readers. */}
        <span className="sr-only sm:not-sr-only">{connected ? 'En línea' : 'Sin conexión'}</span>
      </span>
      {status.download ? (
        <DownloadBar download={status.download} />
      ) : (
        status.state === 'syncing' && <span className="hidden sm:inline">Sincronizando…</span>
      )}
      {status.state === 'error' && (
        <span className="text-red-700" title={status.lastError ?? undefined}>
          Error de sincronización
        </span>
      )}
      <span className={cx(status.pendingCount > 0 && 'font-semibold text-amber-700')}>{pendingLabel(status.pendingCount)}</span>
      {status.lastSyncedAt && (
        <span className="hidden xl:inline">Última sincronización: {formatDateTime(status.lastSyncedAt)}</span>
      )}
      <button
        type="button"
        disabled={!status.replica}
        onClick={() => setConflictsOpen(true)}
        className={cx(
          'rounded-md px-2 py-1 font-medium hover:bg-stone-100',
          status.conflictsCount > 0 ? 'bg-red-50 text-red-700' : 'text-stone-500',
        )}
      >
        {conflictsLabel(status.conflictsCount)}
      </button>
      {conflictsOpen && status.replica && renderConflicts(status.replica, closeConflicts)}
    </div>
  );
}

/** A pull coming in pages: 'Descargando reservas 4.000 de 10.000' over a bar of every table together. */
function DownloadBar({ download }: { download: DownloadProgress }) {
  const label = downloadLabel(download);
  return (
    <span className="flex items-center gap-1.5">
      <progress aria-label={label} max={download.totalAll} value={download.receivedAll} className="h-1.5 w-14 accent-emerald-600 sm:w-20" />
      {/* Phones keep the bar; the words stay for screen readers through its label. */}
      <span className="hidden lg:inline" aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
