import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Link } from '../Link';
import { hiddenChunks } from '../internal/hiddenChunks';
import * as styles from './AddedToCartNotice.css';

export type AddedToCartNoticeProps = {
  /** The product just added; null shows nothing (the live region stays mounted). */
  productName: string | null;
  /** The cart page. @default '/checkout' */
  cartHref?: string;
  /** Close was pressed. */
  onDismiss: () => void;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * SPEC §4 "Add to cart then shows 'Added to Cart'": a polite live region (`role="status"`,
 * mounted before anything is added, so screen readers announce it) with the product's
 * name, a link to the cart and Close. It stays until closed or replaced: no timer takes it
 * away before the shopper has read it (WCAG 2.2.1). When a product is added, focus moves to
 * the notice, so "View cart" is the next Tab stop rather than the last one on the page; Escape
 * closes it (the app returns focus to where the shopper was, and closes it on navigation).
 *
 * @selector [data-open] while it shows a product (not `data-state`: the shop's full-screen
 * loader is the one status region that carries it, and tests look for it so)
 */
export function AddedToCartNotice({ productName, cartHref = '/checkout', onDismiss, className }: AddedToCartNoticeProps) {
  const intl = useIntl();
  const open = productName !== null;
  const notice = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (productName !== null) notice.current?.focus();
  }, [productName]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss();
  };
  return (
    <div role="status" className={className ? `${styles.region} ${className}` : styles.region} data-open={open || undefined}>
      {open ? (
        // Escape anywhere inside the focused notice dismisses it; its buttons are the controls.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape is delegated from the notice's own controls
        <div ref={notice} className={styles.notice} tabIndex={-1} role="group" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <p className={styles.text}>
            <strong id={titleId} className={styles.title}>
              {intl.formatMessage({ id: 'addedToCart.title' })}
            </strong>
            <span>{productName}</span>
          </p>
          <div className={styles.actions}>
            <Link href={cartHref} variant="button">
              {intl.formatMessage({ id: 'addedToCart.viewCart' })}
            </Link>
            <Button variant="secondary" onPress={onDismiss}>
              {intl.formatMessage({ id: 'addedToCart.close' }, { hidden: hiddenChunks })}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
