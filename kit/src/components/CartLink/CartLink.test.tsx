import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CartLink } from './CartLink';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('CartLink', () => {
  it.each([
    [0, 'Cart, empty'],
    [1, 'Cart, 1 item'],
    [3, 'Cart, 3 items'],
  ])('with %i units is named “%s”', async (count, name) => {
    const { container } = renderWithIntl(<CartLink count={count} />);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/checkout');
    expect(link.textContent).toBe(`Cart${count}`);
    await expectNoAxeViolations(container);
  });

  it('is marked current on the cart page, in the shop’s language', () => {
    renderWithIntl(<CartLink count={2} isCurrent />, { locale: 'fr-FR' });
    expect(screen.getByRole('link', { name: 'Panier, 2 articles' }).getAttribute('aria-current')).toBe('page');
  });
});
