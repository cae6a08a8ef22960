// `npm test`: the whole suite, step by step, ending with one line "N passed, N failed".
// Every step runs even when an earlier one fails, so one run shows everything broken.
// TEST_POSTGRES=1 adds the server suite against a real PostgreSQL (as CI does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';

const node = process.execPath;
const bin = (name) => `node_modules/.bin/${name}`;
mkdirSync('.reports', { recursive: true });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Reads pass/fail counts from each runner's own report. */
const countsFrom = {
  vitest: (file) => {
    const report = readJson(file);
    return report && { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  },
  summary: (file) => readJson(file),
  playwright: (file) => {
    const report = readJson(file);
    return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  },
};

/** The first lines of a failure's message, without colour codes: enough to see why from the log's tail. */
const DETAIL_LINES = 12;
const detailOf = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, DETAIL_LINES);

/**
 * Names the failed tests (and flaky ones) in a runner's report, each with the start of its
 * message, so the run's last lines say what broke and why (CI keeps only the log's tail).
 */
const failuresFrom = {
  vitest: (file) =>
    (readJson(file)?.testResults ?? []).flatMap((suite) => {
      const where = relative(process.cwd(), suite.name);
      const failed = suite.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ name: `${where}: ${test.fullName}`, detail: detailOf(test.failureMessages?.[0]) }));
      // A file that fails to load has no failed assertions, only its message.
      return failed.length || suite.status !== 'failed'
        ? failed
        : [{ name: `${where}: ${suite.message.split('\n')[0]}`, detail: detailOf(suite.message).slice(1) }];
    }),
  // The pack checks' and the stories' summaries (jest-summary-reporter.cjs): names and messages when they have them.
  summary: (file) => (readJson(file)?.failures ?? []).map(({ name, message }) => ({ name, detail: detailOf(message) })),
  playwright: (file) => {
    const failures = [];
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        const test = spec.tests.find((candidate) => candidate.status === 'unexpected' || candidate.status === 'flaky');
        if (!test) continue;
        const name = `${spec.file}:${spec.line}: ${[...path, spec.title].join(' › ')}`;
        const firstError = test.results?.find((result) => result.error)?.error?.message;
        failures.push({ name: test.status === 'flaky' ? `${name} (flaky: passed on its retry)` : name, detail: detailOf(firstError) });
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of readJson(file)?.suites ?? []) walk(suite, []);
    return failures;
  },
};

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint (ESLint)', command: bin('eslint'), args: ['.'] },
  {
    name: 'import layers (dependency-cruiser)',
    command: bin('depcruise'),
    args: ['kit', 'storefront', 'stories', '.storybook', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  },
  { name: 'formatting (Prettier)', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  {
    name: 'unit and server tests (Vitest, PGlite)',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'],
    report: ['vitest', '.reports/vitest.json'],
  },
  { name: 'kit package checks', command: node, args: ['scripts/check-pack.mjs'], report: ['summary', '.reports/pack.json'] },
  {
    // The kit as a brand installs it: its packed tarball in examples/brand-site, typechecked,
    // built, and driven against the shop's API on another origin.
    name: 'brand site from the packed kit (Playwright)',
    command: node,
    args: ['scripts/brand-site.mjs', 'test'],
    report: ['playwright', '.reports/brand-site.json'],
    needs: ['kit package checks'],
  },
  { name: 'build the storefront app', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  {
    name: 'first-load JavaScript budgets',
    command: node,
    args: ['scripts/check-bundle-budget.mjs'],
    report: ['summary', '.reports/bundle-budget.json'],
    needs: ['build the storefront app'],
  },
  { name: 'build Storybook', command: bin('storybook'), args: ['build', '--quiet', '-o', 'storybook-static'] },
  {
    name: 'stories: render, play, axe, screenshots',
    command: node,
    args: ['scripts/test-stories.mjs'],
    report: ['summary', '.reports/stories.json'],
    needs: ['build Storybook'],
  },
  {
    name: 'shopper journeys (Playwright)',
    command: bin('playwright'),
    args: ['test'],
    report: ['playwright', '.reports/e2e.json'],
    needs: ['build the storefront app'],
  },
];

if (process.env.TEST_POSTGRES === '1') {
  steps.push({
    name: 'server tests on PostgreSQL',
    command: node,
    args: [
      'scripts/postgres.mjs',
      '--',
      bin('vitest'),
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.reports/vitest-postgres.json',
    ],
    report: ['vitest', '.reports/vitest-postgres.json'],
  });
}

try {
  ensureChromium();
} catch (error) {
  console.error(String(error));
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const results = [];
const failedSteps = new Set();
for (const step of steps) {
  console.log(`\n━━ ${step.name}`);
  const blocker = step.needs?.find((name) => failedSteps.has(name));
  if (blocker) {
    console.log(`skipped: "${blocker}" failed`);
    results.push({ name: step.name, passed: 0, failed: 1, note: 'not run' });
    failedSteps.add(step.name);
    continue;
  }
  if (step.report) rmSync(step.report[1], { force: true });
  const started = Date.now();
  const { status } = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const counts = step.report ? countsFrom[step.report[0]](step.report[1]) : null;
  const ok = status === 0;
  if (step.advisory) {
    results.push({ name: step.name, passed: 0, failed: 0, note: `${seconds}s, advisory: ${ok ? 'clean' : 'would change files'}` });
    continue;
  }
  // A step without a report counts as one check; a failing step always counts one failure at least.
  const passed = counts ? counts.passed : ok ? 1 : 0;
  const failed = counts ? Math.max(counts.failed, ok ? 0 : 1) : ok ? 0 : 1;
  if (!ok) failedSteps.add(step.name);
  const failures = step.report ? failuresFrom[step.report[0]](step.report[1]) : [];
  results.push({ name: step.name, passed, failed, note: `${seconds}s`, failures });
}

console.log('\n━━ Summary');
for (const { name, passed, failed, note, failures = [] } of results) {
  console.log(`${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed (${note})`);
  for (const { name: failure, detail } of failures) {
    console.log(`    ✗ ${failure}`);
    for (const line of detail) console.log(`        ${line}`);
  }
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
