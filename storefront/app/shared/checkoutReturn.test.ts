import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@rigsmith/kit/hooks';
import {
  CHECKOUT_RETURN_KEY,
  CHECKOUT_RETURN_MAX_AGE_MS,
  forgetCheckoutReturn,
  pendingCheckoutReturn,
  rememberCheckoutReturn,
} from './checkoutReturn';

describe('returning to checkout after registering', () => {
  it('remembers the shipping step and the coupon until forgotten', () => {
    const store = createMemoryStorage();
    rememberCheckoutReturn('/fr/checkout/shipping', 'WELCOME10', store, 1000);
    expect(pendingCheckoutReturn(store, 2000)).toEqual({ next: '/fr/checkout/shipping', coupon: 'WELCOME10', savedAt: 1000 });
    forgetCheckoutReturn(store);
    expect(pendingCheckoutReturn(store, 2000)).toBeNull();
  });

  it('forgets a registration older than a week', () => {
    const store = createMemoryStorage();
    rememberCheckoutReturn('/checkout/shipping', null, store, 0);
    expect(pendingCheckoutReturn(store, CHECKOUT_RETURN_MAX_AGE_MS + 1)).toBeNull();
  });

  it('never follows another site, and drops a malformed coupon', () => {
    const store = createMemoryStorage({ [CHECKOUT_RETURN_KEY]: JSON.stringify({ next: '//evil.example', coupon: null, savedAt: 0 }) });
    expect(pendingCheckoutReturn(store, 1)).toBeNull();
    store.setItem(CHECKOUT_RETURN_KEY, JSON.stringify({ next: '/checkout/shipping', coupon: 'x'.repeat(65), savedAt: 0 }));
    expect(pendingCheckoutReturn(store, 1)?.coupon).toBeNull();
    store.setItem(CHECKOUT_RETURN_KEY, '{not json');
    expect(pendingCheckoutReturn(store, 1)).toBeNull();
  });
});
