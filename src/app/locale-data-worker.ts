// Runs in a worker of its own (warm-locale-data.ts): the browser's first Intl formatter of a
// page loads the locale data for the whole process, 30-130 ms measured in a fresh Chromium
// tab. Here that happens on another thread while the page's main thread starts the app; the
// page's own formatters (domain/money.ts, domain/dates.ts) then find the data loaded.
new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP' }).format(0);
new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Bogota' }).format(0);
close();
