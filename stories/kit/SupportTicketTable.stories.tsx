import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportTicketTable } from '@rigsmith/kit';
import { supportTicketRows } from '../../.storybook/fixtures/supportInbox';

const meta = {
  title: 'Kit/SupportTicketTable',
  component: SupportTicketTable,
  tags: ['autodocs'],
  args: { tickets: supportTicketRows, hrefOf: (ticket) => `/admin/support/${ticket.id}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportTicketTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One ticket in each status (open, waiting on the customer, closed), from three storefronts. */
export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Support tickets' });
    await expect(within(table).getAllByRole('row')).toHaveLength(supportTicketRows.length + 1);
    await expect(canvas.getByRole('link', { name: 'SUP-7F3K9Q' })).toHaveAttribute('href', '/admin/support/31');
    await expect(canvas.getByText('Waiting on customer')).toBeVisible();
  },
};

export const Loading: Story = { args: { tickets: undefined } };

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No ticket matches this search.');
  },
};

export const LoadFailed: Story = {
  args: { tickets: undefined, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The tickets could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The German back office. */
export const German: Story = { parameters: { storefront: 'de' } };
