// Sizes of files in the production build, raw and gzip, and the list the service worker
// precaches (vite-plugin-pwa's injectManifest writes it into sw.js in place of
// `self.__WB_MANIFEST`, as a JSON array of {revision, url}).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIST } from './bench-app.ts';

export interface FileSize {
  /** Relative to the build folder, e.g. assets/index-Bs1_Tdgj.js. */
  file: string;
  raw: number;
  gzip: number;
}

export interface SizeTotal {
  files: number;
  raw: number;
  gzip: number;
}

export function sizeOf(file: string): FileSize {
  const content = fs.readFileSync(path.join(BENCH_DIST, file));
  return { file, raw: content.length, gzip: gzipSync(content).length };
}

export function totalOf(sizes: readonly FileSize[]): SizeTotal {
  return {
    files: sizes.length,
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
  };
}

/** Every JavaScript file of the build: all routes, public and organizer. */
export function allScripts(): FileSize[] {
  return fs
    .readdirSync(path.join(BENCH_DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => sizeOf(`assets/${file}`));
}

/** The URLs (relative to the build folder) that the built sw.js precaches. */
export function precachedFiles(): string[] {
  const source = fs.readFileSync(path.join(BENCH_DIST, 'sw.js'), 'utf8');
  const start = source.indexOf('[{"revision"');
  const end = source.indexOf('}]', start);
  if (start < 0 || end < 0) throw new Error('No se encontró la lista del precache en sw.js');
  const entries = JSON.parse(source.slice(start, end + 2)) as { url: string; revision: string | null }[];
  return entries.map((entry) => entry.url);
}
