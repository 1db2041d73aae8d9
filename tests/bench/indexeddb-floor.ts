// The floor under the first sync in Chromium: the replica's own rows, copied with the plain
// IndexedDB API (no app, no Dexie, no network, no parsing) into a fresh database with the
// replica's stores and indexes, in transactions of 5,000 rows as the first pages come. What
// that takes is what writing these rows costs in this browser on this machine, whatever the
// app does around it (issue 17 point 3: the ≤ 2 s target against this floor). The stores are
// the replica's own, as they are: since Dexie version 8 a stand's seats are one record.
import type { Page } from '@playwright/test';
import { chromiumCpuByType, cpuByTypeLine } from './chromium-profile.ts';

const FLOOR_DATABASE = 'taquilla-piso-indexeddb';
const ROWS_PER_TRANSACTION = 5_000;

// A string, not a function: tsx would add helpers the page does not have (see tests/chromium.ts).
const COPY_REPLICA = `async ({ source, target, tables, rowsPerTransaction }) => {
  const open = (name, upgrade) => new Promise((resolve, reject) => {
    const request = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name);
    if (upgrade) request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const done = (transaction) => new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  const replica = await open(source);
  const read = replica.transaction(tables, 'readonly');
  const schemas = tables.map((table) => {
    const store = read.objectStore(table);
    const indexes = [...store.indexNames].map((name) => {
      const index = store.index(name);
      return { name, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
    });
    return { table, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
  });
  const rowsByTable = await Promise.all(tables.map((table) => new Promise((resolve) => {
    const request = read.objectStore(table).getAll();
    request.onsuccess = () => resolve(request.result);
  })));
  replica.close();
  const copy = await open(target, (db) => {
    for (const { table, keyPath, autoIncrement, indexes } of schemas) {
      const store = db.createObjectStore(table, { keyPath, autoIncrement });
      for (const index of indexes) store.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
    }
  });
  const rows = tables.flatMap((table, position) => rowsByTable[position].map((row) => [table, row]));
  const started = performance.now();
  for (let first = 0; first < rows.length; first += rowsPerTransaction) {
    const chunk = rows.slice(first, first + rowsPerTransaction);
    const transaction = copy.transaction([...new Set(chunk.map(([table]) => table))], 'readwrite');
    for (const [table, row] of chunk) transaction.objectStore(table).put(row);
    await done(transaction);
  }
  const elapsed = performance.now() - started;
  copy.close();
  await new Promise((resolve) => { indexedDB.deleteDatabase(target).onsuccess = resolve; });
  return { elapsed, rows: rows.length };
}`;

export interface IndexedDbFloor {
  elapsedMs: number;
  rows: number;
  /** Chromium's CPU meanwhile, by process. */
  cpuByType: string;
}

/** Copies the replica `replicaName` as described above and times the writing. */
export async function indexedDbFloor(page: Page, replicaName: string, tables: readonly string[]): Promise<IndexedDbFloor> {
  const before = chromiumCpuByType();
  const args = { source: replicaName, target: FLOOR_DATABASE, tables, rowsPerTransaction: ROWS_PER_TRANSACTION };
  const { elapsed, rows } = await page.evaluate<{ elapsed: number; rows: number }>(`(${COPY_REPLICA})(${JSON.stringify(args)})`);
  return { elapsedMs: elapsed, rows, cpuByType: cpuByTypeLine(before, chromiumCpuByType()) };
}
