import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BuildCard } from '../../domain';
import { ProductCard } from './ProductCard';
import { productCardPropsOf } from './productCardPropsOf';
import { renderWithIntl } from '../../../test/render';

/** A build as GET api/ecommerce/builds/ lists it. */
const build: BuildCard = {
  id: 41,
  reference: 'RS-VANGUARD-5060',
  name: 'Rigsmith Vanguard RTX 5060',
  product_class: 'pc-build',
  price: { amount: 99_999, currency: 'gbp' },
  was_price: { amount: 104_999, currency: 'gbp' },
  model: 'vanguard',
  category: 'gaming-pcs/esports',
  rating: 4.6,
  review_count: 128,
  shipping_days: 3,
  estimated_ship_date: '2026-11-26',
  in_stock: false,
  fps: { min: 98, max: 164 },
  image: { src: '/api/ecommerce/products/41/picture.svg', width: 800, height: 600 },
};

describe('productCardPropsOf', () => {
  it("gives the card every fact of the API's build, and no route of its own", () => {
    expect(productCardPropsOf(build)).toEqual({
      title: 'Rigsmith Vanguard RTX 5060',
      price: { amount: 99_999, currency: 'gbp' },
      wasPrice: { amount: 104_999, currency: 'gbp' },
      estimatedShipDate: '2026-11-26',
      shippingDays: 3,
      rating: 4.6,
      reviewCount: 128,
      inStock: false,
      backorder: false,
      fpsRange: { min: 98, max: 164 },
      image: { src: '/api/ecommerce/products/41/picture.svg', width: 800, height: 600 },
    });
  });

  it('shows the build’s picture, decorative beside its name', () => {
    renderWithIntl(<ProductCard {...productCardPropsOf(build)} />);
    const card = screen.getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' });
    const picture = card.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/api/ecommerce/products/41/picture.svg');
    expect(picture.getAttribute('alt')).toBe('');
  });

  it('carries a backorder, which the card then offers with its later ship date', () => {
    renderWithIntl(<ProductCard {...productCardPropsOf({ ...build, backorder: true })} />);
    const card = screen.getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' });
    expect(within(card).getByText('Available to order')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26');
    // The discount shows: the price before it is on the card.
    expect(card.getAttribute('data-discounted')).toBe('true');
  });
});
