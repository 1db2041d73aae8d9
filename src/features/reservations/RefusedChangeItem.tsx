// A change the server refused that needs nothing beyond being seen: the device already took
// it back, so its row shows the server's state. The way out is to do it again if still needed.
import type { ConflictRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatDateTime } from '../../domain/dates';
import { dismissConflict } from '../../db/sync-queries';
import { Button } from '../../ui/Button';

interface RefusedChangeItemProps {
  replica: TaquillaDatabase;
  conflict: ConflictRecord;
  attempt: string;
}

export function RefusedChangeItem({ replica, conflict, attempt }: RefusedChangeItemProps) {
  return (
    <li aria-label={attempt} className="rounded-lg border border-red-200 bg-red-50 p-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-stone-900">{attempt}</p>
          <p className="text-sm text-red-800">{conflict.message}</p>
          <p className="mt-1 text-sm text-stone-700">El cambio se deshizo en este dispositivo. Hazlo de nuevo si todavía hace falta.</p>
          <p className="mt-1 text-xs text-stone-500">{formatDateTime(conflict.op.created_at)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void dismissConflict(replica, conflict.op_id)}>
          Descartar
        </Button>
      </div>
    </li>
  );
}
