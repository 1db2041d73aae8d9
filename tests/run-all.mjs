// `npm test`: every suite — type check, Vitest (unit, server contract, database on PGlite and
// Postgres 15) and Playwright end-to-end in Chromium — then one closing line
// `N passed, N failed` that sums them all.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const reportDir = '.tmp/test-reports';
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

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
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (!ok && counts.failed === 0) totals.failed += 1;
  console.log(`• ${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
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
add('typecheck', typecheckOk, { passed: typecheckOk ? 1 : 0, failed: typecheckOk ? 0 : 1, skipped: 0 });
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
const playwright = readJson(playwrightFile)?.stats;
add(
  'playwright',
  playwrightOk,
  playwright && {
    passed: playwright.expected + playwright.flaky,
    failed: playwright.unexpected,
    skipped: playwright.skipped,
  },
);

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
