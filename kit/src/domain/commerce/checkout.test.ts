import { describe, expect, it } from 'vitest';
import {
  checkoutGuard,
  checkoutProgressReducer,
  checkoutStagePath,
  enterableStages,
  initialCheckoutProgress,
  parseCheckoutProgress,
  serialiseCheckoutProgress,
  type CheckoutFacts,
  type CheckoutProgress,
} from './checkout';

const facts = (patch: Partial<CheckoutFacts> = {}): CheckoutFacts => ({ cartLines: 2, signedIn: false, order: null, ...patch });
const waiting = { id: 42, status: 'waiting_for_payment' as const };
const paid = { id: 42, status: 'in_progress' as const };

describe('checkoutGuard', () => {
  it('always lets the shopper into the cart', () => {
    expect(checkoutGuard(0, facts({ cartLines: null }))).toEqual({ kind: 'enter' });
    expect(checkoutGuard(0, facts({ cartLines: 0 }))).toEqual({ kind: 'enter' });
  });

  describe('1 auth', () => {
    it('lets a guest with a cart in', () => expect(checkoutGuard(1, facts())).toEqual({ kind: 'enter' }));
    it('sends a signed-in customer on to shipping', () =>
      expect(checkoutGuard(1, facts({ signedIn: true }))).toEqual({ kind: 'redirect', stage: 2 }));
    it('sends an empty cart back to the cart', () => expect(checkoutGuard(1, facts({ cartLines: 0 }))).toEqual({ kind: 'redirect', stage: 0 }));
    it('waits for the cart', () => expect(checkoutGuard(1, facts({ cartLines: null }))).toEqual({ kind: 'wait' }));
  });

  describe('2 shipping', () => {
    it('lets a signed-in customer with a cart in', () => expect(checkoutGuard(2, facts({ signedIn: true }))).toEqual({ kind: 'enter' }));
    it('sends a guest to sign in', () => expect(checkoutGuard(2, facts())).toEqual({ kind: 'redirect', stage: 1 }));
    it('sends an empty cart back', () => expect(checkoutGuard(2, facts({ signedIn: true, cartLines: 0 }))).toEqual({ kind: 'redirect', stage: 0 }));
    it('waits for the cart', () => expect(checkoutGuard(2, facts({ signedIn: true, cartLines: null }))).toEqual({ kind: 'wait' }));
    it('goes on to pay the order that emptied the cart', () => {
      expect(checkoutGuard(2, facts({ signedIn: true, cartLines: 0, order: waiting }))).toEqual({ kind: 'redirect', stage: 3 });
      expect(checkoutGuard(2, facts({ signedIn: true, cartLines: 0, order: { id: 42, status: null } }))).toEqual({ kind: 'wait' });
      expect(checkoutGuard(2, facts({ signedIn: true, cartLines: 0, order: paid }))).toEqual({ kind: 'redirect', stage: 0 });
      expect(checkoutGuard(1, facts({ signedIn: true, cartLines: 0, order: waiting }))).toEqual({ kind: 'redirect', stage: 3 });
    });
  });

  describe('3 payment', () => {
    it('lets the customer pay an order waiting for payment, with the cart emptied by placing it', () => {
      expect(checkoutGuard(3, facts({ signedIn: true, cartLines: 0, order: waiting }))).toEqual({ kind: 'enter' });
    });
    it('sends a guest to sign in', () => expect(checkoutGuard(3, facts({ order: waiting }))).toEqual({ kind: 'redirect', stage: 1 }));
    it('without an order, sends to shipping, or to the cart when it is empty', () => {
      expect(checkoutGuard(3, facts({ signedIn: true }))).toEqual({ kind: 'redirect', stage: 2 });
      expect(checkoutGuard(3, facts({ signedIn: true, cartLines: 0 }))).toEqual({ kind: 'redirect', stage: 0 });
      expect(checkoutGuard(3, facts({ signedIn: true, cartLines: null }))).toEqual({ kind: 'wait' });
    });
    it('sends a paid order to the confirmation and a cancelled one to the cart', () => {
      expect(checkoutGuard(3, facts({ signedIn: true, order: paid }))).toEqual({ kind: 'redirect', stage: 4 });
      expect(checkoutGuard(3, facts({ signedIn: true, order: { id: 42, status: 'cancelled' } }))).toEqual({ kind: 'redirect', stage: 0 });
    });
    it('waits for the order', () => expect(checkoutGuard(3, facts({ signedIn: true, order: { id: 42, status: null } }))).toEqual({ kind: 'wait' }));
  });

  describe('4 confirmed', () => {
    it('shows a paid order', () => expect(checkoutGuard(4, facts({ signedIn: true, cartLines: 0, order: paid }))).toEqual({ kind: 'enter' }));
    it('sends an unpaid order to payment', () =>
      expect(checkoutGuard(4, facts({ signedIn: true, order: waiting }))).toEqual({ kind: 'redirect', stage: 3 }));
    it('sends a guest to sign in', () => expect(checkoutGuard(4, facts({ order: paid }))).toEqual({ kind: 'redirect', stage: 1 }));
    it('without an order, back to the cart', () =>
      expect(checkoutGuard(4, facts({ signedIn: true, cartLines: 0 }))).toEqual({ kind: 'redirect', stage: 0 }));
  });

  it('lists the stages that may be entered', () => {
    expect(enterableStages(facts())).toEqual([0, 1]);
    expect(enterableStages(facts({ signedIn: true }))).toEqual([0, 2]);
    expect(enterableStages(facts({ cartLines: 0 }))).toEqual([0]);
    expect(enterableStages(facts({ signedIn: true, cartLines: 0, order: waiting }))).toEqual([0, 3]);
    expect(enterableStages(facts({ signedIn: true, cartLines: 0, order: paid }))).toEqual([0, 4]);
  });

  it('builds stage paths, naming the order for payment and confirmation', () => {
    expect(checkoutStagePath(0)).toBe('/checkout');
    expect(checkoutStagePath(2, 42)).toBe('/checkout/shipping');
    expect(checkoutStagePath(3, 42)).toBe('/checkout/payment?order=42');
    expect(checkoutStagePath(4, null)).toBe('/checkout/confirmed');
  });
});

