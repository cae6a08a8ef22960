import { useId, type ReactNode } from 'react';
import { sameValue, type Money as MoneyValue } from '../../domain';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import { PriceTag, isDiscounted } from '../PriceTag';
import type { ProductImageSource } from '../internal/ProductImage';
import * as styles from './ProductCard.css';

export type FpsRange = { min: number; max: number };

export type ProductCardProps = {
  /** The build's or product's name. */
  title: string;
  /** Price including VAT, in the storefront's currency, after any discount. */
  price: MoneyValue;
  /** The price before a discount; when higher than `price`, the card shows the saving. */
  wasPrice?: MoneyValue | null;
  /** ISO date (YYYY-MM-DD) the product is estimated to ship if ordered today. */
  estimatedShipDate: string;
  /** Lead time in working days. */
  shippingDays: number;
  /** Average rating out of 5, or null when nobody has rated it yet. */
  rating: number | null;
  /** How many reviews the rating averages; shown beside the stars. */
  reviewCount: number;
  /** Whether stock has it now; otherwise the card says it is out of stock, or "Available to order" with `backorder`. */
  inStock: boolean;
  /**
   * Out of stock, but it can be ordered: its supplier restocks, and `estimatedShipDate`
   * already counts the wait. The card says "Available to order" and shows that date.
   */
  backorder?: boolean;
  /** Average FPS range across popular games at 1080p High; an estimate, labelled as such. */
  fpsRange?: FpsRange | null;
  /** Where the title links to, when the product has its own page (a build's model page). */
  href?: string;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The product's picture, above the title (`BuildCard.image`; `productCardPropsOf` passes it).
   * Decorative unless it has an `alt`: the title beside it names the build, and the card's text
   * carries every fact the picture shows.
   */
  image?: ProductImageSource | null;
  /**
   * The card is above the fold (a page's first cards): its picture loads at once at high
   * priority instead of lazily.
   * @default false
   */
  imagePriority?: boolean;
  /** Media shown above the title besides or instead of `image`, such as a badge or a video. */
  media?: ReactNode;
  /** Actions shown at the foot of the card, such as "Add to cart". */
  actions?: ReactNode;
};

/**
 * The card of SPEC §3 "Build or product card": title, price including VAT, estimated
 * ship date, rating, shipping time in days, in-stock flag and average FPS range.
 *
 * @selector [data-in-stock="true"|"false"] on the root and the stock badge
 * @selector [data-backorder] on the root and the stock badge when it can be ordered out of stock
 * @selector [data-discounted] on the root when the build is discounted
 */
export function ProductCard({
  title,
  price,
  wasPrice,
  estimatedShipDate,
  shippingDays,
  rating,
  reviewCount,
  inStock,
  backorder = false,
  fpsRange,
  href,
  headingLevel = 3,
  image,
  imagePriority,
  media,
  actions,
}: ProductCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const stockLabel = intl.formatMessage({ id: inStock ? 'productCard.inStock' : backorder ? 'productCard.backorder' : 'productCard.outOfStock' });
  const shipsOnDate = inStock || backorder;

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-in-stock={inStock}
      data-backorder={backorder || undefined}
      data-discounted={isDiscounted(price, wasPrice) || undefined}
    >
      {/* Its own img rather than the shared ProductImage: the model page's first load has no room for another chunk. */}
      {image ? (
        <img
          // src, width, height (no layout shift) and any alt.
          {...image}
          className={styles.image}
          alt={image.alt ?? ''}
          // Eager is the browser's default.
          loading={imagePriority ? undefined : 'lazy'}
          decoding="async"
          fetchPriority={imagePriority ? 'high' : undefined}
        />
      ) : null}
      {media}
      <Heading id={titleId} className={styles.title}>
        {href ? (
          <Link href={href} className={styles.titleLink}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <p className={styles.rating}>
        {rating === null ? (
          intl.formatMessage({ id: 'productCard.notRated' })
        ) : (
          <>
            <span className={styles.stars} aria-hidden="true">
              {'★'.repeat(Math.round(rating))}
              {'☆'.repeat(5 - Math.round(rating))}
            </span>
            {intl.formatMessage({ id: 'productCard.rating' }, { rating, count: reviewCount })}
          </>
        )}
      </p>
      <PriceTag price={price} wasPrice={wasPrice} />
      <span className={styles.stock} data-in-stock={inStock} data-backorder={backorder || undefined}>
        {stockLabel}
      </span>
      <dl className={styles.facts}>
        {/* A build that cannot be ordered has no ship date the shop could keep: none is promised. */}
        {shipsOnDate ? (
          <>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage({ id: 'productCard.shippingTime' })}</dt>
              <dd className={styles.factValue}>{intl.formatMessage({ id: 'productCard.shippingDays' }, { days: shippingDays })}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage({ id: 'productCard.estimatedShipDate' })}</dt>
              <dd className={styles.factValue}>
                <time dateTime={estimatedShipDate}>{intl.formatDate(estimatedShipDate, { weekday: 'short', day: 'numeric', month: 'short' })}</time>
              </dd>
            </div>
          </>
        ) : null}
        {fpsRange ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage({ id: 'productCard.averageFps' })}</dt>
            <dd className={styles.factValue}>
              {intl.formatMessage({ id: 'productCard.fpsRange' }, { min: fpsRange.min, max: fpsRange.max, same: sameValue(fpsRange) })}
            </dd>
          </div>
        ) : null}
      </dl>
      {actions}
    </article>
  );
}
