import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OrderConfirmation } from './OrderConfirmation';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const order = {
  reference: 'RS-2026-000042',
  estimated_ship_date: '2026-11-30',
  expected_delivery_date: '2026-12-01',
  total: { amount: 129999, currency: 'gbp' as const },
  quantity: 1,
};

describe('OrderConfirmation', () => {
  it('SPEC §2: shows the order reference and the estimated ship date, with a link to the order', async () => {
    const { container } = renderWithIntl(<OrderConfirmation order={order} detailsHref="/order/details?id=42" shopHref="/gaming-pcs" />);
    const section = screen.getByRole('region', { name: 'Thank you for your order' });
    expect(section.textContent).toContain('Order referenceRS-2026-000042');
    expect(section.textContent).toContain('Estimated ship dateMonday, 30 November 2026');
    expect(section.textContent).toContain('Expected deliveryTuesday, 1 December 2026');
    expect(section.textContent).toContain('Paid (1 item)£1,299.99');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/order/details?id=42');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/gaming-pcs');
    await expectNoAxeViolations(container);
  });

  it('writes the date in the shop’s language', () => {
    renderWithIntl(<OrderConfirmation order={order} detailsHref="/order/details?id=42" />, { locale: 'fr-FR' });
    expect(screen.getByRole('region').textContent).toContain('lundi 30 novembre 2026');
  });
});
