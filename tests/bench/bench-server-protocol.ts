// What the benchmark and its server process (bench-server-process.ts) say to each other.

/** A query, or a script of several statements (`script`), or the end. */
export type BenchServerRequest = { id: number; text: string; params?: unknown[]; script?: boolean } | 'stop';

export type BenchServerMessage =
  | { ready: { url: string; anonKey: string; serviceRoleKey: string } }
  | { id: number; rows: unknown[] }
  | { id: number; error: string };
