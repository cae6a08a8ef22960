/**
 * One thread of the load generator: runs its share of the connections, each looping over the
 * scenario until the time is up, and posts back what it recorded (load/generator.ts). An
 * iteration under way when the time is up is finished (a checkout's order is placed and paid),
 * so its latency and errors are kept; the rate divides by the time to the last answer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from 'undici';
import { scenarios, type Recorder } from './scenarios';
import type { ThreadResult, ThreadTask } from './generator';

const task = workerData as ThreadTask;
const result: ThreadResult = { steps: {}, units: [], lastAnswerAt: 0 };
const endsAt = performance.now() + task.durationMs;

const recorder: Recorder = {
  request(step, ms, status, { timedOut = false, code } = {}) {
    result.lastAnswerAt = Math.max(result.lastAnswerAt, performance.now() + performance.timeOrigin);
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
    result.units.push(ms);
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
