import { storefronts, type Storefront } from '@rigsmith/kit/domain';
import { describe, expect, it } from 'vitest';
import adminDeDE from '../../messages/admin/de-DE.json';
import adminEnGB from '../../messages/admin/en-GB.json';
import adminEsES from '../../messages/admin/es-ES.json';
import adminFrFR from '../../messages/admin/fr-FR.json';
import adminItIT from '../../messages/admin/it-IT.json';
import { orderStatusEmail, type OrderStatusNews } from './order-status-email';

/**
 * Every status email in every storefront's language (5 × 4): the subject is the
 * catalogue's for that language, the body carries the facts of the step — the carrier's
 * tracking link, the review link on the customer's own storefront, the refund in the
 * storefront's money format — and dates are written the storefront's way.
 */

const catalogues = { 'en-GB': adminEnGB, 'fr-FR': adminFrFR, 'it-IT': adminItIT, 'es-ES': adminEsES, 'de-DE': adminDeDE } as const;

/** How each language writes 2 December 2026 and €/£ 1,234.50. */
const written: Record<Storefront['locale'], { date: string; amount: string }> = {
  'en-GB': { date: '2 December 2026', amount: '£1,234.50' },
  'fr-FR': { date: '2 décembre 2026', amount: '1\u202f234,50\u00a0€' },
  'it-IT': { date: '2 dicembre 2026', amount: '1234,50\u00a0€' },
  'es-ES': { date: '2 de diciembre de 2026', amount: '1234,50\u00a0€' },
  'de-DE': { date: '2. Dezember 2026', amount: '1.234,50\u00a0€' },
};

type Case = { news: OrderStatusNews; subject: keyof typeof adminEnGB; expect: (text: string, links: string[], storefront: Storefront) => void };

const cases: Case[] = [
  {
    news: { kind: 'order-confirmed' },
    subject: 'admin.email.orderConfirmed.subject',
    expect: (text, links, storefront) => {
      expect(text).toContain(written[storefront.locale].date);
      expect(links).toEqual([`https://shop.example${storefront.pathPrefix}/account/orders`]);
    },
  },
  {
    news: { kind: 'order-shipped', carrier: 'dhl', trackingNumber: 'JD014600003828' },
    subject: 'admin.email.orderShipped.subject',
    expect: (text, links) => {
      expect(text).toContain('DHL');
      expect(text).toContain('JD014600003828');
      expect(links).toEqual(['https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600003828']);
    },
  },
  {
    news: { kind: 'order-delivered', deliveredOn: '2026-12-02' },
    subject: 'admin.email.orderDelivered.subject',
    expect: (text, links, storefront) => {
      expect(text).toContain(written[storefront.locale].date);
      expect(links).toEqual([`https://shop.example${storefront.pathPrefix}/order/review?order=42`]);
    },
  },
  {
    news: {
      kind: 'order-cancelled',
      reason: 'Part discontinued',
      refund: { amount: { amount: 1234_50, currency: 'eur' }, last4: '4242', reference: 'sbx_re_1' },
    },
    subject: 'admin.email.orderCancelled.subject',
    expect: (text, _links, storefront) => {
      expect(text).toContain('Part discontinued');
      expect(text).toContain('4242');
      expect(text).toContain('sbx_re_1');
      // The refund is in euros here whatever the storefront: a pound storefront writes euros its way.
      if (storefront.locale !== 'en-GB') expect(text).toContain(written[storefront.locale].amount);
      else expect(text).toContain('€1,234.50');
    },
  },
];

describe.each(Object.values(storefronts))('status emails on the $id storefront', (storefront) => {
  it.each(cases)('$news.kind', ({ news, subject, expect: check }) => {
    const email = orderStatusEmail({
      ...news,
      storefront,
      recipient: 'ada@example.com',
      storefrontUrl: (id, path) => `https://shop.example${storefronts[id].pathPrefix}${path}`,
      orderId: 42,
      reference: 'RS-2026-000042',
      estimatedShipDate: '2026-12-02',
      expectedDeliveryDate: '2026-12-05',
    });
    expect(email.kind).toBe(news.kind);
    expect(email.recipient).toBe('ada@example.com');
    expect(email.subject).toBe(catalogues[storefront.locale][subject].replace('{reference}', 'RS-2026-000042'));
    expect(email.text).toContain('RS-2026-000042');
    for (const link of email.links) expect(email.text).toContain(link);
    check(email.text, email.links, storefront);
  });
});
