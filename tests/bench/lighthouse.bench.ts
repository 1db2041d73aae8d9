// Issue 16: Lighthouse 11.7 (the last with the PWA category) on the production build, for the
// public pages and the signed-in dashboard, with its mobile preset (Moto G power, slow 4G and
// 4× CPU slowdown, simulated) and its desktop one. Figures only: no score fails the run.
//
// Chromium is started by chrome-launcher with a profile of its own. For /dashboard the demo
// organizer signs in through the login screen first (Playwright over the same DevTools port),
// and waits for the first sync to fill the replica; Lighthouse keeps that storage. The service
// worker and its caches are removed before the run so the dashboard's code comes from the
// network like the public pages'.
//
// While working on speed: LIGHTHOUSE_RUNS=3 (median), LIGHTHOUSE_ROUTES=login,event (a subset),
// LIGHTHOUSE_PROFILE=mobile (one profile), LIGHTHOUSE_REPORT_DIR=.tmp/lh (every full JSON report).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium.ts';
import { printGrid } from './figures.ts';
import { signInAsDemo, waitForSyncedReplica } from './organizer-session.ts';
import type { Benchmark } from './run.ts';

const PUBLIC_EVENT_SLUG = 'festival-bambuco-2025';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'pwa'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'interactive', 'cumulative-layout-shift'] as const;
const METRIC_LABELS = ['FCP', 'LCP', 'TBT', 'TTI', 'CLS'];

interface Route {
  path: string;
  signedIn: boolean;
}

// The public pages first, while the profile has never signed in: Lighthouse's storage reset
// does not end a session (the landing page would send a signed-in organizer on).
const ROUTES: readonly Route[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: `/event/${PUBLIC_EVENT_SLUG}`, signedIn: false },
  { path: '/dashboard', signedIn: true },
];

type FormFactor = 'mobile' | 'desktop';

interface Audit {
  route: string;
  formFactor: FormFactor;
  scores: string[];
  metrics: string[];
  /** Why a score is missing ('—'): Lighthouse's runtime error and warnings for that run. */
  problems: string[];
}

/** The mobile figures for one score are the median of this many runs: a loaded machine jitters. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
/** A folder for every run's full JSON report (LCP element, critical chains, opportunities), when set. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** Only the routes whose path contains one of these comma-separated words, when set: `login,event`. */
const ROUTE_FILTER = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
/** `mobile` or `desktop` to run one profile only; both by default. */
const FORM_FACTORS = (['mobile', 'desktop'] as const).filter((formFactor) => [undefined, formFactor].includes(process.env.LIGHTHOUSE_PROFILE as FormFactor));

const score = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value * 100)));

function metric(lhr: { audits: Record<string, { numericValue?: number; displayValue?: string }> }, id: string): string {
  const audit = lhr.audits[id];
  if (audit?.numericValue == null) return '—';
  return id === 'cumulative-layout-shift' ? audit.numericValue.toFixed(3) : `${(audit.numericValue / 1000).toFixed(1)} s`;
}

/** Signs in as the demo organizer in the launched Chromium, then drops the service worker and its caches. */
async function signIn(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signInAsDemo(page, url);
    // A returning organizer: the replica is filled, the dashboard opens on it.
    await waitForSyncedReplica(page);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await page.close();
  } finally {
    // Connected, not launched: this leaves Chromium running for Lighthouse.
    await browser.close();
  }
}

function saveReport(route: Route, formFactor: FormFactor, run: number, report: string | string[]): void {
  fs.mkdirSync(REPORT_DIR!, { recursive: true });
  const name = `${route.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${formFactor}-${run + 1}.json`;
  fs.writeFileSync(path.join(REPORT_DIR!, name), Array.isArray(report) ? report[0] : report);
}

async function audit(port: number, url: string, route: Route, formFactor: FormFactor): Promise<Audit> {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(
      `${url}${route.path}`,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: route.signedIn },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${route.path}`);
    if (REPORT_DIR) saveReport(route, formFactor, run, result.report);
    runs.push(result.lhr);
  }
  // The run whose performance score is the median.
  runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)];
  return {
    route: route.path,
    formFactor,
    scores: CATEGORIES.map((category) => score(lhr.categories[category]?.score)),
    metrics: METRICS.map((id) => metric(lhr, id)),
    problems: [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...lhr.runWarnings],
  };
}

async function lighthouseBenchmark(url: string): Promise<void> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
  });
  try {
    const audits: Audit[] = [];
    let signedIn = false;
    for (const route of ROUTES.filter((candidate) => !ROUTE_FILTER || ROUTE_FILTER.some((word) => candidate.path.includes(word)))) {
      if (route.signedIn && !signedIn) await signIn(chrome.port, url);
      signedIn ||= route.signedIn;
      for (const formFactor of FORM_FACTORS) audits.push(await audit(chrome.port, url, route, formFactor));
    }
    printGrid(`Lighthouse 11.7 (${RUNS === 1 ? '1 corrida' : `mediana de ${RUNS} corridas`} por ruta; rendimiento simulado)`, {
      header: ['Ruta', 'Perfil', 'Rendimiento', 'Accesibilidad', 'Buenas prácticas', 'PWA', ...METRIC_LABELS],
      rows: audits.map((entry) => [entry.route, entry.formFactor === 'mobile' ? 'móvil' : 'escritorio', ...entry.scores, ...entry.metrics]),
    });
    for (const { route, formFactor, problems } of audits) {
      for (const problem of problems) console.log(`  ${route} (${formFactor === 'mobile' ? 'móvil' : 'escritorio'}): ${problem}`);
    }
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = { item: 7, run: async (context) => lighthouseBenchmark((await context.app()).url) };
