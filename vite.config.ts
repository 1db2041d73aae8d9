import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { webManifest } from './src/app/pwa/web-manifest.ts';

/**
 * zxcvbn's dictionaries (about 1.2 MB, half the app) only serve the password forms. Named
 * apart, they stay out of the precache that every organizer's device installs, and the
 * service worker caches them the first time a form asks for them (sw/sw.ts).
 */
export const PASSWORD_DICTIONARY_CHUNK = 'assets/zxcvbn-[hash].js';

/** Shared chunks smaller than this are inlined into their importers (see `codeSplitting`). */
const SMALL_SHARED_CHUNK_BYTES = 4000;

/** The module that main.tsx imports once the runtime configuration is known. */
const APP_MODULE = '/src/app/start-app.tsx';

/**
 * main.tsx loads the app only after /app-config.json answered (the supabase client needs its
 * key), so the browser would find the app's chunks one round trip after the entry. Listing
 * them as modulepreload links in index.html fetches and compiles them alongside the entry;
 * a preload never runs a module, so the client is still created after the key arrived.
 */
function preloadAppChunks(): Plugin {
  return {
    name: 'taquilla:preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        const app = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(APP_MODULE));
        if (!app) throw new Error(`No chunk for ${APP_MODULE}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || chunks.get(fileName)?.isEntry) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * React Router 7's package points every import at its development build, warnings and all,
 * production builds included (remix-run/react-router#14102, open); the same package ships the
 * production build beside it. The build takes that one: 0.3 kB less gzip on the public page,
 * whose JavaScript has a 120 KB budget (issue 17), and no development warnings in a visitor's
 * console. Dev server and tests keep the warnings. A rename in a later version fails the build.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return {
    name: 'taquilla:react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  };
}

/**
 * Every suite in one pool, three files at a time on 2 cores: a file waiting on its child
 * server, on Postgres or on a timer would otherwise leave a core idle (a full local run took
 * 584 s against 624 s two at a time, 2-core Xeon). The unit files run each in its own process,
 * the server's start child servers on free ports with data in temporary folders, and the
 * database, reliability and security suites use their worker's own Postgres servers
 * (tests/db/global-setup.ts says why). The reliability models stop at a time budget without
 * failing, so a file beside them only shortens their random search.
 */
const THREE_FILES_AT_A_TIME = { maxWorkers: 3, sequence: { groupOrder: 1 } };
/**
 * Then, alone: the sign-in timing comparison (known against unknown address, medians within
 * 5 %), which a second file beside it would disturb.
 */
const ONE_FILE_AT_A_TIME = { maxWorkers: 1 };
/** The suites that run on every database engine; they share the global setup's Postgres servers. */
const DATABASE_SUITE = {
  environment: 'node',
  globalSetup: ['tests/db/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};
/** The security suite's file that compares timings, run on its own (ONE_FILE_AT_A_TIME). */
const TIMING_TESTS = 'tests/security/password-hashing.test.ts';

/** Unit tests of code without a DOM: they run in Node, without a DOM library (see the 'unit-node' project). */
const NODE_UNIT_TESTS = 'src/{domain,sync,db}/**/*.test.ts';

export default defineConfig({
  resolve: {
    // Every `from 'zod'` gets zod set up without eval, whichever chunk builds a schema first.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-without-eval.ts', import.meta.url)) }],
  },
  build: {
    rolldownOptions: {
      output: {
        // Small shared chunks are copied into the chunks that use them. The embedded server
        // speaks HTTP/1.1: a phone fetches six files at a time, so every extra small file on
        // a page's first load waits for a connection (the public page went from 36 files to 12,
        // Lighthouse mobile from 75-85 to 90-95: BENCHMARKS.md, 'Lighthouse'). Size is source bytes.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: SMALL_SHARED_CHUNK_BYTES } },
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/@zxcvbn-ts/')) ? PASSWORD_DICTIONARY_CHUNK : 'assets/[name]-[hash].js',
      },
    },
  },
  plugins: [
    react(),
    reactRouterProductionBuild(),
    preloadAppChunks(),
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
        globIgnores: ['**/node_modules/**/*', 'assets/zxcvbn-*.js'],
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
          exclude: [NODE_UNIT_TESTS],
          // happy-dom rather than jsdom: a file's DOM is set up in about half the time, and
          // these 113 files took 58 s instead of 86 s alone (2-core Xeon, 2026-12-06). The
          // browser itself is Playwright's (tests/e2e).
          environment: 'happy-dom',
          setupFiles: ['tests/unit-setup.ts'],
          // Screen tests wait on fake-indexeddb live queries, slow when two cores run every suite.
          testTimeout: 20_000,
          // A thread starts sooner than a process: these 113 files took 137 s instead of 156 s
          // alone (2-core Xeon, 2026-11-27). The files without a DOM stay in processes: their
          // tests set TZ, which a thread does not see.
          pool: 'threads',
          ...THREE_FILES_AT_A_TIME,
        },
      },
      {
        // The domain, the replica and the sync engine use no DOM. Without a DOM, whose library
        // takes 0.5–0.7 s to load in each file's fresh process, these 74 files take 28 s
        // instead of 71 s (jsdom then, 2-core Xeon, 2026-11-26).
        extends: true,
        test: {
          name: 'unit-node',
          include: [NODE_UNIT_TESTS],
          environment: 'node',
          ...THREE_FILES_AT_A_TIME,
        },
      },
      {
        test: {
          name: 'server',
          include: ['supabase/**/*.test.ts'],
          environment: 'node',
          ...THREE_FILES_AT_A_TIME,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          ...DATABASE_SUITE,
          ...THREE_FILES_AT_A_TIME,
          testTimeout: 30_000,
        },
      },
      {
        // Issue 7: faults, bad input and other tenants thrown at the real server and sync.
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          ...DATABASE_SUITE,
          ...THREE_FILES_AT_A_TIME,
        },
      },
      {
        // Issue 13: the real server attacked over HTTP (forged tokens, rate limits, headers, storage).
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          exclude: [TIMING_TESTS],
          ...DATABASE_SUITE,
          ...THREE_FILES_AT_A_TIME,
        },
      },
      {
        test: {
          name: 'security-timing',
          include: [TIMING_TESTS],
          ...DATABASE_SUITE,
          ...ONE_FILE_AT_A_TIME,
        },
      },
    ],
  },
});
