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
 * `--profile` also writes a CPU profile of each run (`run-N.cpuprofile`, for DevTools; with
 * `--url A,B`, `run-N-1` for A and `run-N-2` for B).
 * Without `--url` it starts the built shop itself on port 4600.
 *
 * `--cpu-time`: the CPU is not slowed down; each main-thread task after the first paint counts
 * its thread time (a trace's `tdur`) times `--throttle`, as Lighthouse's simulation multiplies
 * the tasks it observed. A task's thread time leaves out the time the thread waited for a core,
 * so on a shared two-core machine an A/B holds where wall-time TBT moves by hundreds of
 * milliseconds. With `--url A,B` the runs alternate between the two shops.
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
const cpuTime = process.argv.includes('--cpu-time');
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
const origins = given ? given.split(',') : ['http://127.0.0.1:4600'];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = origins.map(() => [] as { tbt: number; fcp: number; tasks: number[] }[]);

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

/** The page's main-thread tasks after its first contentful paint, each as its thread time × the slowdown. */
function tasksByThreadTime(events: TraceEvent[]): { fcp: number; tasks: number[] } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === paint?.pid);
  if (!paint) throw new Error('The trace has no first contentful paint');
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid && event.ts + (event.dur ?? 0) > paint.ts,
  );
  return { fcp: (paint.ts - (start?.ts ?? paint.ts)) / 1000, tasks: tasks.map((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * throttle) };
}

try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [side, origin] of origins.entries()) {
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
      const events: TraceEvent[] = [];
      if (cpuTime) {
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        await cdp.send('Tracing.start', {
          categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
          transferMode: 'ReportEvents',
        });
      } else await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      if (profileDir) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`${origin}${path}`);
      if (cpuTime) {
        // Asked over CDP: Playwright's own locator would add its script's evaluation, a long task, to the trace.
        const drawn = `document.querySelector(${JSON.stringify(ready)}) !== null && document.documentElement.hasAttribute('data-hydrated')`;
        for (let waited = 0; !(await cdp.send('Runtime.evaluate', { expression: drawn })).result.value; waited += 250) {
          if (waited > 60_000) throw new Error(`${origin}${path} drew no ${ready} in a minute`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } else await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      if (profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(join(profileDir, `run-${run}${origins.length > 1 ? `-${side + 1}` : ''}.cpuprofile`), JSON.stringify(profile));
      }
      let measured: { fcp: number; tasks: number[] };
      if (cpuTime) {
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.end');
        await complete;
        measured = tasksByThreadTime(events);
      } else {
        const { fcp, tasks } = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return { fcp: paint?.startTime ?? 0, tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks };
        });
        measured = { fcp, tasks: tasks.filter((task) => task.start + task.duration > fcp).map((task) => task.duration) };
      }
      const long = measured.tasks.filter((duration) => duration > 50);
      const tbt = long.reduce((sum, duration) => sum + duration - 50, 0);
      results[side]!.push({ tbt, fcp: measured.fcp, tasks: long.map(Math.round) });
      console.error(
        `run ${run}/${runs}${origins.length > 1 ? ` ${origin}` : ''}: TBT ${Math.round(tbt)} ms, FCP ${Math.round(measured.fcp)} ms, long tasks ${long.map(Math.round).join(', ')}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
const how = cpuTime ? `thread time × ${throttle}` : `${throttle}× CPU`;
for (const [side, origin] of origins.entries()) {
  const tbts = results[side]!.map((result) => result.tbt);
  console.log(
    `${origins.length > 1 ? `${origin} ` : ''}${path}, ${how}, ${runs} runs: TBT median ${Math.round(median(tbts))} ms (${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))}), FCP median ${Math.round(median(results[side]!.map((result) => result.fcp)))} ms`,
  );
}
