import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { I18nProvider, mergeProps, useButton, useFocusRing, useNumberField } from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import {
  cartLineProblemMessageId,
  listedLineProblem,
  MAX_CART_LINE_AMOUNT,
  type CartLineProblem,
  type ConfiguratorSlot,
  type IncompatibleBlock,
  type Money as MoneyValue,
  type Product,
} from '../../domain';
import { Money, useIntl } from '../../i18n';
import { Button } from '../Button';
import { Link } from '../Link';
import { ConfirmDialog } from '../internal/ConfirmDialog';
import { IncompatibleNote } from '../internal/IncompatibleNote';
import { hiddenChunks } from '../internal/hiddenChunks';
import { announceAmount, useAmountAnnouncer } from '../internal/announceAmount';
import { useFocusFieldWhenStepperStops } from '../internal/useFocusFieldWhenStepperStops';
import { ProductImage, type ProductImageSource } from '../internal/ProductImage';
import { thumbnail } from '../internal/productImage.css';
import * as styles from './CartLine.css';

/** What a cart line shows of its product (a cart line of SPEC §3, as `useCart` gives it). */
export type CartLineItem = {
  product: Pick<Product, 'name' | 'reference' | 'product_class' | 'price' | 'status' | 'in_stock' | 'image'>;
  amount: number;
  /** Why it cannot be bought as it is; read from the product when not given. */
  problem?: CartLineProblem | null;
  /** A complete custom build's compatibility blockers (the cart summary's `blocks`): which rule, which parts, which step. */
  blocks?: readonly IncompatibleBlock[];
};

export type CartLineProps = {
  /** The cart line as `useCart()` gives it: the product with its unit price, the amount, and any problem to show. */
  line: CartLineItem;
  /** The line's total from the server's summary, once computed for this amount. */
  total?: MoneyValue | null;
  /** A new amount was chosen (stepper, typed, arrow keys); 1 to `maxAmount`. */
  onAmountChange: (amount: number) => void;
  /** The shopper removed the line (after confirming, for an assembly). */
  onRemove: () => void;
  /** Most units of the line. @default 10 (MAX_CART_LINE_AMOUNT) */
  maxAmount?: number;
  /** The product's own page, if it has one. */
  href?: string;
  /**
   * The product's picture, a thumbnail before its name; the line's product's own (`Product.image`)
   * when not given, none with `null`. Decorative unless it has an `alt`: the name beside it says
   * what it is, and a cart read aloud should not name every product twice.
   */
  image?: ProductImageSource | null;
  /**
   * The customiser on one step of this build, for a blocker's "Go to the step" link; without
   * it a blocker is named but not linked.
   */
  stepHref?: (step: ConfiguratorSlot) => string;
  /** Level of the product name's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** A change to this line is being saved: the line says so (`aria-busy`) and stays usable. @default false */
  isPending?: boolean;
  /** Lay the parts out yourself (`CartLine.Image`, `CartLine.Name`, `.Price`, `.Problem`, `.Quantity`, `.Total`, `.Remove`); by default all of them. */
  children?: ReactNode;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

type CartLineContextValue = CartLineProps & { nameId: string; problem: CartLineProblem | null };

const CartLineContext = /* @__PURE__ */ createContext<CartLineContextValue | null>(null);

function useCartLinePart(part: string): CartLineContextValue {
  const value = useContext(CartLineContext);
  if (!value) throw new Error(`\`CartLine.${part}\` must be used within \`CartLine\``);
  return value;
}

/**
 * One line of the cart (SPEC §3 "Cart line"): the product's name, unit price,
 * an amount stepper (react-aria NumberField: buttons, typing, arrow keys), the line's
 * total once the server computed it, and Remove — which asks first for an assembly (a PC
 * build, SPEC §4). A line that cannot be bought says why (SPEC §8): out of stock,
 * discontinued or archived, in a build's words for a build ('Some components not available');
 * a complete build that cannot be assembled names each blocker's rule and parts, with a link
 * to the customiser step that fixes it.
 *
 * @selector [data-problem="out_of_stock|discontinued|archived"] on the root when the line cannot be bought
 * @selector [data-incompatible] on the root while a compatibility blocker stops the build
 * @selector [data-product-class="pc-build|component|accessory"] on the root
 * @selector [data-pending] while a change is being saved
 */
export function CartLine(props: CartLineProps) {
  const { line, headingLevel = 3, isPending = false, children, className } = props;
  const nameId = useId();
  const problem = line.problem !== undefined ? line.problem : listedLineProblem(line.product);
  const context = { ...props, headingLevel, nameId, problem };
  return (
    <CartLineContext.Provider value={context}>
      <article
        className={[styles.line, children ? null : styles.defaultLayout, className].filter(Boolean).join(' ')}
        aria-labelledby={nameId}
        aria-busy={isPending || undefined}
        data-problem={problem ?? undefined}
        data-incompatible={(line.blocks?.length ?? 0) > 0 || undefined}
        data-product-class={line.product.product_class}
        data-pending={isPending || undefined}
      >
        {children ?? (
          <>
            <CartLineImage />
            <div className={styles.details}>
              <CartLineName />
              <CartLinePrice />
              <CartLineProblemNote />
            </div>
            <div className={styles.controls}>
              <CartLineQuantity />
              <CartLineTotal />
              <CartLineRemove />
            </div>
          </>
        )}
      </article>
    </CartLineContext.Provider>
  );
}

/** The product's picture (lazily loaded: a cart's lines sit below the fold), if it has one. */
function CartLineImage() {
  const { line, image } = useCartLinePart('Image');
  const shown = image === undefined ? line.product.image : image;
  return shown ? <ProductImage image={shown} className={`${thumbnail} ${styles.image}`} /> : null;
}

/** The product's name as the line's heading (a link to its page when it has one) and its reference. */
function CartLineName() {
  const intl = useIntl();
  const { line, href, headingLevel = 3, nameId } = useCartLinePart('Name');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.nameBlock}>
      <Heading id={nameId} className={styles.name}>
        {href ? <Link href={href}>{line.product.name}</Link> : line.product.name}
      </Heading>
      <p className={styles.reference}>
        {intl.formatMessage(
          { id: line.product.product_class === 'pc-build' ? 'cartLine.buildReference' : 'cartLine.reference' },
          { reference: line.product.reference },
        )}
      </p>
    </div>
  );
}

