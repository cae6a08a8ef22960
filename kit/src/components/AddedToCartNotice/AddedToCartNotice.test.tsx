import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddedToCartNotice } from './AddedToCartNotice';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('AddedToCartNotice', () => {
  it('keeps its live region mounted, and fills it when something is added', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    const { rerender, container } = renderWithIntl(<AddedToCartNotice productName={null} onDismiss={onDismiss} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(region.dataset.open).toBeUndefined();
    rerender(<AddedToCartNotice productName="Apex 7600 RTX" onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.dataset.open).toBe('true');
    expect(region.textContent).toContain('Added to Cart');
    expect(region.textContent).toContain('Apex 7600 RTX');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/checkout');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('takes focus when a product is added, so View cart is the next Tab stop; Escape closes it', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(
      <>
        <button type="button">Add to cart</button>
        <AddedToCartNotice productName={null} onDismiss={onDismiss} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    rerender(
      <>
        <button type="button">Add to cart</button>
        <AddedToCartNotice productName="Apex 7600 RTX" onDismiss={onDismiss} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Added to Cart' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View cart' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
