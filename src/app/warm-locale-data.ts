// The first Intl formatter a page builds costs 30-130 ms of its main thread (the process
// loads its locale data; BENCHMARKS.md §4), and every page builds one before its first
// screen (prices, dates). A worker builds one first, in parallel, as the page starts.
export function warmLocaleData(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./locale-data-worker.ts', import.meta.url), { type: 'module', name: 'datos-de-idioma' });
  } catch {
    // No worker (a browser that forbids them): the page's own first formatter loads the data.
  }
}
