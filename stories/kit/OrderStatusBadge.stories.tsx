import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge } from '@rigsmith/kit';
import { orderStatuses } from '@rigsmith/kit/domain';

const meta = {
  title: 'Kit/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: 'in_progress' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every SPEC §4 status, as the back office and the customer's order pages show it. */
export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      {orderStatuses.map((status) => (
        <li key={status}>
          <OrderStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toHaveAttribute('data-status', 'completed');
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(orderStatuses.length);
  },
};

export const GermanStorefront: Story = {
  ...EveryStatus,
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(orderStatuses.length);
  },
};
