import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTimeline } from '@rigsmith/kit';
import { cancelledHistory, deliveredHistory, paidHistory } from '../../.storybook/fixtures/admin';

const meta = {
  title: 'Kit/OrderTimeline',
  component: OrderTimeline,
  tags: ['autodocs'],
  args: { history: deliveredHistory, 'aria-label': 'Timeline' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From placed to delivered: who moved each step, and the carrier's tracking number. */
export const Delivered: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
  },
};

export const Paid: Story = { args: { history: paidHistory } };

/** Cancelled by staff, with the reason and the refund reference. */
export const Cancelled: Story = { args: { history: cancelledHistory } };

export const Empty: Story = { args: { history: [] } };
