import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const repoRoot = path.resolve(import.meta.dirname, '../..');
// Every spec's browser is the same client (127.0.0.1), signing up, in and booking far more
// than one person would: the per-address limits are lifted here (README, 'Enlaces de correo
// y límites'). The per-account and per-mail limits stay at their defaults.
const PER_ADDRESS_LIMITS_LIFTED = [
  'RATE_LIMIT_SIGN_IN_PER_ADDRESS=100000',
  'RATE_LIMIT_SIGN_UP_PER_ADDRESS=100000',
  'RATE_LIMIT_TOKEN_REFRESH_PER_ADDRESS=100000',
  'RATE_LIMIT_BOOK_SEATS_PER_ADDRESS=100000',
  'RATE_LIMIT_TICKETS_PER_ADDRESS=100000',
].join(' ');
/** How long the e2e server holds a card checkout's seats (public-booking.spec.ts watches one expire). */
export const CARD_HOLD_SECONDS = 20;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // No trace by default: recording one costs every test its DOM snapshots even when it
    // passes (accessibility + figures-fit: 393 s of test time with traces kept on failure,
    // 347 s without, on a 2-core Xeon). To look into a failure, run the spec again with
    // `--trace retain-on-failure`; the screenshot below is still taken.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Specs share one server and the demo organization. The two-tablet scenario runs after
  // the others, on its own, so that the two tablets' counts of the organization's reservations
  // see only its own. Then the visitors' public bookings and issue 18's gates run side by side:
  // each finds only its own rows (its own seats of Gradería Norte, its own customers).
  projects: [
    { name: 'chromium', use: chromium, testIgnore: ['**/two-tablets.spec.ts', '**/public-booking.spec.ts', '**/gate-check-in.spec.ts'] },
    { name: 'two-tablets', use: chromium, testMatch: '**/two-tablets.spec.ts', dependencies: ['chromium'] },
    { name: 'public-booking', use: chromium, testMatch: '**/public-booking.spec.ts', dependencies: ['two-tablets'] },
    { name: 'gate', use: chromium, testMatch: '**/gate-check-in.spec.ts', dependencies: ['two-tablets'] },
  ],
  // The real product: the production build served by the embedded backend, on its own port
  // and with a fresh database each run, built into its own folder so that a `dist/` someone
  // else is serving is left alone.
  webServer: {
    command: [
      'rm -rf .tmp/e2e-data .tmp/e2e-dist',
      'npx vite build --outDir .tmp/e2e-dist --emptyOutDir',
      // Card checkouts hold their seats 20 s instead of 15 min, so a spec can watch one expire.
      // No demo day (TAQUILLA_DEMO_DAY=0): the specs count the demo organization's own figures.
      `PORT=${PORT} TAQUILLA_DEMO_DAY=0 TAQUILLA_DATA_DIR=.tmp/e2e-data TAQUILLA_STATIC_DIR=.tmp/e2e-dist ${PER_ADDRESS_LIMITS_LIFTED} TAQUILLA_CARD_HOLD_SECONDS=${CARD_HOLD_SECONDS} npx tsx supabase/local/start.ts`,
    ].join(' && '),
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
