// Serves the built app (`dist/`). A path without a file extension is a client-side route
// and gets index.html; a missing file with an extension is a real 404, so a broken asset
// link never comes back as HTML.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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

export function staticAppHandler(staticDir: string) {
  const root = path.resolve(staticDir);
  return async (c: Context): Promise<Response> => {
    const requested = requestedFile(root, new URL(c.req.url).pathname);
    if (requested) {
      const file = await readFileIfPresent(requested);
      if (file) return send(c, path.relative(root, requested), file);
    }
    if (!requested || path.extname(requested) === '') {
      const file = await readFileIfPresent(path.join(root, 'index.html'));
      if (file) return send(c, 'index.html', file);
    }
    return c.text('Archivo no encontrado', 404);
  };
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
