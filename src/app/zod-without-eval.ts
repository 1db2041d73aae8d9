// What `import … from 'zod'` resolves to in the app's build (vite.config.ts aliases it here):
// zod itself, told first not to compile with eval. Zod compiles fast parsers with
// `new Function` when the page allows eval, and probes for it as soon as a schema is built.
// Our Content-Security-Policy forbids eval ('unsafe-eval' is not in script-src), so the
// probe would be refused and reported as a violation. ES modules run their imports first, so
// this runs before any module that imports zod builds a schema; and zod's core (about 3.5 kB
// gzip) loads only with the pages that use zod, not in the entry every page downloads.
// `zod/v4` is the same code as `zod` (the classic API), under a name the alias leaves alone.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
