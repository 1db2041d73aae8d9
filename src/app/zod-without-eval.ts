// Zod compiles fast parsers with `new Function` when the page allows eval, and probes for it
// as soon as a schema is built. Our Content-Security-Policy forbids eval ('unsafe-eval' is
// not in script-src), so the probe is refused and reported as a violation: tell zod up front
// not to try. main.tsx imports this first, before any chunk that builds a schema runs.
import { z } from 'zod';

z.config({ jitless: true });
