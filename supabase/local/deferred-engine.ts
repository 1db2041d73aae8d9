// Issue 17, point 7: the server listens before its database is open. Opening PGlite takes
// about half a second (WASM, the extension, Postgres's own start) plus the migration check;
// meanwhile the built app and its run-time config are served at once, and every route that
// reads or writes data gets this engine, whose calls wait until the database is open,
// migrated and checked (start.ts), then run on it. No call ever reaches a database that is
// half ready, so no answer is wrong or refused for being early: it only comes later.
import type { Engine, Sql } from './engine.ts';

export function deferredEngine(kind: Engine['kind'], ready: Promise<Engine>): Engine {
  return {
    kind,
    query: async <Row = Record<string, unknown>>(text: string, params?: unknown[]) => (await ready).query<Row>(text, params),
    exec: async (script: string) => (await ready).exec(script),
    transaction: async <T>(work: (tx: Sql) => Promise<T>) => (await ready).transaction(work),
    publicTransaction: async <T>(work: (tx: Sql) => Promise<T>) => (await ready).publicTransaction(work),
    close: async () => (await ready).close(),
  };
}
