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

/** One row of the replica, by table and key. */
export interface RowRef {
  table: ReplicaTableName;
  key: RowKey;
}

/**
 * An op waiting to be sent. `seq` keeps the order in which commands ran; `touches` lists the
 * rows its optimistic write put or deleted (the last time it ran), so the rows it holds are known.
 */
export interface OutboxEntry extends Op {
  seq?: number;
  touches: RowRef[];
  /** Set the first time the op is pushed (see sync/resent-ops): its answer may come much later. */
  first_sent?: FirstSend;
}

/** Where the device's pulls stood when an op was first pushed. */
export interface FirstSend {
  /** The sync cursor then: every row changed after the op was applied has a sync_xid at or after it. */
  cursor: string | null;
  /** SyncStateRecord.pulls_applied then. */
  pulls_applied: number;
}

/**
 * The server's last known version of a row that a queued op holds: the replica shows it with
 * the queued ops replayed on top (see sync/rebase-replica). `row` null: not on the server as
 * far as the device knows. `identity` is rowIdentity(table, key).
 */
export interface ServerBaseRecord extends RowRef {
  identity: string;
  row: ReplicaRow | null;
}

/**
 * The code of the conflict an op becomes when the server kept failing on it (a 5xx every
 * time it was sent alone, or no answer for it): the sync engine gave up sending it so the
 * ops behind it could go, and the cashier decides (Reintentar or Descartar).
 */
export const SEND_FAILED_CODE = 'send_failed';
export const SEND_FAILED_MESSAGE = 'No se pudo enviar';

/** An op the server refused, kept until someone resolves or dismisses it. */
export interface ConflictRecord {
  op_id: string;
  op: Op;
  code: string;
  message: string;
  /** With code 'seats_unavailable': the seats the server found sold, as sync_push names them. */
  unavailable_seat_ids?: string[];
  /** The op's first push, kept for 'Reintentar': the server may answer it from then (see sync/resent-ops). */
  first_sent?: FirstSend;
  created_at: string;
}

/** Who bought, as the cashier typed it into the sale. */
export interface SaleCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  document_type: string;
  document_number: string | null;
}

/**
 * A refused sale the cashier chose to cancel ('Dinero por devolver'): the customer is owed
 * the money until the cashier confirms it was handed back.
 */
export interface CashReturnRecord {
  /** The refused op's id, which was also its conflict's id. */
  op_id: string;
  op: Op;
  /** Why the server refused the sale. */
  message: string;
  resolution: 'cash_to_return';
  customer: SaleCustomer;
  amount: number;
  /** 'A-1, A-2', as the cashier names seats. */
  seat_labels: string;
  created_at: string;
  returned_at: string | null;
}

/**
 * The seats of one event a sale held when the first download began (sync_pull_page's
 * taken_seats). Kept only while that download has not brought every reservation_seats row:
 * until then the selling screens count these seats as taken (see db/taken-seats-queries).
 */
export interface TakenSeatsRecord {
  event_id: string;
  seat_ids: string[];
}

export const SYNC_STATE_KEY = 'replica';

/**
 * A pull that sync_pull_page is giving in pages, kept with the rows of each page so a pull
 * cut off (a dropped connection, a closed tab) resumes at the page after the last one saved.
 */
export interface PullProgress {
  /** The page to ask for next. */
  page: string;
  /** A full snapshot (first sync): the screens wait for the tables the gate sells with. */
  snapshot: boolean;
  /** Rows the pull brings per table, as its first page counted them. */
  totals: Record<string, number>;
  /** Rows received so far per table. */
  received: Record<string, number>;
  /** Tables whose rows are all in. */
  complete: string[];
}

export interface SyncStateRecord {
  key: typeof SYNC_STATE_KEY;
  device_id: string;
  /** sync_pull's cursor; null until the first full snapshot arrived. */
  cursor: string | null;
  last_synced_at: string | null;
  /** The organization the optimistic rows belong to, remembered for offline starts. */
  organization_id: string | null;
  /** A paged pull under way; absent or null when none is. */
  pull_progress?: PullProgress | null;
  /** Pull answers and pages laid on the replica so far (absent: none yet). */
  pulls_applied?: number;
  /** The last receipt number this device issued (absent: none yet); raised with each cash op, never lowered. */
  receipt_sequence?: number;
}
