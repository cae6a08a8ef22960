import { storefrontForCountry, toMajorUnits, type CountryCode, type Money } from '@rigsmith/kit/domain';
import { intlFor, translate } from '../../i18n';
import type { Email, StorefrontUrl } from './outbox';

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
  const intl = intlFor(country);
  const date = (iso: string) => intl.formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const link = options.storefrontUrl(storefrontForCountry(country).id, '/account/orders');
  const text = [
    translate(country, 'email.greeting'),
    '',
    translate(country, 'commerce.email.orderPaid.body', {
      reference,
      total: intl.formatNumber(toMajorUnits(total), { style: 'currency', currency: total.currency.toUpperCase() }),
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
