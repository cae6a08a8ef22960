import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../domain';
import { OrderDetails } from './OrderDetails';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const gbp = (amount: number) => ({ amount, currency: 'gbp' as const });
const order: Order = {
  id: 42,
  reference: 'RS-2026-000042',
  status: 'shipped',
  created_at: '2026-11-20T10:00:00Z',
  quantity: 3,
  subtotal: gbp(131798),
  vat: gbp(20300),
  discount: gbp(10000),
  shipping_price: gbp(0),
  total: gbp(121798),
  coupon: 'WELCOME100',
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447123456123',
    line1: '1 Deansgate',
    line2: 'Flat 4',
    city: 'Manchester',
    postcode: 'M3 1AZ',
    province: '',
    country: 'GB',
  },
  phone_number: '+447123456123',
  tracking_number: '1234567890',
  carrier: 'dpd',
  tracking_url: 'https://www.dpd.com/tracking?parcelNumber=1234567890',
  history: [
    { status: 'waiting_for_payment', at: '2026-11-20T10:00:00Z', actor: 'customer', note: null },
    { status: 'in_progress', at: '2026-11-20T10:02:00Z', actor: 'customer', note: null },
    { status: 'confirmed', at: '2026-11-21T09:00:00Z', actor: 'staff', note: null },
    { status: 'shipped', at: '2026-11-25T15:30:00Z', actor: 'staff', note: 'dpd 1234567890' },
  ],
  estimated_ship_date: '2026-11-25',
  expected_delivery_date: '2026-11-26',
  delivered_on: null,
  payable: false,
  items: [
    {
      id: 1,
      product: 5,
      reference: 'apex-7600',
      name: 'Apex 7600 RTX',
      product_class: 'pc-build',
      quantity: 1,
      price: gbp(129999),
      total: gbp(129999),
      components: [
        { reference: 'cpu-ryzen-5-7600', name: 'AMD Ryzen 5 7600', category: 'cpu', amount: 1 },
        { reference: 'memory-16', name: 'Corsair Vengeance 16 GB', category: 'memory', amount: 2 },
      ],
    },
    {
      id: 2,
      product: 301,
      reference: 'accessory-logitech-k120',
      name: 'Logitech K120',
      product_class: 'accessory',
      quantity: 2,
      price: gbp(899),
      total: gbp(1798),
      components: [],
    },
  ],
};

describe('OrderDetails', () => {
  it('shows the order’s facts, address and totals', () => {
    renderWithIntl(<OrderDetails order={order} />);
    const facts = screen.getByRole('region', { name: 'Order' });
    expect(facts.textContent).toContain('StatusShipped');
    expect(facts.textContent).toContain('Tracking numberDPD 1234567890');
    expect(within(facts).getByRole('link', { name: 'Track parcel 1234567890 with DPD' }).getAttribute('href')).toBe(
      'https://www.dpd.com/tracking?parcelNumber=1234567890',
    );
    expect(facts.textContent).toContain('Estimated ship date25 November 2026');
    expect(screen.getByRole('region', { name: 'Delivery address' }).textContent).toContain('ManchesterM3 1AZUnited KingdomPhone: 07123 456123');
    const totals = screen.getByRole('region', { name: 'Payment' });
    expect(totals.textContent).toContain('Discount (WELCOME100)−£100.00');
    expect(totals.textContent).toContain('Total£1,217.98');
  });

  it('lists the status history, oldest first, with when each step happened', () => {
    renderWithIntl(<OrderDetails order={order} />);
    const history = screen.getByRole('region', { name: 'Status history' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')!.textContent)).toEqual(['Waiting for payment', 'In progress', 'Confirmed', 'Shipped']);
    expect(steps[3]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-25T15:30:00Z');
    expect(steps[3]!.textContent).toContain('25 November 2026');
    // Staff notes are for the back office.
    expect(history.textContent).not.toContain('dpd 1234567890');
  });

  it('shows a tracking number without a carrier as text', () => {
    renderWithIntl(<OrderDetails order={{ ...order, carrier: null, tracking_url: null }} />);
    const facts = screen.getByRole('region', { name: 'Order' });
    expect(within(facts).queryByRole('link')).toBeNull();
    expect(facts.textContent).toContain('Tracking number1234567890');
  });

  it('writes an Italian delivery address with its provincia, as Poste italiane does', () => {
    const roma = {
      ...order.shipping_address,
      line1: 'Via Merulana 1',
      line2: '',
      city: 'Roma',
      postcode: '00184',
      province: 'RM',
      country: 'IT' as const,
    };
    renderWithIntl(<OrderDetails order={{ ...order, shipping_address: roma, phone_number: '+393123456789' }} />);
    expect(screen.getByRole('region', { name: 'Delivery address' }).textContent).toContain('Via Merulana 100184 Roma RMItaly');
  });

  it('SPEC §2: Components and Accessories tabs, by keyboard', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    renderWithIntl(<OrderDetails order={order} onTabChange={onTabChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Components (1)', 'Accessories (1)']);
    const components = screen.getByRole('tabpanel');
    expect(components.textContent).toContain('Apex 7600 RTX');
    expect(within(components).getByRole('list', { name: 'Components of Apex 7600 RTX' }).textContent).toContain('2 × Corsair Vengeance 16 GB');
    expect(components.textContent).toContain('1 × £1,299.99 = £1,299.99');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(onTabChange).toHaveBeenCalledWith('accessories');
    const accessories = screen.getByRole('tabpanel');
    expect(accessories.textContent).toContain('Logitech K120');
    expect(accessories.textContent).not.toContain('Apex');
  });

  it('says when a tab has nothing, and shows the delivery date once delivered', () => {
    renderWithIntl(
      <OrderDetails
        order={{
          ...order,
          items: [order.items[0]!],
          status: 'completed',
          delivered_on: '2026-11-26',
          tracking_number: null,
          carrier: null,
          tracking_url: null,
        }}
        defaultTab="accessories"
      />,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('This order has no accessories.');
    const facts = screen.getByRole('region', { name: 'Order' }).textContent;
    expect(facts).toContain('Delivered on26 November 2026');
    expect(facts).toContain('Given once your order ships');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<OrderDetails order={order} />);
    await expectNoAxeViolations(container);
  });
});
