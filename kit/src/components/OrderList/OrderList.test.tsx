import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderList, type OrderListOrder } from './OrderList';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const order = (id: number, patch: Partial<OrderListOrder> = {}): OrderListOrder => ({
  id,
  reference: `RS-2026-${String(id).padStart(6, '0')}`,
  status: 'in_progress',
  created_at: '2026-11-20T10:00:00Z',
  quantity: 2,
  total: { amount: 130898, currency: 'gbp' },
  payable: false,
  ...patch,
});

const hrefOf = (o: OrderListOrder) => `/order/details?id=${o.id}`;
const payHrefOf = (o: OrderListOrder) => `/checkout/payment?order=${o.id}`;

describe('OrderList', () => {
  it('SPEC §2: both lists say when they are empty', async () => {
    const { container } = renderWithIntl(<OrderList inProgress={[]} history={[]} hrefOf={hrefOf} payHrefOf={payHrefOf} />);
    expect(screen.getByRole('region', { name: 'In progress' }).textContent).toContain('You have no orders in progress.');
    expect(screen.getByRole('region', { name: 'Order history' }).textContent).toContain('You have no past orders yet.');
    await expectNoAxeViolations(container);
  });

  it('shows each order with its facts and a link to its details; an unpaid one offers Pay now', async () => {
    const { container } = renderWithIntl(
      <OrderList
        inProgress={[order(42, { status: 'waiting_for_payment', payable: true }), order(41)]}
        history={[order(7, { status: 'completed' })]}
        hrefOf={hrefOf}
        payHrefOf={payHrefOf}
      />,
    );
    const unpaid = screen.getByRole('article', { name: 'Order RS-2026-000042' });
    expect(unpaid.textContent).toContain('Waiting for payment');
    expect(unpaid.textContent).toContain('20 November 2026');
    expect(unpaid.textContent).toContain('£1,308.98');
    expect(within(unpaid).getByRole('link', { name: 'View details of order RS-2026-000042' }).getAttribute('href')).toBe('/order/details?id=42');
    expect(within(unpaid).getByRole('link', { name: 'Pay now for order RS-2026-000042' }).getAttribute('href')).toBe('/checkout/payment?order=42');
    expect(within(screen.getByRole('article', { name: 'Order RS-2026-000041' })).queryByRole('link', { name: /Pay now/ })).toBeNull();
    const history = screen.getByRole('region', { name: 'Order history' });
    expect(within(history).getByRole('article').textContent).toContain('Delivered');
    await expectNoAxeViolations(container);
  });
});
