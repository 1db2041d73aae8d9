// The served page carries the anon key, so the app starts without asking /app-config.json;
// every other file is sent as it is on disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticAppHandler, withAnonKey } from './static-app.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-static-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>Taquilla</title></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(root, 'assets', 'app-1.js'), 'console.log("</head>")');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const app = new Hono().get('*', staticAppHandler(root, Promise.resolve('clave.anonima')));
const get = (url: string) => app.request(`http://taquilla.test${url}`);
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

  it('writes a key that could close the attribute as text', () => {
    expect(withAnonKey('<head></head>', '"><script>alert(1)</script>')).toBe(
      '<head><meta name="taquilla-anon-key" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></head>',
    );
  });
});
