import type { ManifestOptions } from 'vite-plugin-pwa';

// The installed app opens on the organizer's dashboard: the box office is what gets
// installed on a ticket-booth laptop or phone; the public page lives in the browser.
export const webManifest: Partial<ManifestOptions> = {
  name: 'Taquilla — Boletería de festivales',
  short_name: 'Taquilla',
  description: 'Venta de sillas numeradas para festivales, en línea y en taquilla, aun sin conexión.',
  lang: 'es-CO',
  dir: 'ltr',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  // orange-600 (the brand's primary buttons) and stone-50 (the page background) of styles.css.
  theme_color: '#ea580c',
  background_color: '#fafaf9',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
