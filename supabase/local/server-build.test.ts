// Issue 17, point 7: `npm start` runs the server compiled once (server-build.mjs, launch.mjs);
// a start rebuilds it only when one of the files it was built from changed, and the compiled
// server finds its migrations as the sources do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServer } from './server-build.mjs';
import { runStart, stopRun, urlOf, startWorkspaceFor } from './start-process.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-server-build-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A two-file program in its own folder, like start.ts and its modules. */
function writeProgram(folder: string, greeting: string): string {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'greeting.ts'), `export const greeting: string = ${JSON.stringify(greeting)};\n`);
  const entry = path.join(folder, 'main.ts');
  fs.writeFileSync(
    entry,
    "import { greeting } from './greeting.ts';\n" +
      'export const said = greeting;\n' +
      "export const here = new URL('.', import.meta.url).href;\n",
  );
  return entry;
}

describe('compiled server', () => {
  it('is built once, reused while its files are unchanged, and rebuilt when one changes', async () => {
    const entry = writeProgram(path.join(dir, 'program'), 'hola');
    const outDir = path.join(dir, 'out');
    const first = await compiledServer({ entry, outDir });
    expect(first.built).toBe(true);
    const firstModule = await import(pathToFileURL(first.file).href);
    expect(firstModule.said).toBe('hola');
    // import.meta.url reads as the source's, so files beside it are found as from the sources.
    expect(firstModule.here).toBe(pathToFileURL(path.dirname(entry) + path.sep).href);

    const builtAt = fs.statSync(first.file).mtimeMs;
    const again = await compiledServer({ entry, outDir });
    expect(again).toEqual({ file: first.file, built: false });
    expect(fs.statSync(first.file).mtimeMs).toBe(builtAt);

    // A change in an imported file, not only the entry, makes a new build under a new name.
    fs.writeFileSync(path.join(path.dirname(entry), 'greeting.ts'), 'export const greeting: string = "adiós";\n');
    const changed = await compiledServer({ entry, outDir });
    expect(changed.built).toBe(true);
    expect(changed.file).not.toBe(first.file);
    expect((await import(pathToFileURL(changed.file).href)).said).toBe('adiós');
  });

  it('refuses a build where a file outside the entry folder uses import.meta', async () => {
    const folder = path.join(dir, 'outside');
    fs.mkdirSync(path.join(folder, 'lib'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'lib', 'where.ts'), 'export const where = import.meta.url;\n');
    const entry = path.join(folder, 'main.ts');
    fs.writeFileSync(entry, "export { where } from './lib/where.ts';\n");
    await expect(compiledServer({ entry, outDir: path.join(dir, 'out-outside') })).rejects.toThrow('usa import.meta fuera de la carpeta');
  });
});

describe('npm start (launch.mjs)', () => {
  const workspace = startWorkspaceFor('taquilla-launch-');
  const buildDir = path.join(repoRoot, '.tmp', `server-build-test-${process.pid}`);
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  it('serves the app and the API from the compiled server, compiling only on the first start', async () => {
    const env = () => ({
      TAQUILLA_DATA_DIR: workspace.dataDir,
      TAQUILLA_STATIC_DIR: workspace.staticDir,
      // Inside the repository: the compiled server finds node_modules from there.
      TAQUILLA_SERVER_BUILD_DIR: buildDir,
    });
    const first = runStart(env(), { launcher: 'compiled' });
    const url = await urlOf(first);
    expect(first.output()).toContain('Servidor compilado en');
    expect(first.output()).toContain('datos de demostración creados');
    expect(await (await fetch(`${url}/`)).text()).toContain('<div id="root">');
    const { anonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as { anonKey: string };
    const event = await fetch(`${url}/rest/v1/rpc/get_event_by_slug`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ event_slug: 'festival-bambuco-2025' }),
    });
    expect(event.status).toBe(200);
    expect(((await event.json()) as { name: string }).name).toBe('Festival Folclórico del Bambuco 2025');
    expect(await stopRun(first)).toBe(0);

    const warm = runStart(env(), { launcher: 'compiled' });
    await urlOf(warm);
    expect(warm.output()).not.toContain('Servidor compilado');
    expect(warm.output()).not.toContain('datos de demostración creados');
    expect(await stopRun(warm)).toBe(0);
  }, 90_000);
});
