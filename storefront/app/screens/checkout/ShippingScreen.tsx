import { useEffect } from 'react';
import type { ComponentProps } from 'react';
import { CartSummary, Money, ShippingForm, useIntl, type ShippingDraft, type ShippingFormValues } from '@rigsmith/kit';
import {
  useAccount,
  useApiPlaceProvider,
  useCart,
  useCartSummary,
  useCoupon,
  usePlaceOrder,
  useShippingAddresses,
  useShippingCountries,
  useTabDraft,
} from '@rigsmith/kit/hooks';
import { checkoutStagePath, recalculatesSummaryAt } from '@rigsmith/kit/domain';
import type { ShippingAddress } from '@rigsmith/kit/api';
import { useStorefront } from '../../routing/StorefrontContext';
import { useStorefrontNavigate } from '../../routing/useStorefrontNavigate';
import { serverErrorOf } from '../account/serverError';
import { CheckoutFrame } from './CheckoutFrame';
import { addressEnquiryHref } from '../support/addressEnquiry';
import { forgetCheckoutReturn, pendingCheckoutReturn } from '../../shared/checkoutReturn';
import * as styles from './checkout.css';

/** The tab's key for a half-typed shipping step, kept until the order is placed. */
export const SHIPPING_DRAFT_KEY = 'rigsmith.shipping-draft.v1';

/** What sessionStorage gives back is only used if it still has the draft's shape. */
function isShippingDraft(value: unknown): value is ShippingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<ShippingDraft>;
  return (
    (draft.choice === 'new' || typeof draft.choice === 'number') &&
    (draft.phone === null || typeof draft.phone === 'string') &&
    (draft.newAddress === null || typeof draft.newAddress === 'object') &&
    (draft.addressForm === null || typeof draft.addressForm === 'object')
  );
}

/** One customer's draft is not another's, should they sign in on the same tab. */
const draftKeyOf = (accountId: number) => `${SHIPPING_DRAFT_KEY}:${accountId}`;

function clearDraft(accountId: number | undefined) {
  if (accountId === undefined) return;
  try {
    globalThis.sessionStorage?.removeItem(draftKeyOf(accountId));
  } catch {
    // Blocked storage kept nothing to clear.
  }
}

/** The kit's form, started from and kept in the tab's draft of this customer. */
function DraftedShippingForm({ accountId, ...props }: Omit<ComponentProps<typeof ShippingForm>, 'draft' | 'onDraftChange'> & { accountId: number }) {
  const draft = useTabDraft(draftKeyOf(accountId), isShippingDraft);
  return <ShippingForm {...props} draft={draft.initial} onDraftChange={draft.save} />;
}

/** The default address first, then the rest as saved. */
const inOrder = (addresses: readonly ShippingAddress[]) => [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));

/**
 * SPEC §2 /checkout/shipping, stage 2 (sign-in required): choose or add the
 * delivery address (listed countries only, at most six saved), a phone number with its +
 * prefix, then 'Continue to payment', which places the order (POST to_order with the
 * applied coupon and an idempotency key) and goes on to pay it. The summary is not
 * recalculated here (SPEC §4). A refusal is shown by the form; nothing chosen is lost, not
 * even by a reload: the step is kept in the tab's sessionStorage until the order is placed.
 */
export function ShippingScreen() {
  const intl = useIntl();
  const storefront = useStorefront();
  const navigate = useStorefrontNavigate();
  const cart = useCart();
  const summary = useCartSummary({ paused: !recalculatesSummaryAt(2) });
  const coupon = useCoupon();
  const account = useAccount();
  const addresses = useShippingAddresses();
  const placeProvider = useApiPlaceProvider();
  const countries = useShippingCountries();
  const placeOrder = usePlaceOrder();
  const title = intl.formatMessage({ id: 'checkout.shipping.title' });
  // Back from registering mid-checkout (maybe in the emailed link's tab): the coupon comes too.
  useEffect(() => {
    const back = pendingCheckoutReturn();
    if (!back) return;
    if (back.coupon && !coupon.applied) {
      coupon.setValue(back.coupon);
      coupon.apply();
    }
    forgetCheckoutReturn();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately narrower dependencies, as the comment above says
  }, []);
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  const submit = async (values: ShippingFormValues) => {
    try {
      const order = await placeOrder.place({ ...values, coupon: coupon.applied });
      clearDraft(account.data?.id);
      navigate(checkoutStagePath(3, order.id));
    } catch {
      // usePlaceOrder keeps the error; the form shows it.
    }
  };

  let form;
  if (addresses.error && !addresses.data) {
    form = (
      <p role="alert" className={styles.notice} data-tone="error">
        {intl.formatMessage({ id: 'checkout.shipping.addressesError' })}
      </p>
    );
  } else if (!addresses.data || !account.data || countries.length === 0) {
    form = (
      <p role="status" className={styles.notice}>
        {intl.formatMessage({ id: 'checkout.shipping.loading' })}
      </p>
    );
  } else {
    form = (
      <DraftedShippingForm
        key={account.data.id}
        accountId={account.data.id}
        addresses={inOrder(addresses.data)}
        countries={countries}
        defaultCountry={storefront.country}
        placeProvider={placeProvider}
        defaultPhone={account.data.phone_number || undefined}
        supportHref={(address) => addressEnquiryHref(address, countryName)}
        onSubmit={submit}
        isSubmitting={placeOrder.isPlacing}
        serverError={placeOrder.error ? serverErrorOf(placeOrder.error, intl) : null}
      />
    );
  }

  return (
    <CheckoutFrame stage={2} title={title}>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby="shipping-heading">
          <h2 id="shipping-heading" className={styles.sectionHeading}>
            {intl.formatMessage({ id: 'checkout.shipping.heading' })}
          </h2>
          {form}
        </section>
        <div className={styles.column}>
          <CartSummary summary={summary.data} hasError={Boolean(summary.error) && !summary.data} collapsible />
          <section className={styles.panel} aria-labelledby="shipping-items">
            <h2 id="shipping-items" className={styles.panelHeading}>
              {intl.formatMessage({ id: 'checkout.shipping.items' }, { count: cart.count })}
            </h2>
            <ul className={styles.recap}>
              {cart.lines.map((line) => (
                <li key={line.id} className={styles.recapLine}>
                  {/* Decorative: the product's name follows it. */}
                  {line.product.image ? (
                    <img
                      className={styles.recapImage}
                      src={line.product.image.src}
                      width={line.product.image.width}
                      height={line.product.image.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <span className={styles.recapName}>
                    {intl.formatMessage({ id: 'checkout.recapLine' }, { amount: line.amount, name: line.product.name })}
                  </span>
                  {line.total ? <Money value={line.total} /> : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </CheckoutFrame>
  );
}
