import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { ApiError, commerceEndpoints, type CartSummary } from '../../api';
import {
  checkoutProgressReducer,
  couponStatusFor,
  couponStatusOfFailure,
  couponTransition,
  emptyCouponState,
  initialCheckoutProgress,
  parseCheckoutProgress,
  serialiseCheckoutProgress,
  type CheckoutProgress,
  type CheckoutProgressEvent,
  type CheckoutStage,
  type CouponEvent,
  type CouponState,
} from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { createMemoryStorage } from '../session/memoryStorage';
import { useSessionId } from '../session/SessionProvider';
import type { SessionStorageLike } from '../session/sessionStore';
import { useCart } from './CartProvider';

/** The tab's storage key of the checkout's progress and coupon (sessionStorage: one checkout per tab). */
export const CHECKOUT_STORAGE_KEY = 'rigsmith.checkout.v1';

type CheckoutContextValue = {
  progress: CheckoutProgress;
  dispatch(event: CheckoutProgressEvent): void;
  coupon: CouponState;
  sendCoupon(event: CouponEvent): void;
};

const CheckoutContext = /* @__PURE__ */ createContext<CheckoutContextValue | null>(null);

function defaultStorage(): SessionStorageLike {
  try {
    if (typeof globalThis.sessionStorage !== 'undefined' && globalThis.sessionStorage !== null) return globalThis.sessionStorage;
  } catch {
    // Blocked storage: memory for the page's life.
  }
  return createMemoryStorage();
}

type Stored = { progress: CheckoutProgress; coupon: CouponState };

/**
 * What this tab stored; a fresh checkout for anything missing or unreadable (never throws),
 * or stored under another session: the provider may mount only with the checkout's pages, so
 * a sign-out elsewhere must still forget the checkout and the coupon (SPEC §4).
 */
function readStored(storage: SessionStorageLike, sessionId: string | null): Stored {
  type Shape = { progress?: unknown; coupon?: { applied?: unknown } | null; session?: unknown };
  let parsed: unknown = null;
  try {
    const raw = storage.getItem(CHECKOUT_STORAGE_KEY);
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null) return { progress: initialCheckoutProgress, coupon: emptyCouponState };
  const value = parsed as Shape;
  if (typeof value.session === 'string' && value.session !== sessionId) return { progress: initialCheckoutProgress, coupon: emptyCouponState };
  const applied = value.coupon?.applied;
  const coupon: CouponState =
    typeof applied === 'string' && applied.length > 0 && applied.length <= 64
      ? { value: applied, status: 'success', checking: null, applied }
      : emptyCouponState;
  return { progress: parseCheckoutProgress(JSON.stringify(value.progress ?? null)), coupon };
}

export type CheckoutProviderProps = {
  /** Where the checkout's progress and applied coupon are kept. @default window.sessionStorage */
  storage?: SessionStorageLike;
  children: ReactNode;
};

/**
 * The checkout's state for everything below it: its progress (the highest stage
 * completed and the order placed, `checkoutProgressReducer`) and the coupon field's state
 * machine (`couponTransition`) with its lookups. Kept in the tab's sessionStorage, so a
 * reload on the payment page keeps the coupon and the order. Emptying the cart resets the
 * progress (SPEC §4); signing out forgets both. Render it inside `CartProvider`.
 */
