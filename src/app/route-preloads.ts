// The first page's own chunks, fetched while the app's are: index.html lists them by address
// (vite.config.ts, preloadFirstPageChunks) and this adds them as modulepreload links for the
// address being opened. Without it the router finds them only once the app has run, a
// round trip later on a phone's connection. A preload never runs a module.
const META_NAME = 'taquilla:route-preloads';

/** The table's files for `pathname`: an exact address, or the longest prefix ending in '/'. */
export function firstPageChunks(table: Record<string, string[]>, pathname: string): string[] {
  if (table[pathname]) return table[pathname];
  const prefix = Object.keys(table)
    .filter((path) => path.endsWith('/') && path !== '/' && pathname.startsWith(path))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? table[prefix] : [];
}

export function preloadFirstPage(doc: Document = document, pathname: string = window.location.pathname): void {
  let table: Record<string, string[]> = {};
  try {
    table = JSON.parse(doc.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '{}') as Record<string, string[]>;
  } catch {
    return;
  }
  for (const href of firstPageChunks(table, pathname)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
