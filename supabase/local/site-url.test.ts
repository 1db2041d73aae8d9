import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, globMatches, normalizeSiteUrl, parseRedirectAllowList, safeRedirect } from './site-url.ts';

const site = { siteUrl: 'http://127.0.0.1:4173', redirectAllowList: ['https://*.taquilla.example/**', 'http://localhost:5173/restablecer-contrasena'], apiUrl: 'http://127.0.0.1:4173' };

describe('site URL', () => {
  it('defaults to the address the server listens on, loopback for a wildcard host', () => {
    expect(defaultSiteUrl('127.0.0.1', 4173)).toBe('http://127.0.0.1:4173');
    expect(defaultSiteUrl('0.0.0.0', 4312)).toBe('http://127.0.0.1:4312');
    expect(defaultSiteUrl('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
    expect(defaultSiteUrl('::1', 4173)).toBe('http://[::1]:4173');
  });

  it('drops a trailing slash and refuses what is not http(s)', () => {
    expect(normalizeSiteUrl('https://taquilla.example/')).toBe('https://taquilla.example');
    expect(() => normalizeSiteUrl('javascript:alert(1)')).toThrow(/SITE_URL/);
  });

  it('reads ADDITIONAL_REDIRECT_URLS as a comma-separated list', () => {
    expect(parseRedirectAllowList(' http://a.example/** , ,http://b.example ')).toEqual(['http://a.example/**', 'http://b.example']);
    expect(parseRedirectAllowList(undefined)).toEqual([]);
  });
});

describe('safeRedirect', () => {
  it('keeps the site origin and allow-listed URLs', () => {
    expect(safeRedirect('http://127.0.0.1:4173/restablecer-contrasena', site)).toBe('http://127.0.0.1:4173/restablecer-contrasena');
    expect(safeRedirect('https://gate.taquilla.example/a/b?c=1', site)).toBe('https://gate.taquilla.example/a/b?c=1');
    expect(safeRedirect('http://localhost:5173/restablecer-contrasena', site)).toBe('http://localhost:5173/restablecer-contrasena');
  });

  it('falls back to the site URL for anything else', () => {
    for (const url of [
      undefined,
      '',
      'no es una URL',
      'http://evil.example/',
      'http://127.0.0.1:9999/',
      'https://evil.example/.taquilla.example/',
      'https://a.b.taquilla.example/',
      'http://localhost:5173/otra-ruta',
      'http://user:pass@127.0.0.1:4173/',
      'javascript:alert(document.domain)',
    ]) {
      expect(safeRedirect(url, site), String(url)).toBe('http://127.0.0.1:4173/');
    }
  });

  it('globs like GoTrue: * stays within a label or segment, ** crosses them', () => {
    expect(globMatches('https://*.example.com', 'https://app.example.com')).toBe(true);
    expect(globMatches('https://*.example.com', 'https://a.b.example.com')).toBe(false);
    expect(globMatches('https://example.com/**', 'https://example.com/a/b')).toBe(true);
    expect(globMatches('https://example.com/*', 'https://example.com/a/b')).toBe(false);
  });
});
