import { VisuallyHidden } from '../VisuallyHidden';
import type { Money as MoneyValue } from '../../domain';
import { Money, useIntl, useMoney } from '../../i18n';
import * as styles from './PriceTag.css';

export type PriceTagProps = {
  /** What the shopper pays, including VAT, in the storefront's currency. */
  price: MoneyValue;
  /**
   * The price before a discount. Shown struck through, with a "Save" badge, only when it
   * is higher than `price` in the same currency; otherwise ignored.
   */
  wasPrice?: MoneyValue | null;
  /** Whether to say "incl. VAT" after the price (SPEC §9: prices are shown including VAT). @default true */
  showVatNote?: boolean;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/** True when `wasPrice` describes a real discount on `price`. */
export function isDiscounted(price: MoneyValue, wasPrice: MoneyValue | null | undefined): wasPrice is MoneyValue {
  return Boolean(wasPrice && wasPrice.currency === price.currency && wasPrice.amount > price.amount);
}

/**
 * A price including VAT and, for a discounted build, the price it was and the saving.
 * Screen readers hear one sentence ("Was £2,649.99, now £2,499.99") instead of two bare
 * amounts, since a strike-through is not announced.
 *
 * @selector [data-discounted] on the root when the price is discounted
 * @selector [data-part="price"] the price to pay; [data-part="was-price"] the struck-through one
 */
export function PriceTag({ price, wasPrice, showVatNote = true, className }: PriceTagProps) {
  const intl = useIntl();
  const discounted = isDiscounted(price, wasPrice);
  const now = useMoney(price);
  const was = useMoney(discounted ? wasPrice : price);
  const saving = useMoney({ amount: discounted ? wasPrice.amount - price.amount : 0, currency: price.currency });
  const rootClass = className ? `${styles.priceLine} ${className}` : styles.priceLine;

  return (
    <p className={rootClass} data-discounted={discounted || undefined}>
      {discounted ? (
        <>
          <VisuallyHidden elementType="span">{intl.formatMessage({ id: 'priceTag.wasNow' }, { was, now })}</VisuallyHidden>
          <span aria-hidden="true">
            <s className={styles.wasPrice} data-part="was-price" data-currency={wasPrice.currency}>
              {was}
            </s>
            <Money value={price} className={styles.price} data-part="price" />
          </span>
        </>
      ) : (
        <Money value={price} className={styles.price} data-part="price" />
      )}
      {showVatNote ? <span className={styles.priceNote}>{intl.formatMessage({ id: 'productCard.includesVat' })}</span> : null}
      {discounted ? <span className={styles.saveBadge}>{intl.formatMessage({ id: 'priceTag.save' }, { amount: saving })}</span> : null}
    </p>
  );
}
