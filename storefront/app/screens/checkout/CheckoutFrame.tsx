import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { CheckoutTabs, useIntl } from '@rigsmith/kit';
import { useCheckout, useCheckoutGuard } from '@rigsmith/kit/hooks';
import { CHECKOUT_ORDER_PARAM, checkoutStagePath, type CheckoutStage } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { idFromSearch } from './orderParam';
import * as styles from './checkout.css';

/**
 * What every checkout page shares: its h1, the document title and the five tabs, whose
 * links are the stages the checkout guard lets the shopper into now. Payment and
 * confirmation name their order, so the tabs link to this checkout's order.
 */
export function CheckoutFrame({ stage, title, children }: { stage: CheckoutStage; title: string; children: ReactNode }) {
  const intl = useIntl();
  const search = useSearch();
  const checkout = useCheckout();
  const orderId = idFromSearch(search, CHECKOUT_ORDER_PARAM) ?? checkout.orderId;
  const { enterable } = useCheckoutGuard(stage, orderId);
  useDocumentTitle(intl.formatMessage({ id: 'checkout.documentTitle' }, { page: title }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CheckoutTabs
        currentStage={stage}
        completedStage={checkout.completedStage}
        enterableStages={enterable}
        hrefOf={(target) => checkoutStagePath(target, orderId)}
      />
      {children}
    </div>
  );
}
