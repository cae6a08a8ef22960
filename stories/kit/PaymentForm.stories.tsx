import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/PaymentForm',
  component: PaymentForm,
  tags: ['autodocs'],
  args: { amount: { amount: 96_117, currency: 'gbp' }, onSubmit: fn(), now: new Date('2026-11-25T12:00:00Z') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, card: string, expiry = '12/30', cvc = '123', name = 'Ada Lovelace') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), card);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), expiry);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code (CVC)' }), cvc);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), name);
}

/** The sandbox's test cards are listed above the form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay £961.17' })).toBeVisible();
  },
};

/** A good card: the number grouped as typed, sent as digits. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '4242424242424242');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay £961.17' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ card_number: '4242424242424242', expiry: '12/30', cvc: '123', name_on_card: 'Ada Lovelace' });
  },
};

/** The client-side checks: Luhn, a past expiry, a short CVC, no name. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '4242424242424241', '10/26', '12', ' ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Pay/ }));
    const summary = within(canvasElement).getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The bank declined: why, and the card stays for another try. */
export const Declined: Story = {
  args: { declineMessage: 'Your card was declined. Try another card.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your payment was declined');
  },
};

export const DeclinedInsufficientFunds: Story = {
  args: { declineMessage: 'Your card has insufficient funds. Try another card.' },
};

/** No answer: nothing known to be charged; trying again is safe (same idempotency key). */
export const NoAnswer: Story = {
  args: { hasFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('nothing was charged');
  },
};

export const Paying: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Pay/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const German: Story = {
  parameters: { storefront: 'de' },
  args: { amount: { amount: 112_499, currency: 'eur' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^1\.124,99\s€ bezahlen$/ })).toBeVisible();
  },
};
