import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { webManifest } from './src/app/pwa/web-manifest.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Our own service worker (sw/sw.ts) gets the precache list injected; src/app/pwa
    // registers it with workbox-window so that the update prompt is ours too.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // A classic script: it registers without `type: 'module'` in every browser.
        rollupFormat: 'iife',
        // The manifest's icons are added by the plugin itself (includeManifestIcons).
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit-setup.ts'],
          // Screen tests wait on fake-indexeddb live queries, slow when two cores run every suite.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['supabase/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/db/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue 7: faults, bad input and other tenants thrown at the real server and sync.
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/db/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue 13: the real server attacked over HTTP (forged tokens, rate limits, headers, storage).
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/db/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
