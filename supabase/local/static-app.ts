// Serves the built app (`dist/`). A path without a file extension is a client-side route
// and gets index.html; a missing file with an extension is a real 404, so a broken asset
// link never comes back as HTML. The page carries the anon key (ANON_KEY_META): the app
// starts without first asking /app-config.json, one round trip less on a visitor's phone.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
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

export function staticAppHandler(staticDir: string, anonKey: string | Promise<string>) {
  const root = path.resolve(staticDir);
  const page = async (file: Buffer) => Buffer.from(withAnonKey(file.toString('utf8'), await anonKey));
  return async (c: Context): Promise<Response> => {
    const requested = requestedFile(root, new URL(c.req.url).pathname);
    if (requested) {
      const file = await readFileIfPresent(requested);
      if (file) return send(c, path.relative(root, requested), path.extname(requested) === '.html' ? await page(file) : file);
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

function send(c: Context, relativePath: string, body: Buffer): Response {
  // Hashed build assets never change; everything else (index.html, the service worker)
  // must be revalidated so a new deploy is picked up.
  const isHashedAsset = relativePath.split(path.sep)[0] === 'assets';
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': CONTENT_TYPES[path.extname(relativePath).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}
