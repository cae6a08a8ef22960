import { storefrontForCountry, toMajorUnits, type CountryCode, type Money } from '@rigsmith/kit/domain';
import { intlFor, translate } from '../../i18n';
import type { Email, StorefrontUrl } from './outbox';

/** An ISO date as the storefront writes it in a sentence ('27 November 2026'). */
export function longDate(country: CountryCode, iso: string): string {
  return intlFor(country).formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** An amount as the storefront writes it ('£159.99', '159,99 €'). */
export function moneyText(country: CountryCode, amount: Money): string {
  return intlFor(country).formatNumber(toMajorUnits(amount), { style: 'currency', currency: amount.currency.toUpperCase() });
}

/**
 * The email a customer gets once an order is paid (SPEC §3 "email preferences for
 * order notifications": only when they are on), in the language of the storefront the order
 * was placed on, linking to their orders.
 */
export function orderPaidEmail(options: {
  country: CountryCode;
  recipient: string;
  storefrontUrl: StorefrontUrl;
  reference: string;
  total: Money;
  estimatedShipDate: string;
  expectedDeliveryDate: string;
}): Email {
  const { country, reference, total } = options;
  const date = (iso: string) => longDate(country, iso);
  const link = options.storefrontUrl(storefrontForCountry(country).id, '/account/orders');
  const text = [
    translate(country, 'email.greeting'),
    '',
    translate(country, 'commerce.email.orderPaid.body', {
      reference,
      total: moneyText(country, total),
      shipDate: date(options.estimatedShipDate),
      deliveryDate: date(options.expectedDeliveryDate),
    }),
    link,
    '',
    translate(country, 'email.signature'),
    '',
  ].join('\n');
  return {
    recipient: options.recipient,
    kind: 'order-paid',
    subject: translate(country, 'commerce.email.orderPaid.subject', { reference }),
    text,
    links: [link],
  };
}
