import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AccessoriesUpsell, type UpsellAccessory } from '@rigsmith/kit';
import { renderWithIntl } from '../../../kit/test/render';
import { focusBack } from './focusBack';

const accessories: UpsellAccessory[] = [
  { id: 301, name: 'Logitech K120', price: { amount: 899, currency: 'gbp' }, inStock: true },
  { id: 302, name: 'Razer DeathAdder', price: { amount: 3999, currency: 'gbp' }, inStock: true },
];

describe('focusBack', () => {
  it('gives focus back to the control pressed while it can take it', () => {
    renderWithIntl(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add to cart Logitech K120' });
    focusBack(add);
    expect(document.activeElement).toBe(add);
  });

  it('focuses the section’s heading when the pressed button became disabled (an upsell item now in the cart)', () => {
    const { rerender } = renderWithIntl(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add to cart Logitech K120' });
    rerender(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} inCartIds={[301]} />);
    expect(add).toHaveProperty('disabled', true);
    focusBack(add);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Complete your setup' }));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('focuses the page’s main heading when the pressed control is gone', () => {
    const { unmount } = renderWithIntl(
      <main id="main">
        <h1>Shopping Cart</h1>
        <AccessoriesUpsell accessories={accessories} onAdd={() => {}} />
      </main>,
    );
    const add = screen.getByRole('button', { name: 'Add to cart Logitech K120' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Shopping Cart' });
    add.remove();
    focusBack(add);
    expect(document.activeElement).toBe(heading);
    unmount();
  });
});
