import { useMemo } from 'react';
import { checkoutGuard, enterableStages, type CheckoutFacts, type CheckoutGuardDecision, type CheckoutStage } from '../../domain';
import { useSessionId } from '../session/SessionProvider';
import { useCart } from './CartProvider';
import { useOrder } from './useOrders';

export type CheckoutGuardResult = {
  /** Whether `stage` may be entered now, must wait, or where to go instead (`checkoutGuard`). */
  decision: CheckoutGuardDecision;
  facts: CheckoutFacts;
  /** The stages the shopper may enter now (the checkout tabs that are links). */
  enterable: CheckoutStage[];
};

/**
 * The checkout guard over live state: the cart's lines, the session and, for
 * payment and confirmation, the order `orderId` names. An order that cannot be read (not
 * the customer's, unknown) counts as none.
 */
export function useCheckoutGuard(stage: CheckoutStage, orderId: number | null = null): CheckoutGuardResult {
  const cart = useCart();
  const signedIn = useSessionId('useCheckoutGuard') !== null;
  const order = useOrder(signedIn ? orderId : null);
  const cartLines = cart.status === 'ready' ? cart.lines.length : null;
  const orderStatus = order.data?.status ?? null;
  const orderFailed = Boolean(order.error) && !order.data;
  return useMemo(() => {
    const facts: CheckoutFacts = {
      cartLines,
      signedIn,
      order: orderId === null || orderFailed ? null : { id: orderId, status: orderStatus },
    };
    return { decision: checkoutGuard(stage, facts), facts, enterable: enterableStages(facts) };
  }, [stage, cartLines, signedIn, orderId, orderStatus, orderFailed]);
}
