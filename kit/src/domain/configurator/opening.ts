/**
 * How the customiser opens a build (SPEC §2 "/custom-pc-builder/customiser"): it opens the
 * build asked for (a shared link, a pre-built to customise, a draft, or the one this browser
 * kept), may stop on the discount warning, and only then keeps the build in browser storage,
 * so a half-opened build never overwrites the kept one. Once the build is open the address
 * drops the request, so a reload opens the kept build rather than the link again.
 */

/** `opening` until the build is open; `warning` while the discount warning waits; then `ready`. */
export type CustomiserOpenPhase = 'opening' | 'warning' | 'ready';

export type CustomiserOpenState = {
  phase: CustomiserOpenPhase;
  /** What the address holds: the open request (`request`), or nothing to clear (`settled`). */
  address: 'request' | 'settled';
};

export type CustomiserOpenEvent =
  /** What the screen sees of the build: open or not, and whether the discount warning waits. */
  | { type: 'observed'; opened: boolean; warning: boolean }
  /** The request was taken out of the address. */
  | { type: 'address-cleared' };

/** The start: nothing open; an address with a request (link, pre-built, draft) is to be cleared once open. */
export function initialCustomiserOpen(addressHasRequest: boolean): CustomiserOpenState {
  return { phase: 'opening', address: addressHasRequest ? 'request' : 'settled' };
}

export function customiserOpenReducer(state: CustomiserOpenState, event: CustomiserOpenEvent): CustomiserOpenState {
  switch (event.type) {
    case 'observed': {
      const phase: CustomiserOpenPhase = !event.opened ? 'opening' : event.warning ? 'warning' : 'ready';
      return phase === state.phase ? state : { ...state, phase };
    }
    case 'address-cleared':
      return state.address === 'settled' ? state : { ...state, address: 'settled' };
  }
}

/** Whether the build is kept in browser storage as it changes: only once open and past the warning. */
export const persistsBuild = (state: CustomiserOpenState): boolean => state.phase === 'ready';

/** Whether the address should drop its request now: once the build is open, once only. */
export const clearsOpenRequest = (state: CustomiserOpenState): boolean => state.phase !== 'opening' && state.address === 'request';
