import { toMajorUnits, type Money, type Storefront } from '@rigsmith/kit/domain';
import { translatorFor } from '../../i18n';
import type { Email, StorefrontUrl } from './outbox';

/** An ISO date as the storefront writes it in a sentence ('27 November 2026'). */
export function longDate(storefront: Pick<Storefront, 'locale'>, iso: string): string {
  return translatorFor(storefront).intl.formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** An amount as the storefront writes it ('£159.99', '159,99 €'). */
export function moneyText(storefront: Pick<Storefront, 'locale'>, amount: Money): string {
  return translatorFor(storefront).intl.formatNumber(toMajorUnits(amount), { style: 'currency', currency: amount.currency.toUpperCase() });
}

/**
 * The email a customer gets once an order is paid (SPEC §3 "email preferences for
 * order notifications": only when they are on), in the language of the storefront the order
 * was placed on (not the request's), linking to their orders.
 */
export function orderPaidEmail(options: {
  storefront: Storefront;
  recipient: string;
  storefrontUrl: StorefrontUrl;
  reference: string;
  total: Money;
  estimatedShipDate: string;
  expectedDeliveryDate: string;
}): Email {
  const { storefront, reference, total } = options;
  const t = translatorFor(storefront);
  const date = (iso: string) => longDate(storefront, iso);
  const link = options.storefrontUrl(storefront.id, '/account/orders');
  const text = [
    t('email.greeting'),
    '',
    t('commerce.email.orderPaid.body', {
      reference,
      total: moneyText(storefront, total),
      shipDate: date(options.estimatedShipDate),
      deliveryDate: date(options.expectedDeliveryDate),
    }),
    link,
    '',
    t('email.signature'),
    '',
  ].join('\n');
  return {
    recipient: options.recipient,
    kind: 'order-paid',
    subject: t('commerce.email.orderPaid.subject', { reference }),
    text,
    links: [link],
  };
}
