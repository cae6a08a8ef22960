import { carriers, trackingUrl, type CarrierCode, type Money, type Storefront } from '@rigsmith/kit/domain';
import { translatorFor, type ServerMessageId } from '../../i18n';
import { longDate, moneyText } from './order-email';
import type { Email, StorefrontUrl } from './outbox';

/**
 * The emails a customer gets as staff move their order on (SPEC §3 "Order: tracking
 * number, delivered-on date"): confirmed, shipped with the carrier's tracking link,
 * delivered with a link to review the PC (SPEC §2 "/order/review"), cancelled by the shop
 * with the refund. They are transactional, so they go whatever the customer's order
 * notification preference, in the language of the storefront the order was placed on.
 */

type OrderFacts = {
  /** The storefront the order was placed on: the email's language and links, whoever moves the order on. */
  storefront: Storefront;
  recipient: string;
  storefrontUrl: StorefrontUrl;
  orderId: number;
  reference: string;
  estimatedShipDate: string;
  expectedDeliveryDate: string;
};

/** What happened, with what the email tells of it. */
export type OrderStatusNews =
  | { kind: 'order-confirmed' }
  | { kind: 'order-shipped'; carrier: CarrierCode; trackingNumber: string }
  | { kind: 'order-delivered'; deliveredOn: string }
  | { kind: 'order-cancelled'; reason: string; refund: { amount: Money; last4: string; reference: string } | null };

export type OrderStatusEmailInput = OrderFacts & OrderStatusNews;

type Parts = { subject: ServerMessageId; paragraphs: string[]; links: string[] };

function partsOf(input: OrderStatusEmailInput): Parts {
  const { storefront, reference } = input;
  const translator = translatorFor(storefront);
  const t = (id: ServerMessageId, values: Record<string, string | number> = {}) => translator(id, { reference, ...values });
  const ordersLink = input.storefrontUrl(storefront.id, '/account/orders');
  switch (input.kind) {
    case 'order-confirmed':
      return {
        subject: 'admin.email.orderConfirmed.subject',
        paragraphs: [t('admin.email.orderConfirmed.body', { shipDate: longDate(storefront, input.estimatedShipDate) }), ordersLink],
        links: [ordersLink],
      };
    case 'order-shipped': {
      const link = trackingUrl(input.carrier, input.trackingNumber);
      const body = t('admin.email.orderShipped.body', {
        carrier: carriers[input.carrier].name,
        trackingNumber: input.trackingNumber,
        deliveryDate: longDate(storefront, input.expectedDeliveryDate),
      });
      return { subject: 'admin.email.orderShipped.subject', paragraphs: [body, link], links: [link] };
    }
    case 'order-delivered': {
      const link = input.storefrontUrl(storefront.id, `/order/review?order=${input.orderId}`);
      const body = t('admin.email.orderDelivered.body', { deliveredOn: longDate(storefront, input.deliveredOn) });
      return { subject: 'admin.email.orderDelivered.subject', paragraphs: [body, link], links: [link] };
    }
    case 'order-cancelled': {
      const { refund } = input;
      const refundText = refund
        ? [
            t('admin.email.orderCancelled.refund', {
              amount: moneyText(storefront, refund.amount),
              last4: refund.last4,
              refundReference: refund.reference,
            }),
          ]
        : [];
      return {
        subject: 'admin.email.orderCancelled.subject',
        paragraphs: [
          t('admin.email.orderCancelled.body', { reason: input.reason }),
          ...refundText,
          t('admin.email.orderCancelled.account'),
          ordersLink,
        ],
        links: [ordersLink],
      };
    }
  }
}

export function orderStatusEmail(input: OrderStatusEmailInput): Email {
  const { reference } = input;
  const t = translatorFor(input.storefront);
  const { subject, paragraphs, links } = partsOf(input);
  const text = [t('email.greeting'), '', ...paragraphs, '', t('email.signature'), ''].join('\n');
  return { recipient: input.recipient, kind: input.kind, subject: t(subject, { reference }), text, links };
}
