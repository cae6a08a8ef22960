import type { OrderStatus } from '../contract/commerce';

/**
 * The checkout's stages (SPEC §2, §3 "checkoutStage", §4): 0 cart, 1 auth (sign in, or
 * register as a new customer), 2 shipping, 3 payment, 4 confirmed. Tabs show them in order.
 */
export const checkoutStages = [0, 1, 2, 3, 4] as const;
export type CheckoutStage = (typeof checkoutStages)[number];

export const checkoutStageNames = { 0: 'cart', 1: 'auth', 2: 'shipping', 3: 'payment', 4: 'confirmed' } as const satisfies Record<
  CheckoutStage,
  string
>;
export type CheckoutStageName = (typeof checkoutStageNames)[CheckoutStage];

/** In-store paths of the stages (SPEC §2). Payment and confirmation name their order: `?order=<id>`. */
export const checkoutStagePaths = {
  0: '/checkout',
  1: '/checkout/auth',
  2: '/checkout/shipping',
  3: '/checkout/payment',
  4: '/checkout/confirmed',
} as const satisfies Record<CheckoutStage, string>;

/** The order query parameter of the payment and confirmation stages. */
export const CHECKOUT_ORDER_PARAM = 'order';

/** The path of a stage, with the order it is about for payment and confirmation. */
export function checkoutStagePath(stage: CheckoutStage, orderId: number | null = null): string {
  const path = checkoutStagePaths[stage];
  return stage >= 3 && orderId !== null ? `${path}?${CHECKOUT_ORDER_PARAM}=${orderId}` : path;
}

/** What the guard decides from (cart lines, signed in, shipping chosen, order placed or paid). */
export type CheckoutFacts = {
  /** Lines in the cart; null while the cart is still loading. */
  cartLines: number | null;
  signedIn: boolean;
  /**
   * The order this checkout is about (placing it is choosing the shipping: the to_order call
   * takes the address): null when none was placed; `status: null` while it is loading.
   */
  order: { id: number; status: OrderStatus | null } | null;
};

export type CheckoutGuardDecision =
  | { kind: 'enter' }
  /** Not known yet (the cart or the order is loading): show the stage busy, decide once known. */
  | { kind: 'wait' }
  | { kind: 'redirect'; stage: CheckoutStage };

const enter: CheckoutGuardDecision = { kind: 'enter' };
const wait: CheckoutGuardDecision = { kind: 'wait' };
const redirect = (stage: CheckoutStage): CheckoutGuardDecision => ({ kind: 'redirect', stage });

/** Orders paid for: in progress and everything after it, except a cancellation. */
export function isPaidOrderStatus(status: OrderStatus): boolean {
  return status !== 'waiting_for_payment' && status !== 'cancelled';
}

/**
 * THE CHECKOUT GUARD (SPEC §2, §4 leave the rule "not shown", so this is it).
 * Whether the shopper may enter `stage` now, and if not, where to go instead:
 *
 * | stage | may be entered when | otherwise |
 * |---|---|---|
 * | 0 cart | always | – |
 * | 1 auth | the cart has lines and the shopper is signed out | empty cart → 0 (3 if its order waits for payment); signed in → 2 (nothing to do here) |
 * | 2 shipping | the cart has lines and the shopper is signed in | empty cart → 0 (3 if its order waits for payment); signed out → 1 |
 * | 3 payment | signed in and the order placed at shipping waits for payment | signed out → 1; no order → 2 (cart has lines) or 0; order paid → 4; cancelled → 0 |
 * | 4 confirmed | signed in and the order is paid | signed out → 1; no order → 2 or 0; unpaid → 3; cancelled → 0 |
 *
 * Placing the order empties the cart (the order holds the lines), so payment and
 * confirmation are decided by the order, not the cart; and auth or shipping with the cart
 * emptied by an order that still waits for payment lead to that order's payment. The route guard's sign-in rule
 * (`authIsRequired`) runs first; this one never sends anyone out of the checkout.
 */
