/**
 * One thread of the load generator: runs its share of the connections, each looping over the
 * scenario until the time is up, and posts back what it recorded (load/generator.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'undici';
import { scenarios, type Recorder } from './scenarios';
import type { ThreadResult, ThreadTask } from './generator';

const task = workerData as ThreadTask;
const result: ThreadResult = { steps: {}, units: [] };
const measuringFrom = performance.now() + task.warmupMs;
const endsAt = measuringFrom + task.durationMs;

const recorderFor = (iterationStarted: () => number): Recorder => ({
  request(step, ms, status, { timedOut = false, code } = {}) {
    if (iterationStarted() < measuringFrom) return;
    const s = (result.steps[step] ??= { latencies: [], ok: 0, non2xx: 0, errors: 0, timeouts: 0, statuses: {} });
    s.latencies.push(ms);
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
    if (iterationStarted() >= measuringFrom) result.units.push(ms);
  },
});

await Promise.all(
  task.shoppers.map(async (shopper) => {
    const client = new Client(task.base, { pipelining: 1, headersTimeout: task.timeoutMs, bodyTimeout: task.timeoutMs });
    let started = 0;
    const record = recorderFor(() => started);
    const run = scenarios[task.scenario];
    try {
      while (performance.now() < endsAt) {
        started = performance.now();
        await run({ client, shopper: shopper ?? undefined, shop: task.shop, record });
      }
    } finally {
      await client.close().catch(() => client.destroy());
    }
  }),
);
parentPort!.postMessage(result);
