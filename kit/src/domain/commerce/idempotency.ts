/**
 * Idempotency keys for order placement and payment: one key per attempt, the same
 * key again when the same attempt is retried.
 *
 * An attempt is one body sent for one purpose. It is *settled* once the server gave a
 * definite answer (2xx, or a 4xx refusal): pressing the button again is then a new attempt
 * with a new key. Without a definite answer (no response, a 5xx, 409 "same key in flight"),
 * the server may or may not have acted, so pressing again with the same body is a retry and
 * sends the same key: the server then answers what it did the first time instead of placing
 * a second order or charging twice. A changed body is always a new attempt (the server
 * refuses a known key with another body).
 */
/** RFC draft "The Idempotency-Key HTTP Header Field" leaves the form open; the shop takes 1–255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

export type IdempotentAttempt = {
  key: string;
  /** The body sent, serialised: a retry must send exactly this. */
  body: string;
  settled: boolean;
};

/** The attempt to send `body` with: the previous one again if it is an unsettled attempt with the same body, else a new one. */
export function attemptFor(previous: IdempotentAttempt | null, body: unknown, newKey: () => string): IdempotentAttempt {
  const serialised = JSON.stringify(body);
  if (previous && !previous.settled && previous.body === serialised) return previous;
  return { key: newKey(), body: serialised, settled: false };
}

/** Whether an HTTP status (0 = no answer) is a definite answer that settles the attempt. */
export function isDefiniteAnswer(status: number): boolean {
  return status >= 200 && status < 500 && status !== 408 && status !== 409 && status !== 425 && status !== 429;
}

/** The attempt after the server answered `status`. */
export function settleAttempt(attempt: IdempotentAttempt, status: number): IdempotentAttempt {
  return isDefiniteAnswer(status) ? { ...attempt, settled: true } : attempt;
}
