// Zod compiles fast parsers with `new Function` when the page allows eval, and probes for it
// on first use. Our Content-Security-Policy forbids eval ('unsafe-eval' is not in script-src),
// so the probe is refused and reported as a violation: tell zod up front not to try.
import { z } from 'zod';

z.config({ jitless: true });
