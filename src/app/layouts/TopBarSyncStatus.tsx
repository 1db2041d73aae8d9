// The sync indicator of the top bar with the conflicts dialog it opens. The dialog is built
// from the reservations' cards (a refused sale is resolved there too), and features do not
// import each other, so the app composes the two.
import { SyncStatusIndicator } from '../../features/sync-status/SyncStatusIndicator';
import { ConflictsDialog } from '../../features/reservations/ConflictsDialog';
import type { TaquillaDatabase } from '../../db/taquilla-database';

const conflictsDialog = (replica: TaquillaDatabase, onClose: () => void) => <ConflictsDialog replica={replica} onClose={onClose} />;

export function TopBarSyncStatus() {
  return <SyncStatusIndicator renderConflicts={conflictsDialog} />;
}
