import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessoriesUpsell, type UpsellAccessory } from './AccessoriesUpsell';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const accessories: UpsellAccessory[] = [
  { id: 301, name: 'Logitech K120', price: { amount: 899, currency: 'gbp' }, inStock: true },
  { id: 302, name: 'Razer DeathAdder', price: { amount: 3999, currency: 'gbp' }, inStock: true },
  { id: 303, name: 'Sold-out Headset', price: { amount: 5999, currency: 'gbp' }, inStock: false },
];

describe('AccessoriesUpsell', () => {
  it('offers in-stock accessories, each added with one press', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const { container } = renderWithIntl(<AccessoriesUpsell accessories={accessories} onAdd={onAdd} inCartIds={[302]} />);
    const section = screen.getByRole('region', { name: 'Complete your setup' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(section.textContent).not.toContain('Sold-out Headset');
    await user.click(screen.getByRole('button', { name: 'Add to cart Logitech K120' }));
    expect(onAdd).toHaveBeenCalledWith(301);
    const inCart = screen.getByRole('button', { name: 'In your cart Razer DeathAdder' });
    expect(inCart).toHaveProperty('disabled', true);
    await expectNoAxeViolations(container);
  });

  it('moves focus to its heading when the focused button turns into a disabled “In your cart”', () => {
    const { rerender } = renderWithIntl(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add to cart Logitech K120' });
    add.focus();
    rerender(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} inCartIds={[301]} />);
    expect(add).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Complete your setup' }));
  });

  it('leaves focus alone when another accessory is added', () => {
    const { rerender } = renderWithIntl(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} />);
    const other = screen.getByRole('button', { name: 'Add to cart Razer DeathAdder' });
    other.focus();
    rerender(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} inCartIds={[301]} />);
    expect(document.activeElement).toBe(other);
  });

  it('shows the accessory being added as pending', () => {
    renderWithIntl(<AccessoriesUpsell accessories={accessories} onAdd={() => {}} addingId={301} />);
    expect(screen.getByRole('button', { name: 'Add to cart Logitech K120' }).getAttribute('aria-busy')).toBe('true');
  });

  it('renders nothing without an accessory to offer', () => {
    const { container } = renderWithIntl(<AccessoriesUpsell accessories={[accessories[2]!]} onAdd={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
