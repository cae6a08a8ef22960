/**
 * One thread of the load generator: runs its share of the connections, each looping over the
 * scenario until the time is up, and posts back what it recorded (load/generator.ts).
 *
 * Rates count what completes inside the measured window (after the warm-up, before the end);
 * latencies and errors count everything that completes after the warm-up, including the
 * requests still running when the window closes, so a slow tail or a timeout is never lost.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'undici';
import { scenarios, type Recorder } from './scenarios';
import type { ThreadResult, ThreadTask } from './generator';

const task = workerData as ThreadTask;
const result: ThreadResult = { steps: {}, units: [], unitsInWindow: 0 };
const measuringFrom = performance.now() + task.warmupMs;
const endsAt = measuringFrom + task.durationMs;

const recorder: Recorder = {
  request(step, ms, status, { timedOut = false, code } = {}) {
    const now = performance.now();
    if (now < measuringFrom) return;
    const s = (result.steps[step] ??= { latencies: [], inWindow: 0, ok: 0, non2xx: 0, errors: 0, timeouts: 0, statuses: {} });
    s.latencies.push(ms);
    if (now <= endsAt) s.inWindow += 1;
    if (status === 0) {
      s.errors += 1;
      if (timedOut) s.timeouts += 1;
    } else if (status >= 200 && status < 300) s.ok += 1;
    else {
      s.non2xx += 1;
      const key = `${status}${code ? ` ${code}` : ''} (${step})`;
      s.statuses[key] = (s.statuses[key] ?? 0) + 1;
    }
  },
  unit(ms) {
    const now = performance.now();
    if (now < measuringFrom) return;
    result.units.push(ms);
    if (now <= endsAt) result.unitsInWindow += 1;
  },
  stopped: () => performance.now() >= endsAt,
};

await Promise.all(
  task.shoppers.map(async (shopper) => {
    const client = new Client(task.base, { pipelining: 1, headersTimeout: task.timeoutMs, bodyTimeout: task.timeoutMs });
    const run = scenarios[task.scenario];
    try {
      while (!recorder.stopped()) await run({ client, shopper: shopper ?? undefined, shop: task.shop, record: recorder });
    } finally {
      await client.close().catch(() => client.destroy());
    }
  }),
);
parentPort!.postMessage(result);
