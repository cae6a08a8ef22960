import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CartSummary as CartSummaryValue } from '../../domain';
import { CartSummary } from './CartSummary';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const gbp = (amount: number) => ({ amount, currency: 'gbp' as const });
const summary: CartSummaryValue = {
  currency: 'gbp',
  subtotal: gbp(139898),
  vat: gbp(21650),
  discount: gbp(10000),
  shipping_price: gbp(0),
  total_price: gbp(129898),
  shipping_time: 4,
  expected_delivery_time: '2026-12-03',
  coupon: { code: 'WELCOME100', status: 'success' },
  lines: [],
  orderable: true,
};

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CartSummary', () => {
  it('shows every figure the server computed', () => {
    renderWithIntl(<CartSummary summary={summary} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toBeTruthy();
    expect(valueOf('Subtotal')).toBe('£1,398.98');
    expect(valueOf('Discount (WELCOME100)')).toBe('−£100.00');
    expect(valueOf('Shipping')).toBe('Free');
    expect(valueOf('Total')).toBe('£1,298.98');
    expect(valueOf('Including VAT')).toBe('£216.50');
    expect(valueOf('Shipping time')).toBe('4 working days');
    expect(valueOf('Expected delivery')).toBe('3 December 2026');
  });

  it('says shipping is to be confirmed, shows a price, and leaves out a zero discount', () => {
    const { rerender } = renderWithIntl(
      <CartSummary summary={{ ...summary, discount: gbp(0), coupon: null, shipping_price: null, expected_delivery_time: null, shipping_time: 1 }} />,
    );
    expect(valueOf('Shipping')).toBe('To be confirmed');
    expect(valueOf('Expected delivery')).toBe('To be confirmed');
    expect(valueOf('Shipping time')).toBe('1 working day');
    expect(screen.queryByText(/Discount/)).toBeNull();
    rerender(<CartSummary summary={{ ...summary, shipping_price: gbp(1999) }} />);
    expect(valueOf('Shipping')).toBe('£19.99');
  });

  it('is busy while loading or recalculating, and says when it failed', () => {
    const { rerender } = renderWithIntl(<CartSummary summary={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Calculating your order summary…');
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    rerender(<CartSummary summary={summary} isStale />);
    expect(screen.getByRole('region').dataset.stale).toBe('true');
    expect(valueOf('Total')).toBe('£1,298.98');
    rerender(<CartSummary summary={undefined} hasError />);
    expect(screen.getByRole('alert').textContent).toContain('could not be calculated');
  });

  it('writes euros the German way', () => {
    const eur = (amount: number) => ({ amount, currency: 'eur' as const });
    renderWithIntl(
      <CartSummary
        summary={{
          ...summary,
          currency: 'eur',
          subtotal: eur(149900),
          total_price: eur(149900),
          vat: eur(23933),
          discount: eur(0),
          shipping_price: eur(0),
        }}
      />,
      {
        locale: 'de-DE',
      },
    );
    expect(screen.getByRole('heading', { name: 'Bestellübersicht' })).toBeTruthy();
    expect(valueOf('Versand')).toBe('Kostenlos');
    expect(valueOf('Gesamt')).toMatch(/^1\.499,00\s€$/);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<CartSummary summary={summary} />);
    await expectNoAxeViolations(container);
  });

  it('offers its details behind a toggle when collapsible, and nothing of the kind otherwise', () => {
    const { container, rerender } = renderWithIntl(<CartSummary summary={summary} collapsible />);
    const section = container.querySelector('section')!;
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.tagName).toBe('DL');
    expect(section.dataset.expanded).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(section.dataset.expanded).toBe('true');
    rerender(<CartSummary summary={summary} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(section.dataset.expanded).toBeUndefined();
  });

  it('offers no toggle before there are figures to show', () => {
    renderWithIntl(<CartSummary summary={undefined} collapsible />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
