import { useIntl } from '../../i18n';
import { Link } from '../Link';
import * as styles from './EmptyCart.css';

export type EmptyCartProps = {
  /** Where to go shopping (the gaming PCs listing). */
  shopHref: string;
  /** Where to build one's own PC, if the shop has a configurator. */
  builderHref?: string;
  /** Level of the heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/** SPEC §2 "an empty-cart stub": says the cart is empty and where to find something for it. */
export function EmptyCart({ shopHref, builderHref, headingLevel = 2, className }: EmptyCartProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.empty} ${className}` : styles.empty}>
      <Heading className={styles.title}>{intl.formatMessage({ id: 'emptyCart.title' })}</Heading>
      <p className={styles.text}>{intl.formatMessage({ id: 'emptyCart.text' })}</p>
      <div className={styles.actions}>
        <Link href={shopHref} variant="button">
          {intl.formatMessage({ id: 'emptyCart.shop' })}
        </Link>
        {builderHref ? <Link href={builderHref}>{intl.formatMessage({ id: 'emptyCart.build' })}</Link> : null}
      </div>
    </div>
  );
}
