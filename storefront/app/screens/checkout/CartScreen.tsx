import { AccessoriesUpsell, Button, CartLine, CartSummary, CouponField, EmptyCart, useIntl, type UpsellAccessory } from '@rigsmith/kit';
import { useCart, useCartLine, useCartSummary, useCheckout, useCoupon, useParts, useSession } from '@rigsmith/kit/hooks';
import type { ConfiguratorSlot } from '@rigsmith/kit/domain';
import { useStorefrontNavigate } from '../../routing/useStorefrontNavigate';
import { AddToCartProvider, useAddToCart } from '../../commerce/AddToCart';
import { CheckoutFrame } from './CheckoutFrame';
import { useFocusAfter } from '../../shared/useFocusAfter';
import { editDraftHref, guestBuildHref } from '../../shared/customiserPaths';
import * as styles from './checkout.css';

/** How many accessories the upsell offers. */
const UPSELL_SIZE = 4;

/**
 * SPEC §2 /checkout, stage 0: the cart's lines with their amounts, the voucher
 * field, the order summary (recalculated 450 ms after a change, at most 1 s), 'Secure
 * checkout', an accessories upsell, and the empty-cart stub when there is nothing in it.
 * Removing a line moves focus to the cart's heading, so keyboard users are not lost.
 */
export function CartScreen() {
  return (
    <AddToCartProvider>
      <CartPage />
    </AddToCartProvider>
  );
}

/** The cart itself, inside the "Add to cart" its upsell offers. */
function CartPage() {
  const intl = useIntl();
  const navigate = useStorefrontNavigate();
  const cart = useCart();
  const summary = useCartSummary();
  const coupon = useCoupon();
  const checkout = useCheckout();
  const { status } = useSession();
  const { add, addingId } = useAddToCart();
  // After a removal the line (and its Remove button) is gone: focus goes to the cart's heading.
  const { ref: headingRef, request: focusHeading } = useFocusAfter<HTMLHeadingElement>(cart.lines.length);
  const accessories = useParts({ category: 'accessory', sort: 'bestselling', in_stock: true, per_page: UPSELL_SIZE });
  const title = intl.formatMessage({ id: 'checkout.cart.title' });

  const upsell: UpsellAccessory[] = (accessories.data?.items ?? []).map((part) => ({
    id: part.product_id,
    name: part.name,
    price: part.price,
    inStock: part.in_stock,
  }));
  const upsellSection = (
    <AccessoriesUpsell
      accessories={upsell}
      onAdd={(id) => void add({ id, name: upsell.find((item) => item.id === id)?.name ?? '' })}
      addingId={addingId}
      inCartIds={cart.lines.map((line) => line.product.id)}
    />
  );

  let body;
  if (cart.status === 'loading') {
    body = (
      <p role="status" className={styles.notice}>
        {intl.formatMessage({ id: 'checkout.cart.loading' })}
      </p>
    );
  } else if (cart.status === 'error') {
    body = (
      <p role="alert" className={styles.notice} data-tone="error">
        {intl.formatMessage({ id: 'checkout.cartError' })}
      </p>
    );
  } else if (cart.lines.length === 0) {
    body = (
      <>
        <EmptyCart shopHref="/gaming-pcs" builderHref="/custom-pc-builder/customiser" />
        {upsellSection}
      </>
    );
  } else {
    const blocked = cart.lines.some((line) => line.problem !== null) || summary.data?.orderable === false;
    const secureCheckout = () => {
      checkout.completeStage(0);
      navigate(status === 'signed-in' ? '/checkout/shipping' : '/checkout/auth');
    };
    body = (
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby="cart-lines-heading">
          <h2 id="cart-lines-heading" ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
            {intl.formatMessage({ id: 'checkout.cart.items' }, { count: cart.count })}
          </h2>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={line.id}>
                <CartScreenLine id={line.id} onRemove={focusHeading} />
              </li>
            ))}
          </ul>
        </section>
        {/* Before the upsell in the page, so a phone shows the total and 'Secure checkout' right
            after the lines; on a wide screen the upsell sits under the lines instead. */}
        <div className={`${styles.column} ${styles.summaryColumn}`}>
          <CartSummary summary={summary.data} isStale={summary.isStale} hasError={Boolean(summary.error) && !summary.data} collapsible />
          <CouponField
            value={coupon.value}
            onValueChange={coupon.setValue}
            status={coupon.status}
            appliedCode={coupon.applied}
            onApply={coupon.apply}
            onRemove={coupon.remove}
          />
          {blocked ? (
            <p className={styles.notice} data-tone="error" id="cart-blocked">
              {intl.formatMessage({ id: 'checkout.cart.blocked' })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button isDisabled={blocked} onPress={secureCheckout} aria-describedby={blocked ? 'cart-blocked' : undefined}>
              {intl.formatMessage({ id: 'checkout.cart.secureCheckout' })}
            </Button>
          </div>
        </div>
        <div className={styles.upsellColumn}>{upsellSection}</div>
      </div>
    );
  }

  return (
    <CheckoutFrame stage={0} title={title}>
      {body}
    </CheckoutFrame>
  );
}

/**
 * One line of the cart screen: its total, problem and a build's blockers come with it from
 * the cart (the summary's, when computed for its current amount; SPEC §8 "Cart line").
 */
function CartScreenLine({ id, onRemove }: { id: number; onRemove: () => void }) {
  const line = useCartLine(id);
  if (!line) return null;
  const { id: productId, public_id: publicId } = line.product;
  // A blocked build goes back to the customiser on the step that fixes it: a customer's own
  // build opens as their draft by product id; a guest's build, in a guest's cart or merged
  // into a customer's at sign-in (never their draft), by its public id.
  const stepHref = line.ownBuild
    ? (step: ConfiguratorSlot) => editDraftHref(productId, step)
    : publicId
      ? (step: ConfiguratorSlot) => guestBuildHref(publicId, step)
      : undefined;
  return (
    <CartLine
      line={line}
      total={line.total}
      stepHref={stepHref}
      onAmountChange={(amount) => void line.setAmount(amount)}
      onRemove={() => {
        onRemove();
        void line.remove();
      }}
    />
  );
}
