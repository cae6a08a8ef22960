import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedScheduler, recalculatesSummaryAt, SUMMARY_DEBOUNCE_MS, SUMMARY_MAX_WAIT_MS } from './summarySchedule';

// A fake clock: these tests never wait for real time.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scheduler() {
  const run = vi.fn();
  const timers = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout, now: () => Date.now() };
  return { run, scheduler: createDebouncedScheduler({ run, timers: timers as never }) };
}

describe('summary scheduling', () => {
  it('uses SPEC’s 450 ms and 1 s', () => {
    expect(SUMMARY_DEBOUNCE_MS).toBe(450);
    expect(SUMMARY_MAX_WAIT_MS).toBe(1000);
  });

  it('runs 450 ms after the last change', () => {
    const { run, scheduler: s } = scheduler();
    s.schedule();
    vi.advanceTimersByTime(300);
    s.schedule();
    vi.advanceTimersByTime(449);
    expect(run).not.toHaveBeenCalled();
    expect(s.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(s.isPending()).toBe(false);
  });

  it('runs at least once a second while changes keep coming', () => {
    const { run, scheduler: s } = scheduler();
    for (let t = 0; t < 2100; t += 100) {
      s.schedule();
      vi.advanceTimersByTime(100);
    }
    // Changes every 100 ms for 2.1 s: the maximum wait fired at 1 s and 2 s.
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SUMMARY_DEBOUNCE_MS);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('flushes and cancels', () => {
    const { run, scheduler: s } = scheduler();
    s.flush();
    expect(run).not.toHaveBeenCalled();
    s.schedule();
    s.flush();
    expect(run).toHaveBeenCalledTimes(1);
    s.schedule();
    s.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is off on the shipping page only', () => {
    expect(recalculatesSummaryAt(2)).toBe(false);
    for (const stage of [0, 1, 3, 4, null] as const) expect(recalculatesSummaryAt(stage)).toBe(true);
  });
});
