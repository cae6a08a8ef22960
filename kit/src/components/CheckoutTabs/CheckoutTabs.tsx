import { checkoutStageNames, checkoutStages, type CheckoutStage } from '../../domain';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import { hiddenChunks } from '../internal/hiddenChunks';
import * as styles from './CheckoutTabs.css';

export type CheckoutTabsProps = {
  /** The stage on screen. */
  currentStage: CheckoutStage;
  /** The highest stage completed (`useCheckout().completedStage`): earlier tabs are marked done. @default 0 */
  completedStage?: CheckoutStage;
  /** The stages the shopper may enter now (`useCheckoutGuard(...).enterable`): only these are links. */
  enterableStages: readonly CheckoutStage[];
  /** Where each stage is (`checkoutStagePath(stage, orderId)`). */
  hrefOf: (stage: CheckoutStage) => string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The checkout's tabs in SPEC §2's order: Shopping Cart, Login, Shipping, Payment,
 * Confirmation. A navigation landmark with an ordered list (they are pages, not an ARIA
 * tab widget): the current one is `aria-current="step"`, a stage the checkout guard lets the
 * shopper into is a link, any other is plain text — never a link that only bounces back.
 * Completed stages say so to screen readers too.
 *
 * In a column narrower than about 390 px the tabs keep one row: the current stage by its
 * number and name, the others by their number (their names stay for screen readers).
 *
 * @selector [data-state="current|done|open|locked"] on each tab
 */
export function CheckoutTabs({ currentStage, completedStage = 0, enterableStages, hrefOf, className }: CheckoutTabsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkoutTabs.label' })} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <ol className={styles.list}>
        {checkoutStages.map((stage) => {
          const done = stage < currentStage && stage <= completedStage;
          const isCurrent = stage === currentStage;
          const enterable = !isCurrent && enterableStages.includes(stage);
          const state = isCurrent ? 'current' : done ? 'done' : enterable ? 'open' : 'locked';
          const label = intl.formatMessage(
            { id: done ? 'checkoutTabs.done' : 'checkoutTabs.step' },
            {
              number: stage + 1,
              name: (
                <span key="name" className={styles.name}>
                  {intl.formatMessage({ id: `checkoutTabs.${checkoutStageNames[stage]}` })}
                </span>
              ),
              hidden: hiddenChunks,
            },
          );
          return (
            <li key={stage} className={styles.item} data-state={state}>
              {enterable ? (
                <Link href={hrefOf(stage)} className={styles.tab}>
                  {/* One flex item, so the space before the name is kept. */}
                  <span>{label}</span>
                </Link>
              ) : (
                <span className={styles.tab} aria-current={isCurrent ? 'step' : undefined}>
                  <span>{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
