import type { CartSummary, Coupon, CouponStatus } from '../contract/commerce';
import type { CountryCode } from '../storefronts';

/**
 * The coupon field as a state machine (SPEC §3 "Coupon state: value, isUpdating, status",
 * §4, §8):
 *
 * ```
 *   empty ──apply──▶ updating ──▶ success | invalid-country | invalid-coupon | other
 *     ▲                                │                │
 *     └──── remove, or clear/edit ─────┘   edit ────────┘ (an error goes once the text changes)
 * ```
 *
 * Only `success` puts a coupon on the summary (`applied`). Removing it, or clearing or
 * editing the text while it is applied, takes it off and asks for a recalculation. The
 * server checks the coupon again with every summary; if it stops accepting it (it expired,
 * the cart fell under its minimum), the machine shows the server's verdict and drops it.
 */
export type CouponFieldStatus = 'empty' | 'updating' | CouponStatus;

export type CouponState = {
  /** What is in the text field. */
  value: string;
  status: CouponFieldStatus;
  /** The code a lookup is under way for, while `updating`. */
  checking: string | null;
  /** The code on the summary and the order: set only in `success`. */
  applied: string | null;
};

export type CouponEvent =
  | { type: 'input'; value: string }
  /** The shopper asked to apply what is in the field. */
  | { type: 'apply' }
  /** The lookup for `code` answered. */
  | { type: 'resolved'; code: string; status: CouponStatus }
  | { type: 'remove' }
  /** A summary came back with the server's verdict on the applied coupon. */
  | { type: 'summary'; coupon: CartSummary['coupon'] };

export type CouponTransition = {
  state: CouponState;
  /** The summary must be recalculated (a coupon went on or off). */
  recalculate: boolean;
  /** Start a lookup of this code. */
  lookUp: string | null;
};

export const emptyCouponState: CouponState = { value: '', status: 'empty', checking: null, applied: null };

/** Codes are compared and sent trimmed and upper-case, as shoppers type them every way. */
export function normaliseCouponCode(value: string): string {
  return value.trim().toUpperCase();
}

const stay = (state: CouponState): CouponTransition => ({ state, recalculate: false, lookUp: null });

export function couponTransition(state: CouponState, event: CouponEvent): CouponTransition {
  switch (event.type) {
    case 'input': {
      if (event.value === state.value) return stay(state);
      const cleared = normaliseCouponCode(event.value) === '';
      // Editing an applied coupon takes it off (SPEC §4 "clearing the input resets ... and recalculates").
      if (state.applied !== null) {
        return { state: { ...emptyCouponState, value: cleared ? '' : event.value }, recalculate: true, lookUp: null };
      }
      // Any other edit clears the last verdict and forgets a lookup still under way.
      return stay({ ...emptyCouponState, value: cleared ? '' : event.value });
    }
    case 'apply': {
      const code = normaliseCouponCode(state.value);
      if (code === '' || state.status === 'updating' || code === state.applied) return stay(state);
      return { state: { ...state, status: 'updating', checking: code }, recalculate: false, lookUp: code };
    }
    case 'resolved': {
      // An answer for a code no longer asked about (the shopper edited or removed it) is stale.
      if (state.status !== 'updating' || state.checking !== event.code) return stay(state);
      if (event.status === 'success') {
        return { state: { value: event.code, status: 'success', checking: null, applied: event.code }, recalculate: true, lookUp: null };
      }
      return stay({ ...state, status: event.status, checking: null, applied: null });
    }
    case 'remove':
      return { state: emptyCouponState, recalculate: state.applied !== null, lookUp: null };
    case 'summary': {
      const verdict = event.coupon;
      if (state.applied === null || !verdict || verdict.code !== state.applied || verdict.status === 'success') return stay(state);
      return { state: { ...state, status: verdict.status, applied: null }, recalculate: true, lookUp: null };
    }
  }
}

/** A coupon the lookup found, for a storefront: valid there, or 'invalid-country' (SPEC §8). */
export function couponStatusFor(coupon: Pick<Coupon, 'affected_locales'>, country: CountryCode): CouponStatus {
  return coupon.affected_locales.some((locale) => locale.iso_3166_1_a2 === country) ? 'success' : 'invalid-country';
}

/** A failed lookup: 404 is 'invalid-coupon' ('The coupon is not valid'); anything else 'other' (SPEC §8). */
export function couponStatusOfFailure(status: number): CouponStatus {
  return status === 404 ? 'invalid-coupon' : 'other';
}

/** The catalogue id of the message a coupon status shows, if it shows one. */
export function couponMessageId(status: CouponFieldStatus): string | null {
  return status === 'empty' || status === 'updating' ? null : `coupon.status.${status}`;
}
