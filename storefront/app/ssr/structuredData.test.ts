import type { BuildCard, CaseModel } from '@rigsmith/kit/api';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './structuredData';

const card = (patch: Partial<BuildCard>) => ({ in_stock: false, backorder: false, ...patch }) as BuildCard;
const model = (builds: BuildCard[]) =>
  ({
    name: 'Vanguard',
    intro: 'A quiet mid-tower.',
    gallery: [],
    image: { src: '/media/vanguard.webp' },
    price_from: { amount: 104_999, currency: 'gbp' },
    rating: null,
    review_count: 0,
    builds,
  }) as unknown as CaseModel;

const availabilityOf = (builds: BuildCard[]) =>
  (productJsonLd(model(builds), 'https://rigsmith.test/models/vanguard') as { offers: { availability: string } }).offers.availability;

describe('productJsonLd availability', () => {
  it('is in stock when any build is, on backorder when one can be ordered in, else out of stock', () => {
    expect(availabilityOf([card({ in_stock: true }), card({ backorder: true })])).toBe('https://schema.org/InStock');
    expect(availabilityOf([card({}), card({ backorder: true })])).toBe('https://schema.org/BackOrder');
    expect(availabilityOf([card({}), card({})])).toBe('https://schema.org/OutOfStock');
  });
});