/** The unit price, VAT included. */
function CartLinePrice() {
  const intl = useIntl();
  const { line } = useCartLinePart('Price');
  return (
    <p className={styles.unitPrice}>
      {intl.formatMessage({ id: 'cartLine.unitPrice' }, { price: <Money key="price" value={line.product.price} /> })}
    </p>
  );
}

/** Why the line cannot be bought (SPEC §8), if it cannot: its stock or status, and a build's compatibility blockers. */
function CartLineProblemNote() {
  const intl = useIntl();
  const { line, problem, stepHref } = useCartLinePart('Problem');
  const blocks = line.blocks ?? [];
  if (!problem && blocks.length === 0) return null;
  return (
    <>
      {problem ? (
        <p className={styles.problem} data-problem={problem}>
          {intl.formatMessage({ id: cartLineProblemMessageId(problem, line.product.product_class, line.product.in_stock) }, { amount: line.amount })}
        </p>
      ) : null}
      {blocks.length > 0 ? (
        <ul className={styles.blocks} aria-label={intl.formatMessage({ id: 'cartLine.incompatible' })}>
          {blocks.map((block, index) => (
            <li key={`${block.issue.rule}-${index}`} className={styles.problem} data-rule={block.issue.rule}>
              <IncompatibleNote issue={block.issue} step={block.step} href={stepHref?.(block.step)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The amount: a number field with − and + buttons (react-aria `useNumberField`). */
function CartLineQuantity() {
  const intl = useIntl();
  const { line, onAmountChange, maxAmount = MAX_CART_LINE_AMOUNT } = useCartLinePart('Quantity');
  const name = line.product.name;
  return (
    // react-aria formats the number and reads its own strings in the shop's locale.
    <I18nProvider locale={intl.locale}>
      <QuantityField
        label={intl.formatMessage({ id: 'cartLine.amount' })}
        ariaLabel={intl.formatMessage({ id: 'cartLine.amountOf' }, { name })}
        increaseLabel={intl.formatMessage({ id: 'cartLine.increase' }, { name })}
        decreaseLabel={intl.formatMessage({ id: 'cartLine.decrease' }, { name })}
        announcement={(amount) => intl.formatMessage({ id: 'cartLine.amountAnnounced' }, { name, amount })}
        value={line.amount}
        maxValue={maxAmount}
        onChange={onAmountChange}
        locale={intl.locale}
      />
    </I18nProvider>
  );
}

type QuantityFieldProps = {
  label: string;
  ariaLabel: string;
  increaseLabel: string;
  decreaseLabel: string;
  /** What a screen reader hears after − or +, for the new amount. */
  announcement: (amount: number) => string;
  value: number;
  maxValue: number;
  onChange: (value: number) => void;
  locale: string;
};

function QuantityField({ label, ariaLabel, increaseLabel, decreaseLabel, announcement, value, maxValue, onChange, locale }: QuantityFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useAmountAnnouncer();
  const props = {
    'aria-label': ariaLabel,
    value,
    minValue: 1,
    maxValue,
    step: 1,
    formatOptions: { maximumFractionDigits: 0 },
    incrementAriaLabel: increaseLabel,
    decrementAriaLabel: decreaseLabel,
    isWheelDisabled: true,
    onChange: (next: number) => {
      // Clearing the field and leaving it gives NaN: keep the amount as it was.
      if (!Number.isFinite(next) || next === value) return;
      announceAmount(inputRef, announcement(next));
      onChange(next);
    },
  };
  const state = useNumberFieldState({ ...props, locale });
  const { groupProps, inputProps, incrementButtonProps, decrementButtonProps } = useNumberField(props, state, inputRef);
  const { focusProps, isFocusVisible } = useFocusRing({ isTextInput: true });
  const groupRef = useRef<HTMLDivElement>(null);
  useFocusFieldWhenStepperStops(groupRef, inputRef, state.canIncrement, state.canDecrement);
  return (
    <div className={styles.quantity}>
      <span className={styles.quantityLabel} aria-hidden="true">
        {label}
      </span>
      <div {...groupProps} ref={groupRef} className={styles.stepper}>
        {/* react-aria leaves the steppers out of the tab order (arrow keys step the field), but a
            keyboard user who does not know that must still reach − and + with Tab. */}
        <StepButton {...decrementButtonProps} excludeFromTabOrder={false}>
          −
        </StepButton>
        <input
          {...mergeProps(inputProps, focusProps)}
          ref={inputRef}
          className={styles.amountInput}
          data-focus-visible={isFocusVisible || undefined}
        />
        <StepButton {...incrementButtonProps} excludeFromTabOrder={false}>
          +
        </StepButton>
      </div>
    </div>
  );
}

function StepButton(props: Parameters<typeof useButton>[0] & { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button {...mergeProps(buttonProps, focusProps)} ref={ref} className={styles.stepButton} data-focus-visible={isFocusVisible || undefined}>
      <span aria-hidden="true">{props.children}</span>
    </button>
  );
}

/** The line's total, once the server's summary has it; until then nothing is guessed. */
function CartLineTotal() {
  const intl = useIntl();
  const { total } = useCartLinePart('Total');
  if (!total) return null;
  return (
    <p className={styles.total}>
      <span className={styles.totalLabel}>{intl.formatMessage({ id: 'cartLine.total' })}</span> <Money value={total} />
    </p>
  );
}

/** Remove: at once for a part; a PC build (an assembly) asks first (SPEC §4). */
function CartLineRemove() {
  const intl = useIntl();
  const { line, onRemove } = useCartLinePart('Remove');
  const [confirming, setConfirming] = useState(false);
  const buttonId = useId();
  /** Set once the removal is confirmed: the line goes, and the app decides where focus lands. */
  const removed = useRef(false);
  const isAssembly = line.product.product_class === 'pc-build';
  const name = line.product.name;
  return (
    <>
      <Button id={buttonId} variant="secondary" className={styles.remove} onPress={() => (isAssembly ? setConfirming(true) : onRemove())}>
        {intl.formatMessage({ id: 'cartLine.remove' }, { name, hidden: hiddenChunks })}
      </Button>
      {isAssembly ? (
        <ConfirmDialog
          open={confirming}
          title={intl.formatMessage({ id: 'cartLine.confirmTitle' })}
          description={intl.formatMessage({ id: 'cartLine.confirmBody' }, { name })}
          confirmLabel={intl.formatMessage({ id: 'cartLine.confirmRemove' })}
          cancelLabel={intl.formatMessage({ id: 'cartLine.keep' })}
          onCancel={() => setConfirming(false)}
          onCloseAutoFocus={(event) => {
            // Back to Remove after a cancel; after a removal the line is gone, and the app
            // moves focus (to the cart's heading, say), which the dialog must not undo.
            event.preventDefault();
            if (!removed.current) document.getElementById(buttonId)?.focus();
          }}
          onConfirm={() => {
            removed.current = true;
            setConfirming(false);
            onRemove();
          }}
        />
      ) : null}
    </>
  );
}

CartLine.Image = CartLineImage;
CartLine.Name = CartLineName;
CartLine.Price = CartLinePrice;
CartLine.Problem = CartLineProblemNote;
CartLine.Quantity = CartLineQuantity;
CartLine.Total = CartLineTotal;
CartLine.Remove = CartLineRemove;
