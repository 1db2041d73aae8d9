// Zod compiles fast parsers with `new Function` when the page allows eval, and probes for it
// as soon as a schema is built. Our Content-Security-Policy forbids eval ('unsafe-eval' is
// not in script-src), so the probe is refused and reported as a violation: tell zod up front
// not to try. main.tsx imports this first, before any chunk that builds a schema runs.
// zod's core alone: the entry must not carry zod's schemas, which only some pages load.
// Its `config` is the one `z.config` sets (zod's classic API is built on the same core).
import { config } from 'zod/v4/core';

config({ jitless: true });