export function CheckoutProvider({ storage: givenStorage, children }: CheckoutProviderProps) {
  const client = useApiClient();
  const sessionId = useSessionId('CheckoutProvider');
  const cart = useCart();
  const [storage] = useState(() => givenStorage ?? defaultStorage());
  const [initial] = useState(() => readStored(storage, sessionId));

  const [progress, dispatch] = useReducer(checkoutProgressReducer, initial.progress);

  // The coupon machine's state lives in a ref too, so a transition always starts from the
  // latest state even when events come faster than renders.
  const [coupon, setCoupon] = useState(initial.coupon);
  const couponRef = useRef(initial.coupon);
  const lookup = useRef<AbortController | null>(null);
  const sendCoupon = useCallback(
    (event: CouponEvent) => {
      const transition = couponTransition(couponRef.current, event);
      if (transition.state === couponRef.current) return;
      couponRef.current = transition.state;
      setCoupon(transition.state);
      if (transition.state.status !== 'updating') {
        lookup.current?.abort();
        lookup.current = null;
      }
      const code = transition.lookUp;
      if (code === null) return;
      lookup.current?.abort();
      const controller = new AbortController();
      lookup.current = controller;
      commerceEndpoints
        .coupon(client, code, controller.signal)
        .then((found) => couponStatusFor(found, client.country))
        .catch((error: unknown) => {
          if (!(error instanceof ApiError)) console.error('The coupon lookup failed', error);
          return couponStatusOfFailure(error instanceof ApiError ? error.status : 0);
        })
        .then((status) => {
          // eslint-disable-next-line react-hooks/immutability -- called from a promise callback, after sendCoupon is declared
          if (!controller.signal.aborted) sendCoupon({ type: 'resolved', code, status });
        });
    },
    [client],
  );

  // SPEC §4: emptying the cart resets the completed stage (the reducer knows when not to).
  const lineCount = cart.status === 'ready' ? cart.lines.length : null;
  useEffect(() => {
    if (lineCount !== null) dispatch({ type: 'cart-changed', lines: lineCount });
  }, [lineCount]);

  // Signing out forgets the checkout and the coupon.
  const previousSession = useRef(sessionId);
  useEffect(() => {
    if (previousSession.current && !sessionId) {
      dispatch({ type: 'signed-out' });
      sendCoupon({ type: 'remove' });
    }
    previousSession.current = sessionId;
  }, [sessionId, sendCoupon]);

  useEffect(() => {
    try {
      storage.setItem(
        CHECKOUT_STORAGE_KEY,
        JSON.stringify({ progress: JSON.parse(serialiseCheckoutProgress(progress)), coupon: { applied: coupon.applied }, session: sessionId }),
      );
    } catch {
      // Storage refused: the checkout goes on in memory.
    }
  }, [storage, progress, coupon.applied, sessionId]);

  useEffect(() => () => lookup.current?.abort(), []);

  const value = useMemo(() => ({ progress, dispatch, coupon, sendCoupon }), [progress, coupon, sendCoupon]);
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

function useCheckoutContext(hook: string): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error(`\`${hook}\` must be used within \`CheckoutProvider\``);
  return value;
}

export type CheckoutApi = {
  /** The highest stage completed in this checkout (the tabs mark it). */
  completedStage: CheckoutStage;
  /** The order placed at shipping, once there is one. */
  orderId: number | null;
  /** The shopper finished `stage` ('Secure checkout' finishes 0, signing in 1). */
  completeStage(stage: CheckoutStage): void;
  /** 'Continue to payment' placed the order. */
  orderPlaced(orderId: number): void;
  orderPaid(orderId: number): void;
  /** The payment page opened an order (Pay now from the account). */
  openOrder(orderId: number): void;
};

/** The checkout's progress and the events that move it (`checkoutProgressReducer`). */
export function useCheckout(): CheckoutApi {
  const { progress, dispatch } = useCheckoutContext('useCheckout');
  return useMemo(
    () => ({
      completedStage: progress.completedStage,
      orderId: progress.orderId,
      completeStage: (stage) => dispatch({ type: 'stage-completed', stage }),
      orderPlaced: (orderId) => dispatch({ type: 'order-placed', orderId }),
      orderPaid: (orderId) => dispatch({ type: 'order-paid', orderId }),
      openOrder: (orderId) => dispatch({ type: 'order-opened', orderId }),
    }),
    [progress, dispatch],
  );
}

export type CouponApi = CouponState & {
  /** SPEC §3 "isUpdating": a lookup is under way. */
  isUpdating: boolean;
  /** The field's text changed (clearing or editing an applied coupon takes it off). */
  setValue(value: string): void;
  /** Looks the code up: success, invalid-country, invalid-coupon or other (SPEC §8). */
  apply(): void;
  /** Takes the coupon off; the summary is recalculated. */
  remove(): void;
  /** Tells the machine what a summary said of the applied coupon. */
  reportSummary(coupon: CartSummary['coupon']): void;
};

/**
 * The coupon field (SPEC §3, §4, §8): its text, status and the code applied. Shared by the
 * cart and payment pages through `CheckoutProvider`; `useCartSummary` sends the applied code
 * and reports the server's verdict back.
 */
export function useCoupon(): CouponApi {
  const { coupon, sendCoupon } = useCheckoutContext('useCoupon');
  return useMemo(
    () => ({
      ...coupon,
      isUpdating: coupon.status === 'updating',
      setValue: (value: string) => sendCoupon({ type: 'input', value }),
      apply: () => sendCoupon({ type: 'apply' }),
      remove: () => sendCoupon({ type: 'remove' }),
      reportSummary: (verdict) => sendCoupon({ type: 'summary', coupon: verdict }),
    }),
    [coupon, sendCoupon],
  );
}
