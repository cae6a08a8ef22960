import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PaymentChallengeDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/PaymentChallengeDialog',
  component: PaymentChallengeDialog,
  tags: ['autodocs'],
  args: { open: true, amount: { amount: 96_117, currency: 'gbp' }, onAnswer: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentChallengeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank's challenge: focus inside, approve or fail. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(dialog).toHaveTextContent('a payment of £961.17 to Rigsmith');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};

/** Escape fails the authentication. */
export const EscapeFails: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Confirm this payment' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};

export const Answering: Story = {
  args: { isPending: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Approve payment' })).toHaveAttribute('aria-busy', 'true');
  },
};
