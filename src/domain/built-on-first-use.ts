/**
 * The value `make` builds, built on first use and then kept. For Intl formatters: the first
 * one a page builds loads the browser's locale data (30-130 ms in a fresh tab), which a
 * worker loads meanwhile (app/warm-locale-data.ts); built when a module loads, they would
 * take that cost on the main thread before the worker is done.
 */
export function builtOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
