import { describe, expect, it } from 'vitest';
import { createFairQueue, HashQueueFull } from './hash-queue';

/** A task that finishes when the test says so, recording when it started. */
function controlledTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => (started.push(name), done), finish: () => finish() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair hashing queue', () => {
  it('serves an honest client next, however long the queue one flooding address built', async () => {
    const started: string[] = [];
    const queue = createFairQueue({ concurrency: 1, maxWaitingPerOwner: 100 });
    const flood = Array.from({ length: 10 }, (_, i) => controlledTask(started, `flood-${i}`));
    const floodDone = flood.map((task) => queue.run('198.51.100.1', task.run));
    const honest = controlledTask(started, 'honest');
    const honestDone = queue.run('203.0.113.7', honest.run);
    await tick();
    expect(started).toEqual(['flood-0']);
    flood[0]!.finish();
    await tick();
    // First come first served would run flood-1 … flood-9 first.
    expect(started).toEqual(['flood-0', 'honest']);
    honest.finish();
    await honestDone;
    for (const task of flood) task.finish();
    await Promise.all(floodDone);
    expect(started).toHaveLength(11);
  });

  it('takes waiting clients in turn', async () => {
    const started: string[] = [];
    const queue = createFairQueue({ concurrency: 1, maxWaitingPerOwner: 100 });
    const tasks = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1'].map((name) => ({ name, task: controlledTask(started, name) }));
    const done = tasks.map(({ name, task }) => queue.run(name[0]!, task.run));
    for (const { task } of tasks) {
      await tick();
      task.finish();
    }
    await Promise.all(done);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('refuses a client with too many waiting at once, but not the application itself', async () => {
    const started: string[] = [];
    const queue = createFairQueue({ concurrency: 1, maxWaitingPerOwner: 2, uncappedOwner: 'shop' });
    const blocker = controlledTask(started, 'blocker');
    const running = queue.run('x', blocker.run);
    const waiting = [queue.run('x', async () => undefined), queue.run('x', async () => undefined)];
    await expect(queue.run('x', async () => undefined)).rejects.toBeInstanceOf(HashQueueFull);
    const own = Array.from({ length: 5 }, () => queue.run('shop', async () => undefined));
    expect(queue.waiting()).toBe(7);
    blocker.finish();
    await Promise.all([running, ...waiting, ...own]);
  });
});
