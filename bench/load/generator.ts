/**
 * The load generator: a fixed number of keep-alive connections, each one shopper running a
 * scenario (load/scenarios.ts) in a loop for a fixed time, spread over `threads` worker
 * threads so that on a bigger machine the generator is not what limits the rate.
 */
import { Worker } from 'node:worker_threads';
import type { ScenarioName, ShopData, Shopper } from './scenarios';

export type ThreadTask = {
  base: string;
  scenario: ScenarioName;
  /** One per connection this thread runs; null for an anonymous shopper. */
  shoppers: Array<Shopper | null>;
  shop: ShopData;
  durationMs: number;
  timeoutMs: number;
};

export type StepRecord = {
  latencies: number[];
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
};
/** `lastAnswerAt` is wall-clock ms (timeOrigin + now), comparable across threads. */
export type ThreadResult = { steps: Record<string, StepRecord>; units: number[]; lastAnswerAt: number };

export type LoadOptions = {
  base: string;
  scenario: ScenarioName;
  connections: number;
  /** The shopper of each connection (index i for connection i), or none for anonymous ones. */
  shoppers?: readonly Shopper[];
  shop: ShopData;
  threads?: number;
  durationMs: number;
  /** A request without an answer by then counts as an error (a timeout): a shopper gives up. @default 10000 */
  timeoutMs?: number;
};

export type LoadResult = {
  scenario: ScenarioName;
  connections: number;
  /**
   * Units (requests; orders for checkout) per second, from the first request to the last
   * answer: a window shorter than one order at 200 connections would count none at all.
   */
  unitsPerSecond: number;
  /** Units done (orders for checkout). */
  units: number;
  requestsPerSecond: number;
  /** Latency of a unit, in ms. */
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Requests without an answer: connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Non-2xx answers by status, error code and step, e.g. { '503 overloaded (add)': 120 }. */
  statuses: Record<string, number>;
  /** Latency of each step's requests, in ms (a checkout's add, to_order and pay), to see which one a slow unit waited on. */
  steps: Record<string, { p50: number; p95: number; p99: number }>;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const threads = Math.max(1, Math.min(options.threads ?? 1, options.connections));
  const tasks: ThreadTask[] = Array.from({ length: threads }, () => ({
    base: options.base,
    scenario: options.scenario,
    shoppers: [],
    shop: options.shop,
    durationMs: options.durationMs,
    timeoutMs: options.timeoutMs ?? 10_000,
  }));
  for (let i = 0; i < options.connections; i++) {
    const shopper = options.shoppers ? options.shoppers[i] : null;
    if (options.shoppers && !shopper) throw new Error(`${options.connections} connections need as many shoppers; got ${options.shoppers.length}`);
    tasks[i % threads]!.shoppers.push(shopper ?? null);
  }
  const startedAt = performance.timeOrigin + performance.now();
  const results = await Promise.all(
    tasks.map(
      (task) =>
        new Promise<ThreadResult>((resolve, reject) => {
          const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: task });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
        }),
    ),
  );
  const measuredSeconds = (Math.max(...results.map((r) => r.lastAnswerAt)) - startedAt) / 1000;
  const units = results.flatMap((r) => r.units).sort((a, b) => a - b);
  const steps = results.flatMap((r) => Object.values(r.steps));
  const sum = (pick: (s: StepRecord) => number) => steps.reduce((total, s) => total + pick(s), 0);
  const statuses: Record<string, number> = {};
  for (const s of steps) for (const [status, count] of Object.entries(s.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const stepLatencies = new Map<string, number[]>();
  for (const [name, step] of results.flatMap((r) => Object.entries(r.steps)))
    stepLatencies.set(name, [...(stepLatencies.get(name) ?? []), ...step.latencies]);
  const stepPercentiles = Object.fromEntries(
    [...stepLatencies].map(([name, latencies]) => {
      const sorted = latencies.sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }];
    }),
  );
  return {
    scenario: options.scenario,
    connections: options.connections,
    unitsPerSecond: units.length / measuredSeconds,
    units: units.length,
    requestsPerSecond: sum((s) => s.latencies.length) / measuredSeconds,
    p50: percentile(units, 50),
    p95: percentile(units, 95),
    p99: percentile(units, 99),
    requests: sum((s) => s.latencies.length),
    non2xx: sum((s) => s.non2xx),
    errors: sum((s) => s.errors),
    timeouts: sum((s) => s.timeouts),
    statuses,
    steps: stepPercentiles,
  };
}
