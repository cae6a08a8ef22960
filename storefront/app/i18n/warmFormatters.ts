export interface FormatterWarmup {
  locale: string;
  /** ISO 4217, as `Intl.NumberFormat` takes it. */
  currency: string;
}

/**
 * Loads ICU's data for the storefront's locale in a worker while the page's scripts are still
 * arriving. The first `Intl.NumberFormat` of a page loads that data: 30–50 ms of the main
 * thread on a phone (four times that with Lighthouse's CPU slowdown), one long task in the
 * middle of hydration. ICU keeps it per process, so the worker's copy serves the page too
 * (bench/README.md § page-speed). Without workers, the page simply pays it itself.
 */
export function warmFormatters(warmup: FormatterWarmup): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warmFormatters.worker.ts', import.meta.url), { type: 'module', name: 'formatters' });
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop);
    worker.addEventListener('error', stop);
    worker.postMessage(warmup);
  } catch {
    // A browser that refuses the worker (a stricter policy, say) formats on the main thread as before.
  }
}
