import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketStatusBadge } from '@rigsmith/kit';
import { ticketStatuses } from '@rigsmith/kit/domain';

const meta = {
  title: 'Kit/TicketStatusBadge',
  component: TicketStatusBadge,
  tags: ['autodocs'],
  args: { status: 'open' },
} satisfies Meta<typeof TicketStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each support ticket status, as the inbox and a ticket's page show it. */
export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
      {ticketStatuses.map((status) => (
        <li key={status}>
          <TicketStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting on customer')).toHaveAttribute('data-status', 'waiting_on_customer');
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(ticketStatuses.length);
  },
};

export const GermanStorefront: Story = {
  ...EveryStatus,
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wartet auf Kunden')).toBeVisible();
  },
};
