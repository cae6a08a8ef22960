import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const build: ProductCardProps = {
  title: 'Rigsmith Vanguard RTX 5060',
  price: { amount: 104_999, currency: 'gbp' },
  estimatedShipDate: '2026-11-26',
  shippingDays: 3,
  rating: 4.6,
  reviewCount: 128,
  inStock: true,
  fpsRange: { min: 98, max: 164 },
};

describe('ProductCard', () => {
  it('shows every fact of the card in the storefront language and currency', () => {
    renderWithIntl(<ProductCard {...build} />);
    const card = screen.getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' });
    expect(within(card).getByText('£1,049.99')).toBeTruthy();
    expect(within(card).getByText('incl. VAT')).toBeTruthy();
    expect(within(card).getByText('Rated 4.6 out of 5 (128 reviews)')).toBeTruthy();
    expect(within(card).getByText('In stock')).toBeTruthy();
    expect(within(card).getByText('3 days')).toBeTruthy();
    expect(within(card).getByText('98–164 FPS')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26');
    expect(card.getAttribute('data-in-stock')).toBe('true');
  });

  it('gives one figure when both ends of the FPS range meet (a capped game)', () => {
    renderWithIntl(<ProductCard {...build} fpsRange={{ min: 360, max: 360 }} />, { locale: 'de-DE' });
    expect(screen.getByText('360 FPS')).toBeTruthy();
    expect(screen.queryByText(/360–360/)).toBeNull();
  });

  it('formats euros the French way', () => {
    renderWithIntl(<ProductCard {...build} price={{ amount: 124_999, currency: 'eur' }} />, { locale: 'fr-FR' });
    // Intl uses narrow no-break spaces in French numbers.
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '1 249,99 €')).toBeTruthy();
    expect(screen.getByText('En stock')).toBeTruthy();
  });

  it('says when a build is out of stock or not yet rated', () => {
    renderWithIntl(<ProductCard {...build} inStock={false} rating={null} reviewCount={0} fpsRange={null} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('Not yet rated')).toBeTruthy();
    expect(screen.queryByText(/FPS$/)).toBeNull();
    // No ship date is promised for what cannot ship.
    expect(screen.queryByText('Estimated ship date')).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it('says when a build out of stock can still be ordered, with its later ship date', () => {
    renderWithIntl(<ProductCard {...build} inStock={false} backorder shippingDays={12} estimatedShipDate="2026-12-09" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Available to order')).toBeTruthy();
    expect(within(card).queryByText('Out of stock')).toBeNull();
    expect(within(card).getByText('12 days')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-09');
    expect(card.getAttribute('data-backorder')).toBe('true');
  });

  it('links the title when the build has a page', () => {
    renderWithIntl(<ProductCard {...build} href="/models/vanguard" headingLevel={2} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(within(heading).getByRole('link', { name: build.title }).getAttribute('href')).toBe('/models/vanguard');
  });

  describe('Image', () => {
    const image = { src: '/api/ecommerce/products/41/picture.svg', width: 800, height: 600 };

    it('shows the picture with its dimensions, lazily loaded and decorative beside the title', () => {
      const { container } = renderWithIntl(<ProductCard {...build} image={image} />);
      const picture = container.querySelector('img')!;
      expect(picture.getAttribute('src')).toBe(image.src);
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['800', '600']);
      expect(picture.getAttribute('alt')).toBe('');
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('decoding')).toBe('async');
      expect(picture.getAttribute('fetchpriority')).toBeNull();
      // Decorative: the card is named by its title alone.
      expect(screen.getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' })).toBeTruthy();
    });

    it('loads the first card’s picture at once and at high priority', () => {
      const { container } = renderWithIntl(<ProductCard {...build} image={image} imagePriority />);
      const picture = container.querySelector('img')!;
      expect(picture.getAttribute('loading')).toBeNull();
      expect(picture.getAttribute('fetchpriority')).toBe('high');
    });

    it('gives a picture with its own text alternative to screen readers', () => {
      renderWithIntl(<ProductCard {...build} image={{ ...image, alt: 'Le Vanguard noir, vu de côté' }} />, { locale: 'fr-FR' });
      expect(screen.getByRole('img', { name: 'Le Vanguard noir, vu de côté' })).toBeTruthy();
    });

    it('shows no picture without one', () => {
      const { container } = renderWithIntl(<ProductCard {...build} image={null} />);
      expect(container.querySelector('img')).toBeNull();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<ProductCard {...build} image={image} />);
      await expectNoAxeViolations(container);
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<ProductCard {...build} href="/models/vanguard" />);
    await expectNoAxeViolations(container);
  });

  describe('Discounted', () => {
    const discounted = { ...build, price: { amount: 249_999, currency: 'gbp' as const }, wasPrice: { amount: 264_999, currency: 'gbp' as const } };

    it('strikes through the old price, reads "Was …, now …" and shows the saving', () => {
      renderWithIntl(<ProductCard {...discounted} />);
      const card = screen.getByRole('article');
      expect(card.getAttribute('data-discounted')).toBe('true');
      expect(within(card).getByText('Was £2,649.99, now £2,499.99')).toBeTruthy();
      expect(within(card).getByText('£2,649.99').tagName).toBe('S');
      expect(within(card).getByText('£2,499.99')).toBeTruthy();
      expect(within(card).getByText('Save £150.00')).toBeTruthy();
      // The two bare amounts are hidden from screen readers, which hear the sentence instead.
      expect(within(card).getByText('£2,649.99').closest('[aria-hidden="true"]')).not.toBeNull();
    });

    it('ignores a "was" price that is not higher, or in another currency', () => {
      renderWithIntl(<ProductCard {...build} wasPrice={build.price} />);
      expect(screen.getByRole('article').hasAttribute('data-discounted')).toBe(false);
      expect(screen.queryByText(/^Save/)).toBeNull();
      renderWithIntl(<ProductCard {...build} wasPrice={{ amount: 999_999, currency: 'eur' }} />);
      expect(screen.queryByText(/^Was/)).toBeNull();
    });

    it('speaks the shopper language', () => {
      renderWithIntl(<ProductCard {...discounted} price={{ amount: 292_499, currency: 'eur' }} wasPrice={{ amount: 309_999, currency: 'eur' }} />, {
        locale: 'de-DE',
      });
      expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'Vorher 3.099,99 €, jetzt 2.924,99 €')).toBeTruthy();
      expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'Sie sparen 175,00 €')).toBeTruthy();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<ProductCard {...discounted} href="/models/titan" />);
      await expectNoAxeViolations(container);
    });
  });
});
