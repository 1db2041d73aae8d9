// What a venue screen says when the replica cannot answer its query. After a failed first
// sync the device has none of the organization's rows, so it offers to sync again rather
// than show an empty list.
import { requestSync } from '../sync/sync-session';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { NO_ORGANIZATION_MESSAGE, type ReplicaQueryState } from './replica-hooks';

type UnreadableStatus = Exclude<ReplicaQueryState<unknown>['status'], 'loading' | 'ready'>;

export function UnreadableReplicaAlert({ status, loadError }: { status: UnreadableStatus; loadError: string }) {
  if (status === 'no-organization') return <Alert variant="destructive">{NO_ORGANIZATION_MESSAGE}</Alert>;
  if (status === 'error') return <Alert variant="destructive">{loadError}</Alert>;
  return (
    <div className="space-y-3">
      <Alert variant="destructive">{loadError}</Alert>
      <Button variant="outline" size="sm" onClick={requestSync}>
        Reintentar
      </Button>
    </div>
  );
}
