/**
 * A fair queue for password hashing. Each scrypt run holds 128 MiB for ~240 ms, so only a
 * few run at once; who waits next is chosen round-robin between the addresses asking, not
 * first come first served. A flood of sign-ins from one address then waits behind itself:
 * an honest sign-in from elsewhere is next in line as soon as a slot frees, instead of
 * behind the whole flood. Each address may also have only so many hashes waiting; beyond
 * that its requests are refused at once rather than queued.
 */

export class HashQueueFull extends Error {
  constructor(readonly owner: string) {
    super('Too many password checks are already waiting for this client');
    this.name = 'HashQueueFull';
  }
}

export type FairQueueOptions = {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks one owner may have waiting (not counting its running ones). */
  maxWaitingPerOwner: number;
  /** An owner exempt from the cap: the application's own work, which no client can multiply. */
  uncappedOwner?: string;
};

export type FairQueue = {
  /** Runs `task` when a slot is free and `owner`'s turn has come; rejects with HashQueueFull when `owner` already has too many waiting. */
  run<T>(owner: string, task: () => Promise<T>): Promise<T>;
  /** Tasks waiting, per owner (for tests and diagnostics). */
  waiting(): number;
};

export function createFairQueue({ concurrency, maxWaitingPerOwner, uncappedOwner }: FairQueueOptions): FairQueue {
  let running = 0;
  let turn = 0;
  /** Owners with something waiting, in the order they first asked. */
  const queues = new Map<string, Array<() => void>>();
  /** When each owner with work waiting or running was last served (a turn number). */
  const lastServed = new Map<string, number>();
  const runningFor = new Map<string, number>();

  /** The waiting owner served longest ago; one never served comes first (round-robin). */
  function nextOwner(): string | undefined {
    let best: string | undefined;
    for (const owner of queues.keys()) {
      if (best === undefined || (lastServed.get(owner) ?? -1) < (lastServed.get(best) ?? -1)) best = owner;
    }
    return best;
  }

  function startNext() {
    for (let owner = nextOwner(); running < concurrency && owner !== undefined; owner = nextOwner()) {
      const queue = queues.get(owner)!;
      const start = queue.shift()!;
      if (queue.length === 0) queues.delete(owner);
      lastServed.set(owner, turn++);
      runningFor.set(owner, (runningFor.get(owner) ?? 0) + 1);
      running++;
      start();
    }
  }

  function finished(owner: string) {
    running--;
    const left = runningFor.get(owner)! - 1;
    if (left > 0) runningFor.set(owner, left);
    else runningFor.delete(owner);
    // An owner with nothing running or waiting is forgotten: the maps stay as small as the queue.
    if (left === 0 && !queues.has(owner)) lastServed.delete(owner);
    startNext();
  }

  return {
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      const queue = queues.get(owner) ?? [];
      if (owner !== uncappedOwner && queue.length >= maxWaitingPerOwner) return Promise.reject(new HashQueueFull(owner));
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => finished(owner));
        });
        if (!queues.has(owner)) queues.set(owner, queue);
        startNext();
      });
    },
    waiting: () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
  };
}
