import { safeNextPath } from '../routing/nextPath';

/**
 * Checkout continuity through registration: a shopper who registers at /checkout/auth
 * leaves by an emailed link (create-password, often a new tab) and must come back to the
 * shipping step with their cart and coupon. The guest cart already lives in localStorage
 * and joins the account at sign-in; this keeps where to return and the applied coupon
 * beside it (localStorage too, so the emailed link's tab sees it), for a limited time.
 */
export const CHECKOUT_RETURN_KEY = 'rigsmith.checkout-return.v1';
/** Past this, a registration is no longer "mid-checkout". */
export const CHECKOUT_RETURN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type CheckoutReturn = { next: string; coupon: string | null; savedAt: number };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers to return to `next` with `coupon` after the account is created. */
export function rememberCheckoutReturn(next: string, coupon: string | null, store = browserStore(), now = Date.now()): void {
  try {
    store?.setItem(CHECKOUT_RETURN_KEY, JSON.stringify({ next, coupon, savedAt: now } satisfies CheckoutReturn));
  } catch {
    // Storage refused: the shopper signs in and finds the cart as usual, only not led back.
  }
}

/** The return remembered, if any, recent and safe to follow (an in-store path). */
export function pendingCheckoutReturn(store = browserStore(), now = Date.now()): CheckoutReturn | null {
  let value: Partial<CheckoutReturn> | null = null;
  try {
    value = JSON.parse(store?.getItem(CHECKOUT_RETURN_KEY) ?? 'null') as Partial<CheckoutReturn> | null;
  } catch {
    return null;
  }
  if (!value || typeof value.savedAt !== 'number' || now - value.savedAt > CHECKOUT_RETURN_MAX_AGE_MS) return null;
  const next = safeNextPath(value.next);
  if (!next) return null;
  const coupon = typeof value.coupon === 'string' && value.coupon.length > 0 && value.coupon.length <= 64 ? value.coupon : null;
  return { next, coupon, savedAt: value.savedAt };
}

/** Forgets the return (once the shopper is back in checkout). */
export function forgetCheckoutReturn(store = browserStore()): void {
  try {
    store?.removeItem(CHECKOUT_RETURN_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
