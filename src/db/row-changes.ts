// Writing an op's optimistic rows while noting which rows it touched. The first time a row
// is touched while no queued op holds it, the replica's row is the server's version: the
// keeper stores it as that row's server base, which the rebase resets the row to before
// replaying the ops still queued (sync/rebase-replica). Runs inside the caller's transaction.
import { keyOfRow, rowIdentity, type ReplicaRow, type ReplicaTableName, type RowKey } from './replica-tables';
import type { RowRef, ServerBaseRecord } from './sync-records';
import type { TaquillaDatabase } from './taquilla-database';

/** Where server bases are kept: the server_bases table, or the rebase's working copy. */
export interface ServerBaseKeeper {
  /** Keeps each of these as its row's server base, unless the row has one already. */
  keepFirst(bases: readonly ServerBaseRecord[]): void | Promise<void>;
}

/**
 * The server_bases table itself, for a command run by the cashier. It holds a base exactly
 * for the rows queued ops hold (the rebase drops the others), so a row without one is the server's.
 */
export function storedServerBases(db: TaquillaDatabase): ServerBaseKeeper {
  return {
    keepFirst: async (bases) => {
      const known = await db.server_bases.bulkGet(bases.map((base) => base.identity));
      await db.server_bases.bulkPut(bases.filter((_base, index) => known[index] === undefined));
    },
  };
}

export class RowChangeRecorder {
  readonly touches: RowRef[] = [];
  private readonly touched = new Set<string>();
  /** The rows as they were before this op wrote them, to take a refused replay back. */
  private readonly previous: (RowRef & { row: ReplicaRow | null })[] = [];

  /** `only`: write just these rows (by rowIdentity) and skip the others, for the rebase. */
  constructor(
    private readonly db: TaquillaDatabase,
    private readonly bases: ServerBaseKeeper,
    private readonly only?: ReadonlySet<string>,
  ) {}

  async put(table: ReplicaTableName, rows: readonly ReplicaRow[]): Promise<void> {
    const written = rows.filter((row) => this.writes(table, keyOfRow(table, row)));
    await this.remember(table, written.map((row) => keyOfRow(table, row)));
    await this.db.replicaTable(table).bulkPut(written as object[]);
  }

  async delete(table: ReplicaTableName, keys: readonly RowKey[]): Promise<void> {
    const written = keys.filter((key) => this.writes(table, key));
    await this.remember(table, written);
    await this.db.replicaTable(table).bulkDelete(written as RowKey[]);
  }

  /** Each row of `table` this op wrote, with the row as it was before (null: the op created it). */
  rowsBefore(table: ReplicaTableName): { key: RowKey; before: ReplicaRow | null }[] {
    return this.previous.filter((entry) => entry.table === table).map(({ key, row }) => ({ key, before: row }));
  }

  private writes(table: ReplicaTableName, key: RowKey): boolean {
    return !this.only || this.only.has(rowIdentity(table, key));
  }

  /** Puts back every row this op wrote as it was before: a replay the command's checks refused halfway. */
  async takeBack(): Promise<void> {
    for (const { table, key, row } of [...this.previous].reverse()) {
      if (row === null) await this.db.replicaTable(table).delete(key);
      else await this.db.replicaTable(table).put(row as object);
    }
  }

  private async remember(table: ReplicaTableName, keys: readonly RowKey[]): Promise<void> {
    const fresh = keys.filter((key) => !this.touched.has(rowIdentity(table, key)));
    if (fresh.length === 0) return;
    const current = (await this.db.replicaTable(table).bulkGet(fresh as RowKey[])) as (ReplicaRow | undefined)[];
    const bases = fresh.map((key, index) => ({ identity: rowIdentity(table, key), table, key, row: current[index] ?? null }));
    for (const { identity, key, row } of bases) {
      this.touched.add(identity);
      this.touches.push({ table, key });
      this.previous.push({ table, key, row });
    }
    await this.bases.keepFirst(bases);
  }
}
