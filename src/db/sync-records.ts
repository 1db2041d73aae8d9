// What the device keeps about syncing itself, beside the organization's rows.
import type { ReplicaRow, ReplicaTableName, RowKey } from './replica-tables';

/** An operation as sync_push receives it. */
export interface Op {
  op_id: string;
  device_id: string;
  kind: string;
  payload: Record<string, unknown>;
  created_at: string;
}

/** How to take back one row change of an optimistic write: the row as it was, or null if the op created it. */
export interface RowUndo {
  table: ReplicaTableName;
  key: RowKey;
  before: ReplicaRow | null;
}

/** An op waiting to be sent. `seq` keeps the order in which commands ran. */
export interface OutboxEntry extends Op {
  seq?: number;
  undo: RowUndo[];
}

/** An op the server refused, kept until someone resolves or dismisses it. */
export interface ConflictRecord {
  op_id: string;
  op: Op;
  code: string;
  message: string;
  created_at: string;
}

export const SYNC_STATE_KEY = 'replica';

export interface SyncStateRecord {
  key: typeof SYNC_STATE_KEY;
  device_id: string;
  /** sync_pull's cursor; null until the first full snapshot arrived. */
  cursor: string | null;
  last_synced_at: string | null;
  /** The organization the optimistic rows belong to, remembered for offline starts. */
  organization_id: string | null;
}
