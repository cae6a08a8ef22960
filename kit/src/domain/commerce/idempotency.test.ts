import { describe, expect, it } from 'vitest';
import { attemptFor, isDefiniteAnswer, settleAttempt } from './idempotency';

function keys() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('idempotent attempts', () => {
  it('a first press is a new attempt', () => {
    expect(attemptFor(null, { a: 1 }, keys())).toEqual({ key: 'key-1', body: '{"a":1}', settled: false });
  });

  it('retrying the same body after no answer reuses the key', () => {
    const newKey = keys();
    const first = attemptFor(null, { a: 1 }, newKey);
    const afterTimeout = settleAttempt(first, 0);
    expect(attemptFor(afterTimeout, { a: 1 }, newKey).key).toBe('key-1');
    const afterServerError = settleAttempt(first, 503);
    expect(attemptFor(afterServerError, { a: 1 }, newKey).key).toBe('key-1');
  });

  it('a changed body is a new attempt', () => {
    const newKey = keys();
    const first = attemptFor(null, { a: 1 }, newKey);
    expect(attemptFor(first, { a: 2 }, newKey).key).toBe('key-2');
  });

  it('after a definite answer the next press is a new attempt', () => {
    const newKey = keys();
    const first = attemptFor(null, { a: 1 }, newKey);
    expect(attemptFor(settleAttempt(first, 201), { a: 1 }, newKey).key).toBe('key-2');
    expect(attemptFor(settleAttempt(first, 400), { a: 1 }, newKey).key).toBe('key-3');
  });

  it.each([
    [200, true],
    [201, true],
    [400, true],
    [404, true],
    [422, true],
    [0, false],
    [408, false],
    [409, false],
    [429, false],
    [500, false],
    [503, false],
  ])('status %i definite: %s', (status, definite) => {
    expect(isDefiniteAnswer(status)).toBe(definite);
  });
});
