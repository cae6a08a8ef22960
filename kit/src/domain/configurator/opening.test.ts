import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearsOpenRequest, customiserOpenReducer, initialCustomiserOpen, persistsBuild, type CustomiserOpenEvent } from './opening';

const observed = (opened: boolean, warning = false): CustomiserOpenEvent => ({ type: 'observed', opened, warning });

describe('customiserOpenReducer', () => {
  it('opens a link: opening → ready, then clears the address once', () => {
    let state = initialCustomiserOpen(true);
    expect(persistsBuild(state)).toBe(false);
    expect(clearsOpenRequest(state)).toBe(false);
    state = customiserOpenReducer(state, observed(true));
    expect(state.phase).toBe('ready');
    expect(persistsBuild(state)).toBe(true);
    expect(clearsOpenRequest(state)).toBe(true);
    state = customiserOpenReducer(state, { type: 'address-cleared' });
    expect(clearsOpenRequest(state)).toBe(false);
  });

  it('waits on the discount warning without keeping the build, but clears the address', () => {
    const state = customiserOpenReducer(initialCustomiserOpen(true), observed(true, true));
    expect(state.phase).toBe('warning');
    expect(persistsBuild(state)).toBe(false);
    expect(clearsOpenRequest(state)).toBe(true);
    expect(persistsBuild(customiserOpenReducer(state, observed(true, false)))).toBe(true);
  });

  it('falls back to the kept build: back to opening, and the cleared address stays cleared', () => {
    let state = customiserOpenReducer(initialCustomiserOpen(true), observed(true, true));
    state = customiserOpenReducer(state, { type: 'address-cleared' });
    state = customiserOpenReducer(state, observed(false));
    expect(state.phase).toBe('opening');
    state = customiserOpenReducer(state, observed(true));
    expect(persistsBuild(state)).toBe(true);
    expect(clearsOpenRequest(state)).toBe(false);
  });

  it('never touches the address of the kept build (no request in it)', () => {
    expect(clearsOpenRequest(customiserOpenReducer(initialCustomiserOpen(false), observed(true)))).toBe(false);
  });

  it('keeps the same state for an observation that changes nothing (no extra render)', () => {
    const state = customiserOpenReducer(initialCustomiserOpen(true), observed(true));
    expect(customiserOpenReducer(state, observed(true))).toBe(state);
  });

  it('persists exactly when open and not warning, after any sequence of events', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('observed' as const), opened: fc.boolean(), warning: fc.boolean() }),
      fc.constant({ type: 'address-cleared' as const }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 20 }), (hasRequest, events) => {
        let state = initialCustomiserOpen(hasRequest);
        let lastSeen: { opened: boolean; warning: boolean } = { opened: false, warning: false };
        let cleared = false;
        for (const next of events) {
          state = customiserOpenReducer(state, next);
          if (next.type === 'observed') lastSeen = next;
          else cleared = true;
        }
        expect(persistsBuild(state)).toBe(lastSeen.opened && !lastSeen.warning);
        // The address is cleared at most once, and only a request is ever cleared.
        expect(clearsOpenRequest(state)).toBe(hasRequest && !cleared && lastSeen.opened);
      }),
    );
  });
});
