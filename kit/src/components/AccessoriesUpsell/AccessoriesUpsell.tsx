import { useId, useLayoutEffect, useRef } from 'react';
import type { Money as MoneyValue } from '../../domain';
import { Money, useIntl } from '../../i18n';
import { Button } from '../Button';
import { hiddenChunks } from '../internal/hiddenChunks';
import * as styles from './AccessoriesUpsell.css';

/** An accessory offered beside the cart (a part of the 'accessory' category, as the parts listing gives it). */
export type UpsellAccessory = {
  /** The product id `useCart().add` takes. */
  id: number;
  name: string;
  price: MoneyValue;
  inStock: boolean;
};

export type AccessoriesUpsellProps = {
  /** The accessories offered with the build, each with its price and an "Add to cart" button, in the order to show them. */
  accessories: readonly UpsellAccessory[];
  /** "Add to cart" was pressed on an accessory. */
  onAdd: (id: number) => void;
  /** The accessory being added: its button is pending. */
  addingId?: number | null;
  /** Accessories already in the cart: their button says so and is disabled. */
  inCartIds?: readonly number[];
  /** Level of the section's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * SPEC §2 "an accessories upsell": a few accessories (keyboard, mouse, headset…) to add to
 * the cart with one press. Out-of-stock ones are not offered. Renders nothing without any.
 * When a focused button turns into a disabled "In your cart", focus moves to the section's heading.
 *
 * @selector [data-in-cart] on an accessory already in the cart
 */
export function AccessoriesUpsell({ accessories, onAdd, addingId = null, inCartIds = [], headingLevel = 2, className }: AccessoriesUpsellProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const offered = accessories.filter((accessory) => accessory.inStock);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // An accessory's button turns into a disabled "In your cart" once the cart has it — often
  // while it (or, once the app's notice closes, again) has keyboard focus, which a disabled
  // button drops to the page's body. Focus goes to the section's heading instead, so the
  // shopper stays where they were. A layout effect: before the browser moves focus off.
  const inCartKey = inCartIds.join(',');
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && active.disabled && section.current?.contains(active)) heading.current?.focus();
  }, [inCartKey]);
  if (offered.length === 0) return null;
  return (
    <section ref={section} aria-labelledby={titleId} className={className ? `${styles.upsell} ${className}` : styles.upsell}>
      <Heading ref={heading} id={titleId} tabIndex={-1} className={styles.title}>
        {intl.formatMessage({ id: 'upsell.title' })}
      </Heading>
      <ul className={styles.list}>
        {offered.map((accessory) => {
          const inCart = inCartIds.includes(accessory.id);
          return (
            <li key={accessory.id} className={styles.item} data-in-cart={inCart || undefined}>
              <ItemHeading className={styles.name}>{accessory.name}</ItemHeading>
              <p className={styles.price}>
                <Money value={accessory.price} />
              </p>
              <Button variant="secondary" isPending={addingId === accessory.id} isDisabled={inCart} onPress={() => onAdd(accessory.id)}>
                {intl.formatMessage({ id: inCart ? 'upsell.inCart' : 'upsell.add' }, { name: accessory.name, hidden: hiddenChunks })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
