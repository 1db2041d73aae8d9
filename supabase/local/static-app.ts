// Serves the built app (`dist/`). A path without a file extension is a client-side route
// and gets index.html; a missing file with an extension is a real 404, so a broken asset
// link never comes back as HTML. The page carries the anon key (ANON_KEY_META): the app
// starts without first asking /app-config.json, one round trip less on a visitor's phone.
//
// A hashed build asset never changes, so its gzip is made once and kept: the compress
// middleware would gzip the page's chunks again for every visitor, on the same two cores
// that answer the visitor's event and the cashiers (BENCHMARKS.md §4).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsGzip } from './json-answer.ts';
import { ANON_KEY_META } from './runtime-config.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

const gzipAsync = promisify(gzip);

/** Below this a gzip saves less than its own headers cost (hono/compress's threshold). */
const SMALLEST_WORTH_COMPRESSING = 1024;

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

export function staticAppHandler(staticDir: string, anonKey: string | Promise<string>) {
  const root = path.resolve(staticDir);
  const page = async (file: Buffer) => Buffer.from(withAnonKey(file.toString('utf8'), await anonKey));
  /** The gzip of each hashed asset asked for so far, by its path. */
  const gzipped = new Map<string, Promise<Buffer>>();
  const sendAsset = async (c: Context, relativePath: string, file: Buffer): Promise<Response> => {
    if (!isHashedAsset(relativePath) || !acceptsGzip(c) || file.length < SMALLEST_WORTH_COMPRESSING || !COMPRESSIBLE.has(extensionOf(relativePath))) {
      return send(c, relativePath, file);
    }
    let compressed = gzipped.get(relativePath);
    if (!compressed) {
      compressed = gzipAsync(file);
      gzipped.set(relativePath, compressed);
    }
    return send(c, relativePath, await compressed, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  };
  return async (c: Context): Promise<Response> => {
    const requested = requestedFile(root, new URL(c.req.url).pathname);
    if (requested) {
      const file = await readFileIfPresent(requested);
      const relativePath = path.relative(root, requested);
      if (file) return extensionOf(relativePath) === '.html' ? send(c, relativePath, await page(file)) : sendAsset(c, relativePath, file);
    }
    if (!requested || path.extname(requested) === '') {
      const file = await readFileIfPresent(path.join(root, 'index.html'));
      if (file) return send(c, 'index.html', await page(file));
    }
    return c.text('Archivo no encontrado', 404);
  };
}

/** The page with the anon key in a meta tag (no inline script: the CSP allows none). */
export function withAnonKey(html: string, anonKey: string): string {
  const meta = `<meta name="${ANON_KEY_META}" content="${escapeAttribute(anonKey)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : html;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The file a URL path names inside `root`, or null for paths that try to leave it. */
function requestedFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const filePath = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return filePath.startsWith(root + path.sep) ? filePath : null;
}

async function readFileIfPresent(filePath: string): Promise<Buffer | null> {
  const stat = await fs.stat(filePath).catch(() => null);
  return stat?.isFile() ? fs.readFile(filePath) : null;
}

/** Hashed build assets never change; everything else (index.html, the service worker) is revalidated, so a new deploy is picked up. */
function isHashedAsset(relativePath: string): boolean {
  return relativePath.split(path.sep)[0] === 'assets';
}

function extensionOf(relativePath: string): string {
  return path.extname(relativePath).toLowerCase();
}

function send(c: Context, relativePath: string, body: Buffer, headers: Record<string, string> = {}): Response {
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': CONTENT_TYPES[extensionOf(relativePath)] ?? 'application/octet-stream',
    'Cache-Control': isHashedAsset(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...headers,
  });
}
