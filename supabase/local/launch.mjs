// `npm start` after `vite build`: the embedded backend (start.ts) compiled once to JavaScript
// and run by plain Node, recompiled only when one of its files changed (server-build.mjs).
// `npx tsx supabase/local/start.ts` still runs the same server from its sources.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledServer } from './server-build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside the repository (the default, .cache/server): the compiled server loads its packages from node_modules.
const outDir = path.resolve(process.env.TAQUILLA_SERVER_BUILD_DIR ?? path.join(here, '../../.cache/server'));

let server;
try {
  server = await compiledServer({ entry: path.join(here, 'start.ts'), outDir });
} catch (error) {
  console.error(`No se pudo compilar el servidor: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (server.built) console.log(`Servidor compilado en ${path.relative(process.cwd(), server.file)}`);
await import(pathToFileURL(server.file).href);
