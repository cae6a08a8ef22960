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
  });

  it('links the title when the build has a page', () => {
    renderWithIntl(<ProductCard {...build} href="/models/vanguard" headingLevel={2} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(within(heading).getByRole('link', { name: build.title }).getAttribute('href')).toBe('/models/vanguard');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<ProductCard {...build} href="/models/vanguard" />);
    await expectNoAxeViolations(container);
  });
});
