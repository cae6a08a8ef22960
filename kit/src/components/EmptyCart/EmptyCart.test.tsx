import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EmptyCart } from './EmptyCart';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('EmptyCart', () => {
  it('says the cart is empty and where to shop', async () => {
    const { container } = renderWithIntl(<EmptyCart shopHref="/gaming-pcs" builderHref="/custom-pc-builder/customiser" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse gaming PCs' }).getAttribute('href')).toBe('/gaming-pcs');
    expect(screen.getByRole('link', { name: 'Build your own PC' }).getAttribute('href')).toBe('/custom-pc-builder/customiser');
    await expectNoAxeViolations(container);
  });

  it('leaves out the builder link without a builder', () => {
    renderWithIntl(<EmptyCart shopHref="/gaming-pcs" />, { locale: 'it-IT' });
    expect(screen.getByRole('heading', { name: 'Il tuo carrello è vuoto' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
