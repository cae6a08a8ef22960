import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PriceTag, isDiscounted } from './PriceTag';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const gbp = (amount: number) => ({ amount, currency: 'gbp' as const });

describe('isDiscounted', () => {
  it('is true only for a higher price in the same currency', () => {
    expect(isDiscounted(gbp(100), gbp(150))).toBe(true);
    expect(isDiscounted(gbp(100), gbp(100))).toBe(false);
    expect(isDiscounted(gbp(100), gbp(90))).toBe(false);
    expect(isDiscounted(gbp(100), { amount: 150, currency: 'eur' })).toBe(false);
    expect(isDiscounted(gbp(100), null)).toBe(false);
    expect(isDiscounted(gbp(100), undefined)).toBe(false);
  });
});

describe('PriceTag', () => {
  it('shows a plain price including VAT', () => {
    const { container } = renderWithIntl(<PriceTag price={gbp(104_999)} />);
    expect(screen.getByText('£1,049.99')).toBeTruthy();
    expect(screen.getByText('incl. VAT')).toBeTruthy();
    expect(container.querySelector('[data-discounted]')).toBeNull();
  });

  it('can leave out the VAT note', () => {
    renderWithIntl(<PriceTag price={gbp(104_999)} showVatNote={false} />);
    expect(screen.queryByText('incl. VAT')).toBeNull();
  });

  it('shows a discount as was/now with the saving', () => {
    const { container } = renderWithIntl(<PriceTag price={gbp(89_999)} wasPrice={gbp(99_999)} />);
    expect(container.querySelector('p')?.getAttribute('data-discounted')).toBe('true');
    expect(screen.getByText('Was £999.99, now £899.99')).toBeTruthy();
    expect(screen.getByText('Save £100.00')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('£999.99');
  });

  it('reads the saving in French', () => {
    renderWithIntl(<PriceTag price={{ amount: 105_000, currency: 'eur' }} wasPrice={{ amount: 115_000, currency: 'eur' }} />, {
      locale: 'fr-FR',
    });
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'Avant 1 150,00 €, maintenant 1 050,00 €')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === 'Économisez 100,00 €')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<PriceTag price={gbp(89_999)} wasPrice={gbp(99_999)} />);
    await expectNoAxeViolations(container);
  });
});
