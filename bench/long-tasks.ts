/**
 * Blocking time of one page's load in the built shop, measured in the browser rather than
 * simulated (not part of `npm test`; results in bench/README.md § page-speed):
 *
 *   npx vite build && node --import tsx bench/long-tasks.ts [--url http://127.0.0.1:4600] \
 *     [--path /custom-pc-builder/customiser] [--runs 5] [--throttle 4] [--profile /tmp/profiles]
 *
 * Chromium with its CPU slowed down over CDP (`Emulation.setCPUThrottlingRate`, Lighthouse's
 * mobile preset is 4×) loads the page until its first part cards are drawn and the network
 * is quiet; the long tasks after the first contentful paint are summed as TBT sums them
 * (each task's time over 50 ms). Lighthouse's TBT is simulated from a trace and moves by
 * hundreds of milliseconds on a busy machine; this one counts the tasks themselves.
 * `--profile` also writes a CPU profile of each run (`.cpuprofile`, for DevTools).
 * Without `--url` it starts the built shop itself on port 4600.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { repoRoot } from '../storefront/server/paths';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const runs = Number(option('runs', '5'));
const throttle = Number(option('throttle', '4'));
const path = option('path', '/custom-pc-builder/customiser');
const profileDir = option('profile', '');
// What the page has drawn once loaded: the customiser's first part card.
const ready = option('ready', '[data-part]');

async function startShop(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'storefront/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; waited < 120_000; waited += 500) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The shop did not start in two minutes');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const given = option('url', '');
const server = given ? undefined : await startShop(4600);
const origin = given || 'http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results: { tbt: number; fcp: number; tasks: number[] }[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    // The cookie banner answered, as on a returning shopper's phone: the page, not the banner.
    await context.addCookies([{ name: 'rs_cookie_consent', value: 'required', url: origin }]);
    await context.addInitScript(() => {
      const seen: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${origin}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(profileDir, { recursive: true });
      writeFileSync(join(profileDir, `run-${run}.cpuprofile`), JSON.stringify(profile));
    }
    const { fcp, tasks } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { fcp: paint?.startTime ?? 0, tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks };
    });
    const after = tasks.filter((task) => task.start + task.duration > fcp);
    const tbt = after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    results.push({ tbt, fcp, tasks: after.map((task) => Math.round(task.duration)) });
    console.error(
      `run ${run}/${runs}: TBT ${Math.round(tbt)} ms, FCP ${Math.round(fcp)} ms, long tasks ${after.map((task) => Math.round(task.duration)).join(', ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
const tbts = results.map((result) => result.tbt);
console.log(
  `${path}, ${throttle}× CPU, ${runs} runs: TBT median ${Math.round(median(tbts))} ms (${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))}), FCP median ${Math.round(median(results.map((result) => result.fcp)))} ms`,
);
