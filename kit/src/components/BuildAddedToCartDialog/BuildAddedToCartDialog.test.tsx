import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildAddedToCartDialog } from './BuildAddedToCartDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('BuildAddedToCartDialog', () => {
  it('says “Added to Cart” with the build and its price, and leads to the cart (SPEC §4)', async () => {
    const onContinue = vi.fn();
    renderWithIntl(
      <BuildAddedToCartDialog
        open
        buildName="Quiet build"
        price={{ amount: 123456, currency: 'gbp' }}
        cartHref="/checkout"
        onContinue={onContinue}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Added to Cart' });
    expect(dialog.textContent).toContain('“Quiet build” (£1,234.56) is in your cart.');
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/checkout');
    await userEvent.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderWithIntl(<BuildAddedToCartDialog open buildName="Quiet build" cartHref="/checkout" onContinue={() => {}} />, { locale: 'es-ES' });
    expect(screen.getByRole('dialog', { name: 'Añadido a la cesta' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
