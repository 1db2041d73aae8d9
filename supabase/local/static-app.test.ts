// The served page carries the anon key, so the app starts without asking /app-config.json;
// every other file is sent as it is on disk, a hashed asset gzipped once for every visitor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticAppHandler, withAnonKey } from './static-app.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-static-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>Taquilla</title></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(root, 'assets', 'app-1.js'), 'console.log("</head>")');
const CHUNK = `export const seats = [${Array.from({ length: 500 }, (_, index) => `'A-${index}'`).join(', ')}];`;
fs.writeFileSync(path.join(root, 'assets', 'chunk-2.js'), CHUNK);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = new Hono().get('*', staticAppHandler(root, Promise.resolve('clave.anonima')));
const get = (url: string, headers: Record<string, string> = {}) => app.request(`http://taquilla.test${url}`, { headers });
const META = '<meta name="taquilla-anon-key" content="clave.anonima"></head>';

describe('the app served by the embedded backend', () => {
  it.each(['/', '/index.html', '/event/festival-bambuco-2025', '/login'])('%s carries the anon key in the page', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(META);
  });

  it('sends the build files untouched', async () => {
    expect(await (await get('/assets/app-1.js')).text()).toBe('console.log("</head>")');
  });

  it('sends a hashed asset gzipped when the browser takes gzip, compressed once: later requests get the same bytes', async () => {
    const first = await get('/assets/chunk-2.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.get('content-type')).toContain('text/javascript');
    const zipped = Buffer.from(await first.arrayBuffer());
    expect(gunzipSync(zipped).toString('utf8')).toBe(CHUNK);
    // A hashed asset never changes: what is on disk now is not read into a new gzip.
    fs.writeFileSync(path.join(root, 'assets', 'chunk-2.js'), `${CHUNK} // cambiado`);
    const again = await get('/assets/chunk-2.js', { 'accept-encoding': 'gzip' });
    expect(Buffer.from(await again.arrayBuffer())).toEqual(zipped);
    fs.writeFileSync(path.join(root, 'assets', 'chunk-2.js'), CHUNK);
  });

  it('sends the asset plain to a browser that does not take gzip, or refuses it by weight', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, identity' }] as Record<string, string>[]) {
      const plain = await get('/assets/chunk-2.js', headers);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(CHUNK);
    }
  });

  it('writes a key that could close the attribute as text', () => {
    expect(withAnonKey('<head></head>', '"><script>alert(1)</script>')).toBe(
      '<head><meta name="taquilla-anon-key" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></head>',
    );
  });
});
