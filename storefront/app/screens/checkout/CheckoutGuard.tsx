import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useIntl } from '@rigsmith/kit';
import { CheckoutProvider, useCart, useCheckout, useCheckoutGuard } from '@rigsmith/kit/hooks';
import { CHECKOUT_ORDER_PARAM, checkoutStagePath, type CheckoutStage } from '@rigsmith/kit/domain';
import type { RouteMiddleware } from '../../routing/routeDefinition';
import { useScopedStores } from '../../routing/scopedStores';
import { idFromSearch } from './orderParam';
import * as styles from './checkout.css';

/**
 * The checkout guard as route middleware: the kit's `checkoutGuard` rule over the
 * live cart, session and order (`useCheckoutGuard`). It shows the stage, says it is loading
 * while the facts arrive, or sends the shopper to the stage they may enter (replacing the
 * history entry, so Back does not bounce into the guard again).
 */
function CheckoutGuard({ stage, children }: { stage: CheckoutStage; children: ReactNode }) {
  const intl = useIntl();
  const search = useSearch();
  // The order the page names, else the one this checkout placed (an emptied cart leads to its payment).
  const checkout = useCheckout();
  const orderId = idFromSearch(search, CHECKOUT_ORDER_PARAM) ?? checkout.orderId;
  const cart = useCart();
  const { decision } = useCheckoutGuard(stage, orderId);
  if (decision.kind === 'redirect') {
    const target = checkoutStagePath(decision.stage, decision.stage >= 3 ? orderId : null);
    return <Redirect key={target} to={target} replace />;
  }
  if (decision.kind === 'wait') {
    if (cart.status === 'error') {
      return (
        <p role="alert" className={styles.notice} data-tone="error">
          {intl.formatMessage({ id: 'checkout.cartError' })}
        </p>
      );
    }
    return (
      <p role="status" className={styles.notice} aria-busy="true">
        {intl.formatMessage({ id: 'checkout.loading' })}
      </p>
    );
  }
  return <>{children}</>;
}

/**
 * The guard for one stage, as a route's middleware, inside the checkout's state
 * (`CheckoutProvider`): mounted with the checkout's routes only, so its code is not on every
 * page. It keeps its progress and coupon in the tab's storage, so moving between stages
 * (each a route of its own) carries them over.
 */
export function checkoutGuardFor(stage: CheckoutStage): RouteMiddleware {
  function StageGuard({ children }: { children: ReactNode }) {
    const { checkoutStorage } = useScopedStores();
    return (
      <CheckoutProvider storage={checkoutStorage}>
        <CheckoutGuard stage={stage}>{children}</CheckoutGuard>
      </CheckoutProvider>
    );
  }
  StageGuard.displayName = `CheckoutGuard(${stage})`;
  return StageGuard;
}
