// A screen's loading state over the replica. A screen of figures over the whole sales history
// (useReplicaQuery's wholeHistory) stays here while the first sync brings that history, so it
// says what it waits for instead of a bare 'Cargando…'.
import { useStore } from 'zustand';
import { syncStatusStore } from '../sync/sync-status-store';
import { Spinner } from '../ui/Spinner';

const WAITING_FOR_DOWNLOAD = 'Descargando los datos de la organización';

export function ReplicaLoading({ label, afterHistory }: { label: string; afterHistory: string }) {
  const downloading = useStore(syncStatusStore, (status) => status.download !== null);
  return <Spinner label={downloading ? `${WAITING_FOR_DOWNLOAD}: ${afterHistory}…` : label} className="justify-center py-16" />;
}
