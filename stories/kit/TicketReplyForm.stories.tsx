import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TicketReplyForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/TicketReplyForm',
  component: TicketReplyForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), recipient: 'ada@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveAccessibleDescription(/Emailed to ada@example.com/);
    await expect(canvas.getByRole('checkbox', { name: 'Close the ticket with this reply' })).not.toBeChecked();
  },
};

/** Sent empty: the text is required, said next to the field and in the summary. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'This is a required field' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed, "close" ticked: what is sent. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply/ }), 'Glad it works now.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Close the ticket with this reply' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'Glad it works now.', status: 'closed' });
  },
};

/** The server refused the text: its message sits next to the field. */
export const ServerRefused: Story = {
  args: {
    serverError: { message: 'Invalid body field: text', fields: { text: 'The reply can have at most 5,000 characters' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveAccessibleDescription(/at most 5,000 characters/);
  },
};

export const Sending: Story = { args: { isSubmitting: true } };

export const Sent: Story = {
  args: { successMessage: 'Reply sent to ada@example.com.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reply sent to ada@example.com.');
  },
};

/** The German back office. */
export const German: Story = { parameters: { storefront: 'de' } };