export function checkoutGuard(stage: CheckoutStage, facts: CheckoutFacts): CheckoutGuardDecision {
  const { cartLines, signedIn, order } = facts;
  // An empty cart before payment: the order placed from it, if it waits for payment, else the cart.
  const emptyCart = (): CheckoutGuardDecision => {
    if (!signedIn || !order) return redirect(0);
    if (order.status === null) return wait;
    return order.status === 'waiting_for_payment' ? redirect(3) : redirect(0);
  };
  switch (stage) {
    case 0:
      return enter;
    case 1:
      if (cartLines === null) return wait;
      if (cartLines === 0) return emptyCart();
      return signedIn ? redirect(2) : enter;
    case 2:
      if (cartLines === null) return wait;
      if (cartLines === 0) return emptyCart();
      return signedIn ? enter : redirect(1);
    case 3:
    case 4: {
      if (!signedIn) return redirect(1);
      if (!order) {
        if (cartLines === null) return wait;
        return redirect(cartLines > 0 ? 2 : 0);
      }
      if (order.status === null) return wait;
      if (order.status === 'cancelled') return redirect(0);
      const paid = isPaidOrderStatus(order.status);
      if (stage === 3) return paid ? redirect(4) : enter;
      return paid ? enter : redirect(3);
    }
  }
}

/** Every stage the shopper may enter now (the tabs that are links). */
export function enterableStages(facts: CheckoutFacts): CheckoutStage[] {
  return checkoutStages.filter((stage) => checkoutGuard(stage, facts).kind === 'enter');
}

/**
 * Where the shopper has got to in this checkout: the highest stage completed, and the
 * order placed at shipping. The tabs mark completed stages; the payment and confirmation
 * tabs link to this order.
 */
export type CheckoutProgress = { completedStage: CheckoutStage; orderId: number | null };

export const initialCheckoutProgress: CheckoutProgress = { completedStage: 0, orderId: null };

export type CheckoutProgressEvent =
  /** The shopper finished a stage: pressed 'Secure checkout', signed in or registered. */
  | { type: 'stage-completed'; stage: CheckoutStage }
  /** 'Continue to payment' placed the order. */
  | { type: 'order-placed'; orderId: number }
  /** Payment succeeded. */
  | { type: 'order-paid'; orderId: number }
  /** The shopper opened the payment of an earlier order (Pay now from the account). */
  | { type: 'order-opened'; orderId: number }
  /** The cart now holds this many lines. */
  | { type: 'cart-changed'; lines: number }
  | { type: 'signed-out' };

const maxStage = (a: CheckoutStage, b: CheckoutStage): CheckoutStage => (a > b ? a : b);

/**
 * The progress reducer. SPEC §4: "When the cart is emptied, completed checkout stage resets
 * to 0" — unless the cart was emptied by placing the order (an order is then under way).
 * A paid checkout followed by a new line in the cart starts a new checkout; signing out
 * forgets everything.
 */
export function checkoutProgressReducer(state: CheckoutProgress, event: CheckoutProgressEvent): CheckoutProgress {
  switch (event.type) {
    case 'stage-completed':
      return event.stage > state.completedStage ? { ...state, completedStage: event.stage } : state;
    case 'order-placed':
      return { completedStage: maxStage(state.completedStage, 2), orderId: event.orderId };
    case 'order-paid':
      return { completedStage: 3, orderId: event.orderId };
    case 'order-opened':
      return state.orderId === event.orderId ? state : { completedStage: 2, orderId: event.orderId };
    case 'cart-changed':
      if (event.lines === 0 && state.orderId === null && state.completedStage !== 0) return initialCheckoutProgress;
      if (event.lines > 0 && state.completedStage >= 3) return initialCheckoutProgress;
      return state;
    case 'signed-out':
      return state === initialCheckoutProgress ? state : initialCheckoutProgress;
  }
}

/** Reads stored progress; the initial progress for anything unreadable (never throws). */
export function parseCheckoutProgress(raw: string | null | undefined): CheckoutProgress {
  if (!raw) return initialCheckoutProgress;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const stage = value.completedStage;
    const orderId = value.orderId;
    if (!checkoutStages.includes(stage as CheckoutStage)) return initialCheckoutProgress;
    if (orderId !== null && !(typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0)) return initialCheckoutProgress;
    return { completedStage: stage as CheckoutStage, orderId: orderId as number | null };
  } catch {
    return initialCheckoutProgress;
  }
}

export function serialiseCheckoutProgress(progress: CheckoutProgress): string {
  return JSON.stringify({ completedStage: progress.completedStage, orderId: progress.orderId });
}
