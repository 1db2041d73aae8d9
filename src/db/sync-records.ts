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

/**
 * The conflict code of an op that never got an answer: the server kept failing (5xx) on it,
 * so the engine set it aside to let the rest of the outbox flow ('No se pudo enviar').
 */
export const SEND_FAILED_CODE = 'send_failed';

/** An op the server refused, kept until someone resolves or dismisses it. */
export interface ConflictRecord {
  op_id: string;
  op: Op;
  code: string;
  message: string;
  /** With code 'seats_unavailable': the seats the server found sold, as sync_push names them. */
  unavailable_seat_ids?: string[];
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