describe('checkoutProgressReducer', () => {
  const at = (completedStage: CheckoutProgress['completedStage'], orderId: number | null = null): CheckoutProgress => ({ completedStage, orderId });

  it('records the highest stage completed', () => {
    expect(checkoutProgressReducer(at(0), { type: 'stage-completed', stage: 1 })).toEqual(at(1));
    const state = at(2);
    expect(checkoutProgressReducer(state, { type: 'stage-completed', stage: 1 })).toBe(state);
  });

  it('remembers the order placed and paid', () => {
    expect(checkoutProgressReducer(at(1), { type: 'order-placed', orderId: 42 })).toEqual(at(2, 42));
    expect(checkoutProgressReducer(at(2, 42), { type: 'order-paid', orderId: 42 })).toEqual(at(3, 42));
  });

  it('opening the payment of another order makes it the checkout’s', () => {
    expect(checkoutProgressReducer(at(0), { type: 'order-opened', orderId: 7 })).toEqual(at(2, 7));
    const state = at(2, 7);
    expect(checkoutProgressReducer(state, { type: 'order-opened', orderId: 7 })).toBe(state);
  });

  it('SPEC §4: emptying the cart resets the completed stage to 0', () => {
    expect(checkoutProgressReducer(at(2), { type: 'cart-changed', lines: 0 })).toEqual(initialCheckoutProgress);
  });

  it('but not when placing the order emptied it', () => {
    const state = at(2, 42);
    expect(checkoutProgressReducer(state, { type: 'cart-changed', lines: 0 })).toBe(state);
  });

  it('a new line after a paid checkout starts a new one', () => {
    expect(checkoutProgressReducer(at(3, 42), { type: 'cart-changed', lines: 1 })).toEqual(initialCheckoutProgress);
    const state = at(2, 42);
    expect(checkoutProgressReducer(state, { type: 'cart-changed', lines: 1 })).toBe(state);
  });

  it('signing out forgets the checkout', () => {
    expect(checkoutProgressReducer(at(3, 42), { type: 'signed-out' })).toEqual(initialCheckoutProgress);
  });

  it('stores and reads progress, tolerating anything else', () => {
    expect(parseCheckoutProgress(serialiseCheckoutProgress(at(2, 42)))).toEqual(at(2, 42));
    for (const raw of [null, '', '{', '{"completedStage":9,"orderId":null}', '{"completedStage":2,"orderId":"42"}', '[]']) {
      expect(parseCheckoutProgress(raw)).toEqual(initialCheckoutProgress);
    }
  });
});
