// How many queued ops one sync_push carries. Each push answer costs the device a fixed part
// (reading the outbox and the rows the queued ops hold, rebasing) whatever its size, so
// fewer, larger pushes drain a long offline queue faster (BENCHMARKS.md section 3: 20 pushes
// of 50 spent twice as long applying answers as 4 of 250). The server takes at most 500 ops
// and a body of at most 1 MiB a call, so a batch also stops at half of that in JSON: an
// outbox of long notes still goes through, in more calls.
import type { OutboxEntry } from '../db/sync-records';

export const DEFAULT_PUSH_BATCH_SIZE = 250;
export const PUSH_BODY_BUDGET_BYTES = 512 * 1024;

const encoder = new TextEncoder();

/** The head of `entries` whose ops fit in the body budget; never empty when entries is not. */
export function withinPushBudget(entries: readonly OutboxEntry[], budgetBytes = PUSH_BODY_BUDGET_BYTES): OutboxEntry[] {
  let used = 0;
  let count = 0;
  for (const { op_id, kind, payload, created_at } of entries) {
    used += encoder.encode(JSON.stringify({ op_id, kind, payload, created_at })).length + 1;
    if (count > 0 && used > budgetBytes) break;
    count += 1;
  }
  return entries.slice(0, count);
}
