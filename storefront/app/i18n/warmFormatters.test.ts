import { storefronts } from '@rigsmith/kit/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { warmFormatters, type FormatterWarmup } from './warmFormatters';

class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('warmFormatters', () => {
  it("sends the storefront's locale and currency to a worker, and ends it once it answers", () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmFormatters({ locale: 'de-DE', currency: 'EUR' });
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/warmFormatters\.worker\.ts$/);
    expect(worker?.posted).toEqual([{ locale: 'de-DE', currency: 'EUR' }]);
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmFormatters({ locale: 'fr-FR', currency: 'EUR' });
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('leaves the page to format on its own where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('refused by the content security policy', 'SecurityError');
      }),
    );
    expect(() => warmFormatters({ locale: 'it-IT', currency: 'EUR' })).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => warmFormatters({ locale: 'es-ES', currency: 'EUR' })).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  // The worker listens on its global scope, which in this test is the window: imported once.
  beforeAll(() => import('./warmFormatters.worker'));

  it.each(Object.values(storefronts))("builds $id's formatters and answers", ({ locale, currency }) => {
    const answers: unknown[] = [];
    vi.stubGlobal('postMessage', (message: unknown) => answers.push(message));
    const warmup: FormatterWarmup = { locale, currency: currency.toUpperCase() };
    globalThis.dispatchEvent(new MessageEvent('message', { data: warmup }));
    expect(answers).toEqual(['warm']);
  });
});
