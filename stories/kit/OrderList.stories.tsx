import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderList } from '@rigsmith/kit';
import { splitOrders } from '@rigsmith/kit/domain';
import { orderHistoryFixtures } from '../../.storybook/fixtures/commerce';

const { inProgress, history } = splitOrders(orderHistoryFixtures);

const meta = {
  title: 'Kit/OrderList',
  component: OrderList,
  tags: ['autodocs'],
  args: { inProgress, history, hrefOf: (order) => `/order/details?id=${order.id}`, payHrefOf: (order) => `/checkout/payment?order=${order.id}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress (one waiting for payment, with Pay now) and the history. */
export const InProgressAndHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unpaid = canvas.getByRole('article', { name: 'Order RS-2026-000043' });
    await expect(unpaid).toHaveTextContent('Waiting for payment');
    await expect(within(unpaid).getByRole('link', { name: 'Pay now for order RS-2026-000043' })).toHaveAttribute(
      'href',
      '/checkout/payment?order=43',
    );
    const historyRegion = canvas.getByRole('region', { name: 'Order history' });
    await expect(within(historyRegion).getAllByRole('article')).toHaveLength(2);
  },
};

/** SPEC §2: each list with its empty state. */
export const Empty: Story = {
  args: { inProgress: [], history: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'In progress' })).toHaveTextContent('You have no orders in progress.');
    await expect(canvas.getByRole('region', { name: 'Order history' })).toHaveTextContent('You have no past orders yet.');
  },
};

export const HistoryOnly: Story = { args: { inProgress: [] } };
