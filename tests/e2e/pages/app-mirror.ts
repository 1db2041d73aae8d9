import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

interface MirroredFile {
  body: Buffer;
  contentType: string;
}

/**
 * A copy of the deployed app on a port of its own, whose files the test can change the way
 * a deploy would. Needed because Chromium fetches a service worker's script for update
 * checks outside anything Playwright (or CDP's Fetch domain) can intercept.
 */
export class AppMirror {
  private constructor(
    private readonly server: http.Server,
    private readonly files: Map<string, MirroredFile>,
  ) {}

  /** Copies what the app's own service worker precaches, plus the worker itself. */
  static async copyOf(request: APIRequestContext): Promise<AppMirror> {
    const files = new Map<string, MirroredFile>();
    const copy = async (urlPath: string) => {
      const response = await request.get(urlPath);
      if (!response.ok()) throw new Error(`No se pudo copiar ${urlPath}: ${response.status()}`);
      files.set(urlPath, { body: await response.body(), contentType: response.headers()['content-type'] ?? '' });
    };
    await copy('/sw.js');
    const precached = [...files.get('/sw.js')!.body.toString().matchAll(/"url":"([^"]+)"/g)].map(([, url]) => `/${url}`);
    await Promise.all(precached.map(copy));

    const server = http.createServer((req, res) => {
      const urlPath = new URL(req.url ?? '/', 'http://mirror').pathname;
      const file = files.get(urlPath) ?? (path.extname(urlPath) === '' ? files.get('/index.html') : undefined);
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': 'no-cache' }).end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new AppMirror(server, files);
  }

  url(urlPath: string): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${urlPath}`;
  }

  /** A byte-different sw.js is, to the browser, a new version of the app. */
  deployNewServiceWorker(): void {
    const current = this.files.get('/sw.js')!;
    this.files.set('/sw.js', { ...current, body: Buffer.concat([current.body, Buffer.from('\n// nueva versión\n')]) });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
