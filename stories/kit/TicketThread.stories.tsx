import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketThread } from '@rigsmith/kit';
import { answeredTicket, openTicket } from '../../.storybook/fixtures/supportInbox';

const meta = {
  title: 'Kit/TicketThread',
  component: TicketThread,
  tags: ['autodocs'],
  args: { ticket: answeredTicket, 'aria-label': 'Conversation' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's message with the order number and phone they gave, then a staff reply. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/Order number RS-2026-000047/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Reply by sam.support@rigsmith.test' })).toBeVisible();
  },
};

/** Not yet answered; markup the sender typed is shown as text (German back office). */
export const Unanswered: Story = {
  args: { ticket: openTicket },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wann wird meine Bestellung versendet? <b>Danke!</b>')).toBeVisible();
    await expect(canvasElement.querySelector('article b')).toBeNull();
  },
};
