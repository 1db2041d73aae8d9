// `npm test`: every suite — type check, Vitest (unit, server contract, database on PGlite and
// Postgres 15) and Playwright end-to-end in Chromium — then what failed, by name, and one
// closing line `N passed, N failed` that sums them all. The names come last because a CI log
// is often read from its tail only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const reportDir = '.tmp/test-reports';
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, one line each, printed just before the closing line. */
const failures = [];

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A suite whose runner failed without reporting counts (crash, setup error) counts as one failure. */
function add(suite, ok, counts) {
  if (!counts) {
    console.error(`✗ ${suite}: no se obtuvieron resultados`);
    failures.push(`${suite}: no se obtuvieron resultados`);
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (!ok && counts.failed === 0) {
    failures.push(`${suite}: salió con error sin una prueba fallida (un error no atrapado o de preparación: véase su salida)`);
    totals.failed += 1;
  }
  console.log(`• ${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

/** A failed test file (its setup, or an error outside any test) and each failed test, by name. */
function vitestFailures(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`vitest ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`vitest ${path}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** Each Playwright test whose outcome was not the expected one (a retried pass is not a failure). */
function playwrightFailures(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message;
          lines.push(`playwright [${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return lines;
}

/** The first non-empty line of an error, without terminal colours, short enough for a log's tail. */
function firstLine(text = '') {
  const line = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((part) => part.trim()) ?? 'sin mensaje';
  return line.trim().slice(0, 300);
}

// The type check runs beside Vitest, whose first seconds go to starting Postgres servers: one
// core-bound process among mostly waiting ones (it took about 30 s on its own, 2-core Xeon).
console.log('\n▶ npx tsc --noEmit (junto con Vitest)');
const typecheck = spawn('npx', ['tsc', '--noEmit'], { stdio: 'inherit' });
const typecheckDone = new Promise((resolve) => typecheck.on('close', (code) => resolve(code === 0)));

const vitestFile = `${reportDir}/vitest.json`;
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
const vitest = readJson(vitestFile);
const typecheckOk = await typecheckDone;
if (!typecheckOk) failures.push('typecheck: tsc --noEmit encontró errores');
add('typecheck', typecheckOk, { passed: typecheckOk ? 1 : 0, failed: typecheckOk ? 0 : 1, skipped: 0 });
failures.push(...vitestFailures(vitest));
add(
  'vitest',
  vitestOk,
  vitest && {
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  },
);

const playwrightFile = `${reportDir}/playwright.json`;
const playwrightOk = run('npx', ['playwright', 'test', '-c', 'tests/e2e', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightFile,
});
const playwrightReport = readJson(playwrightFile);
const playwright = playwrightReport?.stats;
failures.push(...playwrightFailures(playwrightReport));
add(
  'playwright',
  playwrightOk,
  playwright && {
    passed: playwright.expected + playwright.flaky,
    failed: playwright.unexpected,
    skipped: playwright.skipped,
  },
);

if (failures.length) console.log(`\nFallaron:\n${failures.map((line) => `✗ ${line}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
