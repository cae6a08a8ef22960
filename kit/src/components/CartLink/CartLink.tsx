import { useIntl } from '../../i18n';
import { Link } from '../Link';
import * as styles from './CartLink.css';

export type CartLinkProps = {
  /** Units in the cart (`useCart().count`). */
  count: number;
  /** The cart page. @default '/checkout' */
  href?: string;
  /** The shopper is on the cart page. @default false */
  isCurrent?: boolean;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The header's way to the cart with its count: "Cart" and a badge; screen readers hear
 * "Cart, 2 items". The count is not a live region: it changes with what the shopper did,
 * and 'Added to Cart' already says so.
 *
 * @selector [data-empty] when the cart is empty
 */
export function CartLink({ count, href = '/checkout', isCurrent = false, className }: CartLinkProps) {
  const intl = useIntl();
  return (
    <Link
      href={href}
      className={className ? `${styles.cartLink} ${className}` : styles.cartLink}
      aria-label={intl.formatMessage({ id: 'cartLink.label' }, { count })}
      aria-current={isCurrent ? 'page' : undefined}
      data-empty={count === 0 || undefined}
    >
      <span>{intl.formatMessage({ id: 'cartLink.text' })}</span>
      <span className={styles.badge} aria-hidden="true">
        {intl.formatNumber(count)}
      </span>
    </Link>
  );
}
