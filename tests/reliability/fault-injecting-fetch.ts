// A transport that loses answers the way a flaky gate connection does: the request reaches
// the server and commits, but the answer never comes back. The browser's fetch then
// rejects with TypeError('Failed to fetch'); this one does the same, after the server has
// answered in full, for a seeded pseudo-random share of the calls it is told to hit.

/** mulberry32: a tiny seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface FaultInjectingFetchOptions {
  seed: number;
  /** Share of the hit calls whose answer is lost, 0..1. */
  dropRate: number;
  /** Which calls may lose their answer, by URL. */
  hits: (url: string) => boolean;
  /** The real transport (default: Node's fetch). */
  fetch?: typeof fetch;
}

export interface FaultInjectingFetch {
  fetch: typeof fetch;
  /** Calls that matched `hits`, answered or not. */
  readonly hitCalls: number;
  /** Calls the server answered (any status) whose answer was thrown away. */
  readonly droppedAnswers: number;
  /** The request bodies of those calls, in order (what the server applied unbeknown to the caller). */
  readonly droppedRequestBodies: readonly string[];
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function faultInjectingFetch({ seed, dropRate, hits, fetch: realFetch = globalThis.fetch }: FaultInjectingFetchOptions): FaultInjectingFetch {
  const random = seededRandom(seed);
  const counts = { hitCalls: 0, droppedAnswers: 0 };
  const droppedRequestBodies: string[] = [];
  const injecting: typeof fetch = async (input, init) => {
    if (!hits(urlOf(input))) return realFetch(input, init);
    counts.hitCalls += 1;
    const response = await realFetch(input, init);
    // Read the whole body: the server has finished (and committed) before the answer is lost.
    const body = await response.arrayBuffer();
    if (random() < dropRate) {
      counts.droppedAnswers += 1;
      droppedRequestBodies.push(typeof init?.body === 'string' ? init.body : '');
      throw new TypeError('Failed to fetch');
    }
    const bodyless = [204, 205, 304].includes(response.status);
    return new Response(bodyless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return {
    fetch: injecting,
    get hitCalls() {
      return counts.hitCalls;
    },
    get droppedAnswers() {
      return counts.droppedAnswers;
    },
    droppedRequestBodies,
  };
}

/** supabase-js calls an RPC at <url>/rest/v1/rpc/<name>. */
export function isRpcCall(name: string): (url: string) => boolean {
  return (url) => new URL(url).pathname === `/rest/v1/rpc/${name}`;
}
