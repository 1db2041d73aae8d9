// Issue 17, point 7: a warm start rebuilds nothing that has not changed. `tsx` compiles the
// server's TypeScript in a loader thread on every start (its cache keeps the output, but
// resolving and loading ~70 modules through the loader still cost about 0.25 s here). The
// launcher instead runs start.ts bundled into one JavaScript file with esbuild (what tsx uses),
// kept in a cache folder under a name hashed from every file it was built from; a later start
// rehashes those files (a few milliseconds) and rebuilds only when one of them changed.
// Plain JavaScript: it must run before anything can compile TypeScript.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Files kept beside the newest build: a few, for a branch switched back and forth. */
const BUILDS_KEPT = 4;
/** Changing how the build is made (the options below) must change every name. */
const BUILD_RECIPE = 'esm-node20-packages-external-import-meta-url-v1';

const require = createRequire(import.meta.url);
const esbuildVersion = () => /** @type {{ version: string }} */ (require('esbuild/package.json')).version;

/**
 * The hash of the build recipe, esbuild's version and the named files' contents, or null
 * when one of them is gone.
 * @param {string} root
 * @param {string[]} inputs paths relative to root
 */
export function buildKey(root, inputs) {
  const hash = createHash('sha256').update(`${BUILD_RECIPE}\0${esbuildVersion()}\0`);
  for (const input of inputs) {
    let content;
    try {
      content = fs.readFileSync(path.join(root, input));
    } catch {
      return null;
    }
    hash.update(`${input}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * The compiled entry, built now only if the last build's inputs changed.
 * Every `import.meta.url` (and dirname, filename) in the bundle reads as the entry's own: the
 * server's files that use it (`migrate.ts`, `pglite-snapshot.ts`) find the migrations from
 * there, so they must sit in the entry's folder (checked).
 * @param {{ entry: string, outDir: string }} options
 * @returns {Promise<{ file: string, built: boolean }>}
 */
export async function compiledServer({ entry, outDir }) {
  const manifestFile = path.join(outDir, `${path.basename(entry)}.json`);
  const root = path.dirname(entry);
  const previous = readManifest(manifestFile);
  if (previous) {
    const file = path.join(outDir, previous.output);
    if (buildKey(root, previous.inputs) === previous.key && fs.existsSync(file)) return { file, built: false };
  }
  return { file: await build(entry, outDir, manifestFile), built: true };
}

/** @param {string} file @returns {{ key: string, output: string, inputs: string[] } | null} */
function readManifest(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} entry @param {string} outDir @param {string} manifestFile */
async function build(entry, outDir, manifestFile) {
  const esbuild = await import('esbuild');
  const root = path.dirname(entry);
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node_modules stay where they are: loaded by Node as `tsx` would, never copied.
    packages: 'external',
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(entry).href),
      'import.meta.dirname': JSON.stringify(path.dirname(entry)),
      'import.meta.filename': JSON.stringify(entry),
    },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const cwd = process.cwd();
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.relative(root, path.resolve(cwd, input)));
  for (const input of inputs) {
    const outside = input.startsWith('..') || path.dirname(input) !== '.';
    if (outside && fs.readFileSync(path.join(root, input), 'utf8').includes('import.meta')) {
      throw new Error(`${input} usa import.meta fuera de la carpeta de ${path.basename(entry)}: el servidor compilado la leería mal`);
    }
  }
  const key = buildKey(root, inputs);
  if (!key) throw new Error('Un archivo del servidor cambió mientras se compilaba; vuelve a arrancar');
  const output = `${path.basename(entry, path.extname(entry))}-${key}.mjs`;
  fs.mkdirSync(outDir, { recursive: true });
  // Written beside and renamed into place: two starts building at once never read half a file.
  writeAtomically(path.join(outDir, output), result.outputFiles[0].contents);
  writeAtomically(manifestFile, JSON.stringify({ key, output, inputs }));
  pruneOldBuilds(outDir, output);
  return path.join(outDir, output);
}

/** @param {string} file @param {string | Uint8Array} content */
function writeAtomically(file, content) {
  const partial = `${file}.${randomUUID()}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}

/** @param {string} outDir @param {string} newest */
function pruneOldBuilds(outDir, newest) {
  const builds = fs
    .readdirSync(outDir)
    .filter((name) => name.endsWith('.mjs') && name !== newest)
    .map((name) => ({ file: path.join(outDir, name), modified: fs.statSync(path.join(outDir, name)).mtimeMs }))
    .sort((a, b) => b.modified - a.modified);
  for (const old of builds.slice(BUILDS_KEPT - 1)) fs.rmSync(old.file, { force: true });
}
