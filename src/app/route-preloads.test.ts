import { afterEach, describe, expect, it } from 'vitest';
import { firstPageChunks, preloadFirstPage } from './route-preloads';

const TABLE = {
  '/': ['/assets/LandingRoute.js'],
  '/event/': ['/assets/booking-pages.js', '/assets/SeatPlan.js'],
  '/login': ['/assets/LoginPage.js'],
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('firstPageChunks', () => {
  it.each<[string, string[]]>([
    ['/', ['/assets/LandingRoute.js']],
    ['/event/festival-bambuco-2025', ['/assets/booking-pages.js', '/assets/SeatPlan.js']],
    ['/login', ['/assets/LoginPage.js']],
    ['/login/otra', []],
    ['/venues', []],
  ])('gives %s its own chunks', (pathname, files) => {
    expect(firstPageChunks(TABLE, pathname)).toEqual(files);
  });
});

describe('preloadFirstPage', () => {
  it('adds a modulepreload link for each chunk of the opened page', () => {
    const meta = document.createElement('meta');
    meta.name = 'taquilla:route-preloads';
    meta.content = JSON.stringify(TABLE);
    document.head.append(meta);
    preloadFirstPage(document, '/event/festival-bambuco-2025');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/booking-pages.js', '/assets/SeatPlan.js']);
  });

  it('adds nothing without the table (the dev server has none)', () => {
    preloadFirstPage(document, '/event/festival-bambuco-2025');
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });
});
