import type { Logger } from '../logger';

/**
 * Work a request starts but does not wait for. Password-reset and registration emails are
 * prepared here, after the answer, so the answer takes the same time whether or not the
 * email belongs to an account (the look-up, token and outbox row would otherwise add ~10 ms
 * for a known email only). `settled()` lets shutdown — and tests — wait for what is under way.
 */
export type BackgroundJobs = {
  run(name: string, job: () => Promise<unknown>): void;
  /** Resolves once every job started so far has finished. */
  settled(): Promise<void>;
};

export function createBackgroundJobs(logger: Logger): BackgroundJobs {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, job) {
      // Started on the next turn of the event loop, once the answer is on its way: PGlite runs
      // on this thread, so a job's query started at once would hold the answer back.
      const promise = new Promise((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => logger.error({ err: error, job: name }, 'background job failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
