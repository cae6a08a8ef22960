import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminOrderTable } from '@rigsmith/kit';
import { adminOrderRows } from '../../.storybook/fixtures/admin';

const meta = {
  title: 'Kit/AdminOrderTable',
  component: AdminOrderTable,
  tags: ['autodocs'],
  // Each order is in its own storefront's currency, whatever the toolbar says.
  parameters: { keepCurrency: true },
  args: { orders: adminOrderRows, hrefOf: (order) => `/admin/orders/${order.id}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminOrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order in each status, across the five storefronts. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(adminOrderRows.length + 1);
    await expect(canvas.getByRole('link', { name: 'RS-2026-000047' })).toHaveAttribute('href', '/admin/orders/47');
  },
};

export const Loading: Story = { args: { orders: undefined } };

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No order matches this search.');
  },
};

export const LoadFailed: Story = {
  args: { orders: undefined, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The German back office. */
export const German: Story = { parameters: { storefront: 'de' } };
