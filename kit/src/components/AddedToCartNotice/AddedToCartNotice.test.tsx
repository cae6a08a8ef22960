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
});
