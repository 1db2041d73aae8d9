// Issue 17, point 4: the cashier never waits for the public. Visitors' reads of an event
// (the RPCs listed below, called with the anon key) are answered from memory until anything
// writes: every other RPC, and every statement any other route runs, counts as a write and
// empties the cache (trackWrites). Concurrent misses of one answer share one database read.
// Answers also age out after PUBLIC_READ_TTL_MS, since a hold that runs out changes the
// statuses with no write, and a write made outside this server (psql, another process on
// the same Postgres) is not seen here.

import type { Engine, Sql } from './engine.ts';
import { JsonAnswer } from './json-answer.ts';

/**
 * The public read RPCs whose anonymous answers may be cached: pure reads of published event
 * data, the same for every visitor. Add a new one here (one line) once it writes nothing
 * and depends only on its arguments and the database.
 */
export const PUBLIC_READ_RPCS: ReadonlySet<string> = new Set([
  'get_event_by_slug',
  'get_event_layout',
  'get_event_seat_statuses',
  'get_event_seat_statuses_since',
]);

/** A hold running out shows as free within this long; polls come every few seconds. */
export const PUBLIC_READ_TTL_MS = 1000;
/**
 * get_event_by_slug of the largest stand is 2.75 MB. Keys count too: anyone can ask for a
 * thousand made-up slugs a second, each a small answer under a key of its own.
 */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

interface Entry {
  answer: JsonAnswer;
  generation: number;
  storedAt: number;
}

interface Loading {
  generation: number;
  promise: Promise<JsonAnswer>;
}

export class PublicReadCache {
  /** Moves on when any write starts and when it ends: an answer read before either is stale. */
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Loading>();
  private cachedBytes = 0;
  private readonly stats = { hits: 0, reads: 0 };

  constructor(
    private readonly ttlMs = PUBLIC_READ_TTL_MS,
    private readonly now: () => number = () => Date.now(),
    private readonly maxBytes = MAX_CACHED_BYTES,
  ) {}

  static keyOf(fn: string, args: Record<string, unknown>): string {
    const sorted = Object.keys(args).sort().map((name) => [name, args[name]]);
    return `${fn}:${JSON.stringify(sorted)}`;
  }

  /** The cached answer for `key`, or `read()`'s, shared with concurrent callers of the same generation. */
  async answer(key: string, read: () => Promise<string>): Promise<string> {
    return (await this.cachedAnswer(key, read)).body;
  }

  async cachedAnswer(key: string, read: () => Promise<string>): Promise<JsonAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && this.now() - entry.storedAt < this.ttlMs) {
      this.stats.hits += 1;
      return entry.answer;
    }
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) {
      this.stats.hits += 1;
      return pending.promise;
    }
    const generation = this.generation;
    const promise = read().then((body) => new JsonAnswer(body));
    this.stats.reads += 1;
    this.loading.set(key, { generation, promise });
    try {
      const answer = await promise;
      this.store(key, { answer, generation, storedAt: this.now() });
      return answer;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  writeStarted(): void {
    this.invalidate();
  }

  writeEnded(): void {
    this.invalidate();
  }

  counts(): { hits: number; reads: number } {
    return { ...this.stats };
  }

  private invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.cachedBytes = 0;
  }

  private store(key: string, entry: Entry): void {
    // Read before a write moved the generation on: never kept.
    if (entry.generation !== this.generation) return;
    const previous = this.entries.get(key);
    if (previous) this.cachedBytes -= sizeOf(key, previous);
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.cachedBytes += sizeOf(key, entry);
    for (const [oldest, old] of this.entries) {
      if (this.cachedBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.cachedBytes -= sizeOf(oldest, old);
    }
  }
}

const sizeOf = (key: string, entry: Entry): number => key.length + entry.answer.body.length;

/**
 * The engine every route but the cached public reads uses: each statement or transaction
 * through it counts as a write for the cache, from before it starts until it has finished
 * (committed), so an answer sent after a write never comes from before it.
 */
export function trackWrites(engine: Engine, cache: PublicReadCache): Engine {
  const asWrite = async <T>(work: () => Promise<T>): Promise<T> => {
    cache.writeStarted();
    try {
      return await work();
    } finally {
      cache.writeEnded();
    }
  };
  return {
    kind: engine.kind,
    query: (text, params) => asWrite(() => engine.query(text, params)),
    exec: (script) => asWrite(() => engine.exec(script)),
    transaction: <T>(work: (tx: Sql) => Promise<T>) => asWrite(() => engine.transaction(work)),
    publicTransaction: <T>(work: (tx: Sql) => Promise<T>) => asWrite(() => engine.publicTransaction(work)),
    close: () => engine.close(),
  };
}
