import type { CheckoutStage } from './checkout';

/** SPEC §4, §9: the summary is recalculated 450 ms after the last cart or currency change… */
export const SUMMARY_DEBOUNCE_MS = 450;
/** …but never later than 1 s after the first change of a burst (SPEC §4 "maximum wait 1 s"). */
export const SUMMARY_MAX_WAIT_MS = 1000;

/** The timers the scheduler runs on; injected so tests drive a fake clock. */
export type SchedulerTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
};

export type DebouncedScheduler = {
  /** Something changed: run after `wait` ms of quiet, or once `maxWait` ms have passed since the first change. */
  schedule(): void;
  /** Run now if something is waiting. */
  flush(): void;
  /** Forget what is waiting. */
  cancel(): void;
  /** Whether a run is waiting. */
  isPending(): boolean;
};

const realTimers: SchedulerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * A debounce with a maximum wait: while changes keep coming (a shopper holding the amount
 * stepper), the summary still refreshes at least every `maxWait`; once they stop, it
 * refreshes `wait` after the last one. One timer at a time.
 */
export function createDebouncedScheduler(options: {
  run: () => void;
  wait?: number;
  maxWait?: number;
  timers?: SchedulerTimers;
}): DebouncedScheduler {
  const { run, wait = SUMMARY_DEBOUNCE_MS, maxWait = SUMMARY_MAX_WAIT_MS, timers = realTimers } = options;
  let handle: unknown = null;
  let firstChangeAt: number | null = null;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const fire = () => {
    clear();
    firstChangeAt = null;
    run();
  };

  return {
    schedule() {
      const now = timers.now();
      firstChangeAt ??= now;
      clear();
      const delay = Math.max(0, Math.min(wait, firstChangeAt + maxWait - now));
      handle = timers.setTimeout(fire, delay);
    },
    flush() {
      if (firstChangeAt !== null) fire();
    },
    cancel() {
      clear();
      firstChangeAt = null;
    },
    isPending: () => firstChangeAt !== null,
  };
}

/** SPEC §4: the summary is recalculated on cart or currency change, "but not on the shipping page". */
export function recalculatesSummaryAt(stage: CheckoutStage | null): boolean {
  return stage !== 2;
}
