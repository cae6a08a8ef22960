import { useId, type MouseEvent } from 'react';
import { mergeProps, useFocusRing } from 'react-aria';
import { keySpecsOf, PC_BUILD_MAX_AMOUNT, type PartOffer } from '../../domain';
import { useIntl } from '../../i18n';
import { Money } from '../../i18n/Money';
import { AmountField } from '../internal/AmountField';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import { ProductImage, type ProductImageSource } from '../internal/ProductImage';
import { thumbnail } from '../internal/productImage.css';
import * as styles from './PartCard.css';

export type PartCardProps = {
  /** The part as the shop offers it: facts, price, stock, lead time. */
  part: PartOffer;
  /**
   * `single`: a radio-like choice among the step's parts (one processor, one case);
   * `multi`: an amount stepper (memory kits, drives, fan packs).
   */
  selection: 'single' | 'multi';
  /** The radio group's name, shared by the step's cards (`single`). */
  name?: string;
  /** Whether this part is the step's choice (`single`). @default false */
  isSelected?: boolean;
  /** Chosen (`single`). */
  onSelect?: () => void;
  /** How many are in the build (`multi`). @default 0 */
  amount?: number;
  /** A new amount (`multi`); 0 takes the part out. */
  onAmountChange?: (amount: number) => void;
  /** Most units of the part in the build (`multi`): the stepper stops there. @default 8 */
  maxAmount?: number;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
  /**
   * The part's picture; the offer's own (`PartOffer.image`, its category's picture) when not
   * given, none with `null`. Decorative unless it has an `alt`: the name labelling the choice
   * says what the part is, and a step lists dozens of cards a screen reader would otherwise
   * announce a picture for.
   */
  image?: ProductImageSource | null;
};

/**
 * A part in a customiser step: name, key specs, price including VAT, stock and
 * dispatch time, and the choice: a native radio for one-part steps (arrow keys move the
 * choice within the step's group), or a quantity stepper for the others. The card's
 * details describe the radio, so a screen reader hears them with the name; a click
 * anywhere on a card chooses it.
 *
 * @selector [data-selected] on the root when chosen (or its amount is above 0)
 * @selector [data-in-stock="true|false"] on the root
 * @selector [data-focus-visible] on the root while its radio has keyboard focus
 */
export function PartCard({
  part,
  selection,
  name,
  isSelected = false,
  onSelect,
  amount = 0,
  onAmountChange,
  maxAmount = PC_BUILD_MAX_AMOUNT,
  className,
  image,
}: PartCardProps) {
  const intl = useIntl();
  const inputId = useId();
  const detailsId = useId();
  const { focusProps, isFocusVisible } = useFocusRing();
  const selected = selection === 'single' ? isSelected : amount > 0;
  const specs = keySpecsOf(part);
  const picture = image === undefined ? part.image : image;

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // Only clicks on the card itself: the radio, its label and the stepper handle their own.
    if (selection !== 'single' || isSelected) return;
    if ((event.target as HTMLElement).closest('input, label, button')) return;
    onSelect?.();
  };

  return (
    // The click is a mouse convenience; the radio is the keyboard and screen-reader control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the radio inside takes the keyboard
    <div
      className={className ? `${styles.card} ${className}` : styles.card}
      data-selected={selected || undefined}
      data-in-stock={part.in_stock}
      data-backorder={part.backorder || undefined}
      data-selection={selection}
      data-focus-visible={isFocusVisible || undefined}
      data-part={part.id}
      onClick={onCardClick}
    >
      {picture ? <ProductImage image={picture} className={thumbnail} /> : null}
      <div className={styles.header}>
        {selection === 'single' ? (
          <input
            {...mergeProps(focusProps, { onChange: () => onSelect?.() })}
            id={inputId}
            type="radio"
            name={name}
            value={String(part.product_id)}
            checked={isSelected}
            className={styles.radio}
            aria-describedby={detailsId}
          />
        ) : null}
        {selection === 'single' ? (
          <label htmlFor={inputId} className={styles.name}>
            {part.name}
          </label>
        ) : (
          <span className={styles.name}>{part.name}</span>
        )}
      </div>
      <div id={detailsId} className={styles.details}>
        <ul className={styles.specs} aria-label={intl.formatMessage({ id: 'configurator.partCard.specs' })}>
          {specs.map((spec) => (
            <li key={spec.id}>{intl.formatMessage({ id: spec.id }, spec.values)}</li>
          ))}
        </ul>
        {/* Buyers' reviews (SPEC §3 "Review"); an unrated part shows nothing rather than "no reviews" on every card. */}
        {part.review_count ? <RatingSummary rating={part.rating ?? null} reviewCount={part.review_count} size="small" /> : null}
        <p className={styles.offer}>
          <Money value={part.price} className={styles.price} />
          <span className={styles.stock} data-in-stock={part.in_stock} data-backorder={part.backorder || undefined}>
            {intl.formatMessage({
              id: part.in_stock
                ? 'configurator.partCard.inStock'
                : part.backorder
                  ? 'configurator.partCard.backorder'
                  : 'configurator.partCard.outOfStock',
            })}
          </span>
          <span className={styles.dispatch}>{intl.formatMessage({ id: 'configurator.partCard.dispatch' }, { days: part.lead_time_days })}</span>
        </p>
      </div>
      {selection === 'multi' ? (
        <AmountField
          label={intl.formatMessage({ id: 'configurator.partCard.quantity' })}
          aria-label={intl.formatMessage({ id: 'configurator.partCard.quantityOf' }, { name: part.name })}
          value={amount}
          onChange={(next) => onAmountChange?.(next)}
          announcement={(next) => intl.formatMessage({ id: 'configurator.partCard.quantityAnnounced' }, { name: part.name, amount: next })}
          maxValue={maxAmount}
        />
      ) : null}
    </div>
  );
}
